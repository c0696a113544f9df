// Which dates and times the booking page offers, from the availability read: past times are dropped, and a
// date with no times left (closed, or today after hours) is left out. Taken times stay, to be shown struck.
import type { AvailabilityResponse } from '#shared/schemas/availability.ts';

export type BookableSlot = AvailabilityResponse['dates'][number]['slots'][number];
export type BookableDate = { date: string; slots: BookableSlot[]; hasFreeTime: boolean };

export const BOOKING_DAYS = 30;

export function bookableDates(response: AvailabilityResponse | undefined, now: Date): BookableDate[] {
  if (!response) return [];
  const nowMs = now.getTime();
  const dates: BookableDate[] = [];
  for (const day of response.dates) {
    const slots = day.slots.filter((slot) => Date.parse(slot.startsAt) >= nowMs);
    if (slots.length > 0) dates.push({ date: day.date, slots, hasFreeTime: slots.some((s) => s.available) });
  }
  return dates;
}

/** The first dates with a free time, and the business's today (to call it 'Today'): the booking page's preview. */
export type FreeDays = { today: string; dates: string[] };

export function nextFreeDays(response: AvailabilityResponse, now: Date, count = 3): FreeDays {
  const dates = bookableDates(response, now)
    .filter((day) => day.hasFreeTime)
    .slice(0, count)
    .map((day) => day.date);
  return { today: response.dates[0]?.date ?? '', dates };
}
