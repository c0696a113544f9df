import { describe, expect, it } from 'vitest';
import { bookingWhen } from './booking-when.ts';

describe('bookingWhen', () => {
  it('reads the instant in the business time zone', () => {
    expect(bookingWhen('2026-06-09T13:30:00.000Z', 'America/New_York')).toEqual({
      date: 'Tue, Jun 9, 2026',
      time: '9:30 AM',
    });
    expect(bookingWhen('2026-06-09T23:30:00.000Z', 'Asia/Tokyo')).toEqual({
      date: 'Wed, Jun 10, 2026',
      time: '8:30 AM',
    });
  });

  it("shows 'Date TBD' and 'Time TBD' when there is no date", () => {
    for (const missing of [null, undefined, '', '  ']) {
      expect(bookingWhen(missing, 'America/New_York')).toEqual({ date: 'Date TBD', time: 'Time TBD' });
    }
  });

  it("shows 'Invalid date' and 'Invalid time' for a value that is not a date", () => {
    expect(bookingWhen('next Tuesday-ish', 'America/New_York')).toEqual({
      date: 'Invalid date',
      time: 'Invalid time',
    });
  });
});
