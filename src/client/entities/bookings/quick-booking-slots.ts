// The quick-booking time list (spec: every 30 minutes 09:00–17:30, business time zone). A time is disabled
// when it has passed or when every staff member is already booked for part of the service's length.

import { formatTime12 } from '#client/lib/format.ts';
import { localDateOf, parseLocalDateTime } from '#shared/domain/local-time.ts';
import type { TakenTimes } from '#shared/schemas/availability.ts';

const MINUTE = 60_000;

export const QUICK_BOOKING_TIMES: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

export type QuickBookingSlot = {
  time: string;
  label: string;
  disabled: boolean;
  reason: 'past' | 'booked' | 'nonexistent' | null;
};

export function quickBookingSlots(options: {
  date: string;
  timeZone: string;
  now: Date;
  durationMinutes: number;
  taken: TakenTimes;
  /** The Intl locale of the times' labels ('9:30 AM' in English, '9:30' in German). */
  intl?: string;
}): QuickBookingSlot[] {
  const { date, timeZone, now, durationMinutes, taken, intl } = options;
  const busy = taken.map((t) => [Date.parse(t.appointmentDate), Date.parse(t.endsAt)] as const);
  return QUICK_BOOKING_TIMES.map((time) => {
    const label = formatTime12(time, intl);
    const start = parseLocalDateTime(`${date}T${time}:00`, timeZone);
    if (!start) return { time, label, disabled: true, reason: 'nonexistent' as const };
    const startMs = start.getTime();
    if (startMs < now.getTime()) return { time, label, disabled: true, reason: 'past' as const };
    const endMs = startMs + durationMinutes * MINUTE;
    const booked = busy.some(([from, to]) => from < endMs && startMs < to);
    return { time, label, disabled: booked, reason: booked ? ('booked' as const) : null };
  });
}

/** Today's date in the business's zone, the earliest date quick booking accepts. */
export function businessToday(timeZone: string, now: Date = new Date()): string {
  return localDateOf(now, timeZone);
}
