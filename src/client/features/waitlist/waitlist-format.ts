// What the /waitlist page derives from the entries: the days and services to filter by, the entries a filter keeps,
// the dates to offer an entry (its windows' dates from today on) and the free times that fall in its windows.
import { addDaysToLocalDate } from '#shared/domain/local-time.ts';
import { type WaitlistWindow, windowsAccept, windowsCoverDate } from '#shared/domain/waitlist-windows.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';

export const ALL = 'all';
export type WaitlistFilter = { date: string; serviceId: string };

/** Every local date a window covers, from `today` on, in order. */
export function windowDates(windows: readonly WaitlistWindow[], today: string): string[] {
  const dates = new Set<string>();
  for (const window of windows) {
    const last = window.to ?? window.from;
    for (
      let date = window.from > today ? window.from : today;
      date <= last;
      date = addDaysToLocalDate(date, 1)
    ) {
      dates.add(date);
    }
  }
  return [...dates].sort();
}

/** The days someone is waiting for, from `today` on, with how many entries want each. */
export function waitlistDays(entries: readonly WaitlistEntryView[], today: string) {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const date of windowDates(entry.windows, today)) counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));
}

/** The services someone is waiting for, by name. */
export function waitlistServices(entries: readonly WaitlistEntryView[]) {
  const names = new Map(entries.map((entry) => [entry.serviceId, entry.serviceName]));
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The entries of one day (any part of it) and one service; ALL keeps every one. Joining order is kept. */
export function filterWaitlist(entries: readonly WaitlistEntryView[], filter: WaitlistFilter) {
  return entries.filter(
    (entry) =>
      (filter.serviceId === ALL || entry.serviceId === filter.serviceId) &&
      (filter.date === ALL || windowsCoverDate(entry.windows, filter.date)),
  );
}

/** Free start times ('HH:mm') of `date`, those the customer asked for first. */
export function splitByWindows(windows: readonly WaitlistWindow[], date: string, times: readonly string[]) {
  const wanted = times.filter((time) => windowsAccept(windows, date, time));
  return { wanted, other: times.filter((time) => !wanted.includes(time)) };
}
