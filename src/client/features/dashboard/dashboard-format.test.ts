import { describe, expect, it } from 'vitest';
import {
  bookingStatusLabel,
  cappedProgress,
  formatActivityTime,
  formatAmount,
  formatBookingDay,
  formatBookingTime,
  formatRating,
  upcomingToday,
} from './dashboard-format.ts';

const NY = 'America/New_York';

describe('formatBookingTime', () => {
  it('shows the time in the business time zone, 12-hour', () => {
    expect(formatBookingTime('2025-03-04T14:30:00.000Z', NY)).toBe('9:30 AM');
    expect(formatBookingTime('2025-07-04T18:00:00.000Z', NY)).toBe('2:00 PM');
    expect(formatBookingTime('2025-07-04T18:00:00.000Z', 'Europe/Paris')).toBe('8:00 PM');
  });

  it("says 'Time TBD' when the time is missing and 'Invalid time' when it cannot be read", () => {
    expect(formatBookingTime(undefined, NY)).toBe('Time TBD');
    expect(formatBookingTime(null, NY)).toBe('Time TBD');
    expect(formatBookingTime('', NY)).toBe('Time TBD');
    expect(formatBookingTime('not a date', NY)).toBe('Invalid time');
  });
});

describe('formatBookingDay', () => {
  it('uses the business day, which can differ from UTC', () => {
    expect(formatBookingDay('2025-03-05T02:00:00.000Z', NY)).toBe('Tue, Mar 4');
    expect(formatBookingDay('nope', NY)).toBe('');
  });
});

describe('bookingStatusLabel', () => {
  it("defaults to 'confirmed' and reads snake case as words", () => {
    expect(bookingStatusLabel(undefined)).toBe('confirmed');
    expect(bookingStatusLabel('')).toBe('confirmed');
    expect(bookingStatusLabel('pending')).toBe('pending');
    expect(bookingStatusLabel('no_show')).toBe('no show');
  });
});

describe('formatActivityTime', () => {
  const now = new Date('2025-03-04T12:00:00.000Z');
  const zone = 'America/New_York';

  it("says 'Just now' for invalid, missing, future and very recent times", () => {
    expect(formatActivityTime('garbage', zone, now)).toBe('Just now');
    expect(formatActivityTime(undefined, zone, now)).toBe('Just now');
    expect(formatActivityTime('2025-03-04T12:05:00.000Z', zone, now)).toBe('Just now');
    expect(formatActivityTime('2025-03-04T11:59:30.000Z', zone, now)).toBe('Just now');
  });

  it("counts minutes, hours and days, then shows the date in the business's zone", () => {
    expect(formatActivityTime('2025-03-04T11:55:00.000Z', zone, now)).toBe('5m ago');
    expect(formatActivityTime('2025-03-04T09:00:00.000Z', zone, now)).toBe('3h ago');
    expect(formatActivityTime('2025-03-02T12:00:00.000Z', zone, now)).toBe('2d ago');
    expect(formatActivityTime('2025-02-01T12:00:00.000Z', zone, now)).toBe('Feb 1');
    // 02:00 UTC on 1 February is still 31 January in New York, already 1 February in Tokyo.
    expect(formatActivityTime('2025-02-01T02:00:00.000Z', zone, now)).toBe('Jan 31');
    expect(formatActivityTime('2025-02-01T02:00:00.000Z', 'Asia/Tokyo', now)).toBe('Feb 1');
  });
});

describe('cappedProgress', () => {
  it('keeps whole percentages between 0 and 100', () => {
    expect(cappedProgress(42.4)).toBe(42);
    expect(cappedProgress(250)).toBe(100);
    expect(cappedProgress(-5)).toBe(0);
    expect(cappedProgress(null)).toBe(0);
    expect(cappedProgress(Number.NaN)).toBe(0);
  });
});

describe('formatRating', () => {
  it('shows one decimal, and no rating without reviews', () => {
    expect(formatRating(null)).toBeNull();
    expect(formatRating(undefined)).toBeNull();
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
  });
});

describe('formatAmount', () => {
  it('formats currency units without floating-point surprises', () => {
    expect(formatAmount(0, 'USD')).toBe('$0.00');
    expect(formatAmount(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatAmount(0.1 + 0.2, 'USD')).toBe('$0.30');
    expect(formatAmount(10, 'NOPE')).toBe('$10.00');
  });
});

describe('upcomingToday', () => {
  const now = new Date('2025-03-04T15:00:00.000Z');
  const booking = (id: string, start: string | null, end: string | null, status = 'confirmed') => ({
    id,
    dateTime: start,
    endsAt: end,
    status,
  });

  it('lists what is still to come or in progress, soonest first, at most three', () => {
    const list = [
      booking('late', '2025-03-04T20:00:00.000Z', '2025-03-04T21:00:00.000Z'),
      booking('done', '2025-03-04T13:00:00.000Z', '2025-03-04T14:00:00.000Z'),
      booking('now', '2025-03-04T14:30:00.000Z', '2025-03-04T15:30:00.000Z'),
      booking('next', '2025-03-04T16:00:00.000Z', '2025-03-04T17:00:00.000Z'),
      booking('later', '2025-03-04T18:00:00.000Z', '2025-03-04T19:00:00.000Z'),
      booking('off', '2025-03-04T17:00:00.000Z', '2025-03-04T18:00:00.000Z', 'cancelled'),
    ];
    expect(upcomingToday(list, now).map((b) => b.id)).toEqual(['now', 'next', 'later']);
  });

  it('keeps bookings without a usable time, after the timed ones', () => {
    const list = [booking('tbd', null, null), booking('soon', '2025-03-04T16:00:00.000Z', null)];
    expect(upcomingToday(list, now).map((b) => b.id)).toEqual(['soon', 'tbd']);
  });
});
