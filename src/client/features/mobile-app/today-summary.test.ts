import { describe, expect, it } from 'vitest';
import {
  formatBookingTime,
  sortByTime,
  summariseToday,
  type TodayBooking,
  todaysClients,
} from './today-summary.ts';

const booking = (overrides: Partial<TodayBooking> & Pick<TodayBooking, 'id'>): TodayBooking => ({
  dateTime: '2025-03-10T14:00:00.000Z',
  clientName: 'Ana Silva',
  status: 'confirmed',
  service: { name: 'Cut', price: '35.00' },
  ...overrides,
});

describe('summariseToday', () => {
  it('counts and sums every booking except cancelled ones, in cents', () => {
    const summary = summariseToday([
      booking({ id: '1', service: { name: 'Cut', price: '35.00' } }),
      booking({ id: '2', status: 'pending', service: { name: 'Fade', price: '40.50' } }),
      booking({ id: '3', status: 'cancelled', service: { name: 'Shave', price: '45.00' } }),
      booking({ id: '4', status: 'completed', service: { name: 'Beard', price: '0.10' } }),
    ]);
    expect(summary).toEqual({ activeCount: 3, revenueCents: 7560 });
  });

  it('is zero for an empty day', () => {
    expect(summariseToday([])).toEqual({ activeCount: 0, revenueCents: 0 });
  });
});

describe('formatBookingTime', () => {
  it("formats in the business's time zone", () => {
    expect(formatBookingTime('2025-03-10T14:00:00.000Z', 'America/New_York')).toBe('10:00 AM');
    expect(formatBookingTime('2025-03-10T14:00:00.000Z', 'Europe/London')).toBe('2:00 PM');
  });

  it('says TBD or invalid instead of guessing', () => {
    expect(formatBookingTime(null, 'UTC')).toBe('Time TBD');
    expect(formatBookingTime('not a date', 'UTC')).toBe('Invalid time');
  });
});

describe('ordering', () => {
  it('sorts by time and lists each client once', () => {
    const list = [
      booking({ id: 'b', dateTime: '2025-03-10T16:00:00.000Z', clientName: 'Ben' }),
      booking({ id: 'a', dateTime: '2025-03-10T13:00:00.000Z', clientName: 'Ana' }),
      booking({ id: 'c', dateTime: '2025-03-10T18:00:00.000Z', clientName: 'Ana' }),
    ];
    expect(sortByTime(list).map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(todaysClients(list)).toEqual(['Ana', 'Ben']);
  });
});
