// When a booking is, as the client dashboard shows it (spec part 2 §8): in the business's time zone, with
// 'Date TBD' / 'Time TBD' for a missing value and 'Invalid date' / 'Invalid time' for one that cannot be read;
// written for `intl`, the page's Intl locale (US English, the spec's formats, unless it shows another language).
import { formatLocalDate, formatTime12, wallClockOf } from '#client/lib/format.ts';

export type BookingWhen = { date: string; time: string };

export function bookingWhen(
  appointmentDate: string | null | undefined,
  timeZone: string,
  intl = 'en-US',
): BookingWhen {
  if (!appointmentDate?.trim()) return { date: 'Date TBD', time: 'Time TBD' };
  if (Number.isNaN(Date.parse(appointmentDate))) return { date: 'Invalid date', time: 'Invalid time' };
  const wall = wallClockOf(appointmentDate, timeZone);
  return {
    date: formatLocalDate(
      wall.date,
      { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
      intl,
    ),
    time: formatTime12(wall.time, intl),
  };
}
