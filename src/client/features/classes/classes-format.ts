// The Classes page's week: seven days from a date, and the sessions of each day in the business's zone.
import { wallClockOf } from '#client/lib/format.ts';
import { addDaysToLocalDate } from '#shared/domain/local-time.ts';
import type { ClassSession } from '#shared/schemas/class.ts';

export const WEEK_DAYS = 7;

/** The seven local dates from `from`. */
export function weekFrom(from: string): string[] {
  return Array.from({ length: WEEK_DAYS }, (_, i) => addDaysToLocalDate(from, i));
}

/** Each local date that has sessions, in order, with its sessions by start (the API's order). */
export function sessionsByDay(
  sessions: ClassSession[],
  timeZone: string,
): Array<{ date: string; sessions: ClassSession[] }> {
  const days = new Map<string, ClassSession[]>();
  for (const session of sessions) {
    const { date } = wallClockOf(session.startsAt, timeZone);
    days.set(date, [...(days.get(date) ?? []), session]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, sessions: list }));
}
