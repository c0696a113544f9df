import { describe, expect, it } from 'vitest';
import { businessToday, QUICK_BOOKING_TIMES, quickBookingSlots } from './quick-booking-slots.ts';

const zone = 'America/New_York';

describe('quick booking times', () => {
  it('lists every half hour from 09:00 through 17:30', () => {
    expect(QUICK_BOOKING_TIMES).toHaveLength(18);
    expect(QUICK_BOOKING_TIMES[0]).toBe('09:00');
    expect(QUICK_BOOKING_TIMES.at(-1)).toBe('17:30');
  });

  it('disables past times today and times when everyone is booked', () => {
    // 2026-06-09 10:10 in New York (EDT, UTC-4).
    const now = new Date('2026-06-09T14:10:00Z');
    const slots = quickBookingSlots({
      date: '2026-06-09',
      timeZone: zone,
      now,
      durationMinutes: 60,
      taken: [{ appointmentDate: '2026-06-09T17:00:00.000Z', endsAt: '2026-06-09T17:30:00.000Z' }],
    });
    const byTime = Object.fromEntries(slots.map((s) => [s.time, s]));
    expect(byTime['10:00']?.reason).toBe('past');
    expect(byTime['10:30']).toMatchObject({ disabled: false, label: '10:30 AM' });
    // Everyone is booked 13:00–13:30: a 12:00 hour ends as it starts, 12:30 and 13:00 overlap it.
    expect(byTime['12:00']?.disabled).toBe(false);
    expect(byTime['12:30']?.reason).toBe('booked');
    expect(byTime['13:00']?.reason).toBe('booked');
    expect(byTime['13:30']?.disabled).toBe(false);
  });

  it('knows today in the business zone', () => {
    expect(businessToday(zone, new Date('2026-06-10T02:00:00Z'))).toBe('2026-06-09');
  });
});
