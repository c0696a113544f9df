// Calendar ranges in the business's time zone (month, Monday week, quarter, report periods and their buckets)
// and the percentage arithmetic every report shares.
import {
  addDaysToLocalDate,
  localDateOf,
  startOfLocalDay,
  weekdayOfLocalDate,
} from '#shared/domain/local-time.ts';
import { type AnalyticsPeriod, type Metric, PERIOD_DAYS } from '#shared/schemas/analytics.ts';

/** Local dates `from`..`to` (inclusive) and the instants [start, end) they cover — DST-correct, so a range
 * may be 23 or 25 hours longer or shorter than whole days. */
export type LocalRange = { from: string; to: string; start: Date; end: Date };

export type Bucket = 'day' | 'week';

export const ISO_WEEKDAY_LABELS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function localRange(options: { from: string; to: string; timeZone: string }): LocalRange {
  const { from, to, timeZone } = options;
  return {
    from,
    to,
    start: startOfLocalDay(from, timeZone),
    end: startOfLocalDay(addDaysToLocalDate(to, 1), timeZone),
  };
}

function firstOfMonth(date: string, monthOffset = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + monthOffset;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The local calendar month containing `now`. */
export function monthRange(options: { now: Date; timeZone: string }): LocalRange {
  const first = firstOfMonth(localDateOf(options.now, options.timeZone));
  const last = addDaysToLocalDate(firstOfMonth(first, 1), -1);
  return localRange({ from: first, to: last, timeZone: options.timeZone });
}

/** The local calendar quarter (Jan–Mar, Apr–Jun, …) containing `now`. */
export function quarterRange(options: { now: Date; timeZone: string }): LocalRange {
  const today = localDateOf(options.now, options.timeZone);
  const month = Number(today.slice(5, 7)) - 1;
  const first = firstOfMonth(today, -(month % 3));
  const last = addDaysToLocalDate(firstOfMonth(first, 3), -1);
  return localRange({ from: first, to: last, timeZone: options.timeZone });
}

function mondayOf(date: string): string {
  return addDaysToLocalDate(date, -((weekdayOfLocalDate(date) + 6) % 7));
}

/** The local Monday-to-Sunday week containing `now` (the calendar's week starts Monday). */
export function weekRange(options: { now: Date; timeZone: string }): LocalRange {
  const monday = mondayOf(localDateOf(options.now, options.timeZone));
  return localRange({ from: monday, to: addDaysToLocalDate(monday, 6), timeZone: options.timeZone });
}

/**
 * A report period: the last N local days ending today (today included), the N days before it, and the chart
 * bucket — days for 7d/30d, Monday weeks for 90d/1y (the first and last weeks clipped to the period).
 */
export function periodRanges(options: { period: AnalyticsPeriod; now: Date; timeZone: string }) {
  const { period, now, timeZone } = options;
  const days = PERIOD_DAYS[period];
  const today = localDateOf(now, timeZone);
  const from = addDaysToLocalDate(today, -(days - 1));
  const current = localRange({ from, to: today, timeZone });
  const previous = localRange({
    from: addDaysToLocalDate(from, -days),
    to: addDaysToLocalDate(from, -1),
    timeZone,
  });
  const bucket: Bucket = days > 31 ? 'week' : 'day';
  return { current, previous, bucket };
}

/** The first local date of each bucket of the range, in order (the SQL bucket in overview.service.ts matches). */
export function bucketStarts(range: LocalRange, bucket: Bucket): string[] {
  const starts: string[] = [];
  let date = range.from;
  while (date <= range.to) {
    starts.push(date);
    date = bucket === 'day' ? addDaysToLocalDate(date, 1) : addDaysToLocalDate(mondayOf(date), 7);
  }
  return starts;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // The epsilon keeps 41.15 (stored as 41.149999…) rounding up as people expect.
  return Math.round(value * factor + Math.sign(value) * 1e-9) / factor;
}

/** % change from previous to current, one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return roundTo(((current - previous) / previous) * 100, 1);
}

/** part / whole in percent with one decimal; null when whole is 0 (a rate of nothing is undefined). */
export function ratePercent(part: number, whole: number): number | null {
  return whole === 0 ? null : roundTo((part / whole) * 100, 1);
}

/** Whole percent of a target reached, rounded down (100 only once the target is met), capped to 0–100. */
export function progressPercent(value: number, target: number): number {
  if (!(target > 0)) return 0;
  const percent = Math.floor((value * 100) / target + 1e-9);
  return Math.min(100, Math.max(0, percent));
}

export function metricOf(value: number | null, previous: number | null): Metric {
  return { value, previous, growth: growthPercent(value, previous) };
}

/** The fields every period report starts with. */
export function reportHeader(options: {
  period: AnalyticsPeriod;
  current: LocalRange;
  previous: LocalRange;
  business: { currency: string; timezone: string };
}) {
  const { period, current, previous, business } = options;
  return {
    period,
    range: { from: current.from, to: current.to, previousFrom: previous.from, previousTo: previous.to },
    currency: business.currency,
    timeZone: business.timezone,
  };
}
