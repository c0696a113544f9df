// The local dates a repeating booking falls on: every 1–8 weeks, or monthly on the same weekday of the month
// ('the 2nd Tuesday'). Dates only: the wall time is added per date in the business's zone, so 09:00 stays 09:00
// across a daylight-saving change.
import { addDaysToLocalDate, weekdayOfLocalDate } from './local-time.ts';

export const MAX_OCCURRENCES = 52;
export const MAX_WEEK_INTERVAL = 8;

export type Recurrence = {
  frequency: 'weekly' | 'monthly';
  /** Weeks between two appointments (weekly only; monthly is every month). */
  interval: number;
  /** The series ends after `count` appointments or with the last one on or before `until` (a local date). */
  end: { count: number } | { until: string };
};

/** Which weekday of its month a date is: 1–4, or 'last' for a 5th (the last of that weekday in every month). */
export function weekOfMonth(date: string): number | 'last' {
  const ordinal = Math.ceil(Number(date.slice(8, 10)) / 7);
  return ordinal === 5 ? 'last' : ordinal;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `weekday` that is the `nth` (1–4 or 'last') of month `month` (1–12) of `year`, as a local date. */
function nthWeekday(year: number, month: number, weekday: number, nth: number | 'last'): string {
  const first = `${year}-${pad(month)}-01`;
  const firstMatch = 1 + ((weekday - weekdayOfLocalDate(first) + 7) % 7);
  let day: number;
  if (nth === 'last') {
    const days = daysInMonth(year, month);
    day = firstMatch + Math.floor((days - firstMatch) / 7) * 7;
  } else {
    day = firstMatch + (nth - 1) * 7;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The n-th date of the series (0 is `start`). */
function occurrenceAt(start: string, rule: Pick<Recurrence, 'frequency' | 'interval'>, n: number): string {
  if (rule.frequency === 'weekly') return addDaysToLocalDate(start, n * 7 * rule.interval);
  const months = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + n;
  return nthWeekday(
    Math.floor(months / 12),
    (months % 12) + 1,
    weekdayOfLocalDate(start),
    weekOfMonth(start),
  );
}

/**
 * The series' dates from `start` (itself the first), at most `limit` of them: with an `until` end, one more than
 * `limit` tells the caller the end date asks for too many.
 */
export function occurrenceDates(start: string, rule: Recurrence, limit = MAX_OCCURRENCES): string[] {
  const dates: string[] = [];
  const count = 'count' in rule.end ? Math.min(rule.end.count, limit) : limit + 1;
  for (let n = 0; dates.length < count; n++) {
    const date = occurrenceAt(start, rule, n);
    if ('until' in rule.end && date > rule.end.until) break;
    dates.push(date);
  }
  return dates;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Every week', 'Every 4 weeks', 'Monthly on the 2nd Tuesday', 'Monthly on the last Friday'. */
export function describeRecurrence(start: string, rule: Pick<Recurrence, 'frequency' | 'interval'>): string {
  if (rule.frequency === 'weekly') return rule.interval === 1 ? 'Every week' : `Every ${rule.interval} weeks`;
  const nth = weekOfMonth(start);
  return `Monthly on the ${nth === 'last' ? 'last' : ORDINALS[nth - 1]} ${WEEKDAY_NAMES[weekdayOfLocalDate(start)]}`;
}
