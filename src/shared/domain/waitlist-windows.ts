// A waitlist entry's preferred windows: a local date (or range of dates) and a part of the day. Which local start
// times they accept is decided here alone, for the offers the server makes and for what the pages show.

export const DAY_PARTS = ['any', 'morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** `to` absent: the one day `from`. */
export type WaitlistWindow = { from: string; to?: string; part: DayPart };

export const MAX_WAITLIST_WINDOWS = 5;
/** The longest date range one window may cover. */
export const MAX_WINDOW_DAYS = 62;

/** Start times each part accepts, in minutes after local midnight, [from, to). Morning ends at noon, evening starts
 * at 17:00: a salon's afternoon is noon to five. */
const PART_MINUTES: Record<DayPart, [number, number]> = {
  any: [0, 24 * 60],
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
};

export const DAY_PART_LABEL: Record<DayPart, string> = {
  any: 'any time',
  morning: 'morning (before 12:00)',
  afternoon: 'afternoon (12:00–17:00)',
  evening: 'evening (from 17:00)',
};

const lastDateOf = (window: WaitlistWindow) => window.to ?? window.from;

/** Whether a start at local `date` and `time` ('HH:mm') falls in one of `windows`. */
export function windowsAccept(windows: readonly WaitlistWindow[], date: string, time: string): boolean {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return windows.some((window) => {
    if (date < window.from || date > lastDateOf(window)) return false;
    const [from, to] = PART_MINUTES[window.part];
    return minutes >= from && minutes < to;
  });
}

/** Whether one of `windows` includes local `date` (at any part of the day). */
export function windowsCoverDate(windows: readonly WaitlistWindow[], date: string): boolean {
  return windows.some((window) => date >= window.from && date <= lastDateOf(window));
}

/** The first and last local dates the windows cover ('YYYY-MM-DD' strings compare in date order). */
export function windowsSpan(windows: readonly WaitlistWindow[]): { first: string; last: string } {
  const firsts = windows.map((w) => w.from).sort();
  const lasts = windows.map(lastDateOf).sort();
  return { first: firsts[0]!, last: lasts[lasts.length - 1]! };
}

/** A window's dates: 'Tue, Dec 1', or 'Dec 1 – Dec 5' for a range; in another language's words for its Intl
 * `locale` ('Di., 1. Dez.'). */
export function describeWindowDates(window: WaitlistWindow, locale = 'en-US'): string {
  const day = (date: string, weekday: boolean) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      ...(weekday ? { weekday: 'short' } : {}),
    });
  return window.to && window.to !== window.from
    ? `${day(window.from, false)} – ${day(window.to, false)}`
    : day(window.from, true);
}

/** 'Tue, Dec 1, morning (before 12:00)' or 'Dec 1 – Dec 5, any time', for messages and pages. */
export function describeWindow(window: WaitlistWindow): string {
  return `${describeWindowDates(window)}, ${DAY_PART_LABEL[window.part]}`;
}
