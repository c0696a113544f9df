import { describe, expect, it } from 'vitest';
import { bookableDates, nextFreeDays } from './booking-dates.ts';

const slot = (time: string, startsAt: string, available = true) => ({ time, startsAt, available });

describe('bookableDates', () => {
  it('drops closed days and past times, keeps taken times and fully booked days', () => {
    const dates = bookableDates(
      {
        timezone: 'America/New_York',
        dates: [
          {
            date: '2026-06-06',
            slots: [
              slot('09:00', '2026-06-06T13:00:00Z', false),
              slot('16:30', '2026-06-06T20:30:00Z', false),
            ],
          },
          { date: '2026-06-07', slots: [] },
          {
            date: '2026-06-08',
            slots: [slot('09:00', '2026-06-08T13:00:00Z', false), slot('09:30', '2026-06-08T13:30:00Z')],
          },
          { date: '2026-06-09', slots: [slot('09:00', '2026-06-09T13:00:00Z', false)] },
        ],
      },
      new Date('2026-06-06T21:00:00Z'),
    );
    expect(dates.map((d) => d.date)).toEqual(['2026-06-08', '2026-06-09']);
    expect(dates[0]?.slots).toHaveLength(2);
    expect(dates[0]?.hasFreeTime).toBe(true);
    expect(dates[1]?.hasFreeTime).toBe(false);
  });

  it('is empty before the availability has loaded', () => {
    expect(bookableDates(undefined, new Date())).toEqual([]);
  });
});

describe('nextFreeDays', () => {
  it('names the first dates with a free time left, skipping closed and fully booked ones', () => {
    const free = nextFreeDays(
      {
        timezone: 'America/New_York',
        dates: [
          { date: '2026-06-06', slots: [slot('09:00', '2026-06-06T13:00:00Z')] },
          { date: '2026-06-07', slots: [] },
          { date: '2026-06-08', slots: [slot('09:00', '2026-06-08T13:00:00Z', false)] },
          { date: '2026-06-09', slots: [slot('09:00', '2026-06-09T13:00:00Z')] },
          { date: '2026-06-10', slots: [slot('09:00', '2026-06-10T13:00:00Z')] },
        ],
      },
      new Date('2026-06-06T14:00:00Z'),
      2,
    );
    // Today's only time has passed.
    expect(free).toEqual({ today: '2026-06-06', dates: ['2026-06-09', '2026-06-10'] });
  });
});
