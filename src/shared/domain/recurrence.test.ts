// Series dates: weekly steps, the n-th weekday of each month (a 5th is the month's last), both ends, and the wall
// time kept across New York's daylight-saving changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  localTimeOf,
  parseLocalDateTime,
  weekdayOfLocalDate,
} from './local-time.ts';
import { describeRecurrence, occurrenceDates, weekOfMonth } from './recurrence.ts';

const NY = 'America/New_York';

describe('occurrenceDates', () => {
  it('steps weekly by the interval, the start first', () => {
    expect(occurrenceDates('2027-03-02', { frequency: 'weekly', interval: 2, end: { count: 4 } })).toEqual([
      '2027-03-02',
      '2027-03-16',
      '2027-03-30',
      '2027-04-13',
    ]);
  });

  it('ends with the last date on or before until, and says when until asks for more than the limit', () => {
    const rule = { frequency: 'weekly', interval: 1, end: { until: '2027-03-23' } } as const;
    expect(occurrenceDates('2027-03-02', rule)).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-16',
      '2027-03-23',
    ]);
    expect(occurrenceDates('2027-01-05', { ...rule, end: { until: '2028-12-31' } })).toHaveLength(53);
  });

  it('keeps the n-th weekday of the month: the 2nd Tuesday', () => {
    expect(occurrenceDates('2027-03-09', { frequency: 'monthly', interval: 1, end: { count: 4 } })).toEqual([
      '2027-03-09',
      '2027-04-13',
      '2027-05-11',
      '2027-06-08',
    ]);
    expect(describeRecurrence('2027-03-09', { frequency: 'monthly', interval: 1 })).toBe(
      'Monthly on the 2nd Tuesday',
    );
  });

  it('takes a 5th weekday as the last of the month, so a month without a 5th still has its appointment', () => {
    // 30 March 2027 is the 5th Tuesday; April, May and June have only four.
    expect(weekOfMonth('2027-03-30')).toBe('last');
    expect(occurrenceDates('2027-03-30', { frequency: 'monthly', interval: 1, end: { count: 4 } })).toEqual([
      '2027-03-30',
      '2027-04-27',
      '2027-05-25',
      '2027-06-29',
    ]);
    expect(describeRecurrence('2027-03-30', { frequency: 'monthly', interval: 1 })).toBe(
      'Monthly on the last Tuesday',
    );
  });

  it('monthly dates are the same weekday and week of the month, one month apart (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 1, max: 52 }), (offset, count) => {
        const start = addDaysToLocalDate('2026-01-01', offset);
        const dates = occurrenceDates(start, { frequency: 'monthly', interval: 1, end: { count } });
        expect(dates).toHaveLength(count);
        for (const [i, date] of dates.entries()) {
          expect(weekdayOfLocalDate(date)).toBe(weekdayOfLocalDate(start));
          expect(weekOfMonth(date) === weekOfMonth(start) || weekOfMonth(start) === 'last').toBe(true);
          if (i > 0) expect(daysBetweenLocalDates(dates[i - 1]!, date)).toBeGreaterThanOrEqual(28);
        }
      }),
    );
  });

  it('keeps 09:00 local across the New York spring and autumn changes', () => {
    for (const [start, end] of [
      ['2027-02-23', '2027-03-30'], // clocks go forward on Sunday 14 March 2027
      ['2027-10-19', '2027-11-23'], // and back on Sunday 7 November 2027
    ] as const) {
      const dates = occurrenceDates(start, { frequency: 'weekly', interval: 1, end: { until: end } });
      const instants = dates.map((date) => parseLocalDateTime(`${date}T09:00:00`, NY)!);
      expect(instants.map((instant) => localTimeOf(instant, NY))).toEqual(dates.map(() => '09:00'));
      // One of the weeks is an hour shorter or longer in absolute time.
      const gaps = instants
        .slice(1)
        .map((instant, i) => (instant.getTime() - instants[i]!.getTime()) / 3_600_000);
      expect(new Set(gaps).size).toBe(2);
    }
  });
});
