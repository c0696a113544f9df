// Tests for local wall-clock ↔ instant conversion, with the New York DST days of 2027 as fixed points.
import { TZDate, tzScan } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  formatTimeOfDay,
  isValidLocalDate,
  isValidTimeZone,
  localDateOf,
  localDayClock,
  localTimeOf,
  parseLocalDateTime,
  parseTimeOfDay,
  startOfLocalDay,
  weekdayOfLocalDate,
} from './local-time.ts';

const NY = 'America/New_York';
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('parseLocalDateTime', () => {
  it('reads a wall time in the given zone, with or without seconds', () => {
    expect(iso(parseLocalDateTime('2027-06-14T09:00:00', NY))).toBe('2027-06-14T13:00:00.000Z');
    expect(iso(parseLocalDateTime('2027-01-14T09:00', NY))).toBe('2027-01-14T14:00:00.000Z');
    expect(iso(parseLocalDateTime('2027-06-14T09:00', 'Asia/Kolkata'))).toBe('2027-06-14T03:30:00.000Z');
    expect(iso(parseLocalDateTime('2027-06-14T00:15', 'UTC'))).toBe('2027-06-14T00:15:00.000Z');
  });

  it('returns null for malformed input', () => {
    for (const value of [
      '',
      '2027-06-14',
      '2027-06-14 09:00',
      '2027-06-14T9:00',
      '2027-06-14T09:00:30',
      '2027-06-14T24:00',
      '2027-06-14T12:60',
      '2027-02-29T10:00',
      '2027-13-01T10:00',
      '2027-06-14T09:00:00Z',
      '2027-06-14T09:00:00-04:00',
    ]) {
      expect(parseLocalDateTime(value, NY), value).toBeNull();
    }
  });

  it('rejects wall times skipped by spring-forward (2027-03-14 in New York)', () => {
    expect(parseLocalDateTime('2027-03-14T02:00', NY)).toBeNull();
    expect(parseLocalDateTime('2027-03-14T02:30:00', NY)).toBeNull();
    expect(parseLocalDateTime('2027-03-14T02:59', NY)).toBeNull();
    expect(iso(parseLocalDateTime('2027-03-14T01:59', NY))).toBe('2027-03-14T06:59:00.000Z');
    expect(iso(parseLocalDateTime('2027-03-14T03:00', NY))).toBe('2027-03-14T07:00:00.000Z');
  });

  it('takes the first occurrence of a fall-back wall time (2027-11-07 in New York)', () => {
    expect(iso(parseLocalDateTime('2027-11-07T01:30:00', NY))).toBe('2027-11-07T05:30:00.000Z');
    expect(iso(parseLocalDateTime('2027-11-07T01:00', NY))).toBe('2027-11-07T05:00:00.000Z');
    expect(iso(parseLocalDateTime('2027-11-07T00:59', NY))).toBe('2027-11-07T04:59:00.000Z');
    expect(iso(parseLocalDateTime('2027-11-07T02:00', NY))).toBe('2027-11-07T07:00:00.000Z');
  });

  it('handles half-hour DST shifts (Lord Howe Island)', () => {
    // 2027-10-03 02:00 → 02:30 local (+10:30 → +11:00).
    expect(parseLocalDateTime('2027-10-03T02:15', 'Australia/Lord_Howe')).toBeNull();
    expect(iso(parseLocalDateTime('2027-10-03T02:30', 'Australia/Lord_Howe'))).toBe(
      '2027-10-02T15:30:00.000Z',
    );
  });

  it('throws for an unknown zone rather than calling the time invalid', () => {
    expect(() => parseLocalDateTime('2027-06-14T09:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('round-trips every instant through its local date and time (property)', () => {
    const zones = [NY, 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const instant = new Date(minute * 60_000);
          const date = localDateOf(instant, zone);
          const time = localTimeOf(instant, zone);
          const parsed = parseLocalDateTime(`${date}T${time}:00`, zone);
          expect(parsed).not.toBeNull();
          // Same wall time; earlier only when the instant was the second occurrence of a repeated time.
          expect(localDateOf(parsed!, zone)).toBe(date);
          expect(localTimeOf(parsed!, zone)).toBe(time);
          expect(parsed!.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime() - parsed!.getTime()).toBeLessThanOrEqual(60 * 60_000);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('near every DST change of 2024-2030: null exactly when skipped, else the first instant (property)', () => {
    const zones = [NY, 'Europe/Berlin', 'Australia/Lord_Howe', 'America/Santiago'];
    const interval = { start: new Date('2024-01-01T00:00Z'), end: new Date('2031-01-01T00:00Z') };
    const changes = zones.flatMap((zone) =>
      tzScan(zone, interval).map((change) => ({ zone, at: change.date })),
    );
    expect(changes.length).toBeGreaterThan(40);
    fc.assert(
      fc.property(fc.constantFrom(...changes), fc.integer({ min: -180, max: 180 }), ({ zone, at }, shift) => {
        const wallOf = (instant: Date) => `${localDateOf(instant, zone)}T${localTimeOf(instant, zone)}`;
        // Walk the wall clock (not the timeline) from just before the change, so gap times come up too.
        const wall = new Date(
          Date.parse(`${wallOf(new Date(at.getTime() - 60_000))}Z`) + (shift + 1) * 60_000,
        );
        const requested = wall.toISOString().slice(0, 16);
        const [y, mo, d, h, mi] = [
          wall.getUTCFullYear(),
          wall.getUTCMonth(),
          wall.getUTCDate(),
          wall.getUTCHours(),
          wall.getUTCMinutes(),
        ];
        const exists = wallOf(new TZDate(y, mo, d, h, mi, zone)) === requested;
        const parsed = parseLocalDateTime(requested, zone);
        if (!exists) {
          expect(parsed).toBeNull();
          return;
        }
        expect(parsed && wallOf(parsed)).toBe(requested);
        // First occurrence: DST shifts are 30 or 60 minutes, and neither earlier instant shows this wall time.
        const first = parsed?.getTime() ?? 0;
        expect(wallOf(new Date(first - 30 * 60_000))).not.toBe(requested);
        expect(wallOf(new Date(first - 60 * 60_000))).not.toBe(requested);
      }),
      { numRuns: 1000 },
    );
  });

  it('finds every skipped New York time of 2027 to be 02:xx on 2027-03-14 only', () => {
    let skipped: string[] = [];
    for (let date = '2027-01-01'; date < '2028-01-01'; date = addDaysToLocalDate(date, 1)) {
      for (let minutes = 0; minutes < 1440; minutes += 30) {
        const value = `${date}T${formatTimeOfDay(minutes)}`;
        if (parseLocalDateTime(value, NY) === null) skipped = [...skipped, value];
      }
    }
    expect(skipped).toEqual(['2027-03-14T02:00', '2027-03-14T02:30']);
  });
});

describe('localDateOf / localTimeOf', () => {
  it('reads the wall date and time of an instant', () => {
    const lateEvening = new Date('2027-06-15T03:30:00Z');
    expect(localDateOf(lateEvening, NY)).toBe('2027-06-14');
    expect(localTimeOf(lateEvening, NY)).toBe('23:30');
    expect(localDateOf(lateEvening, 'Asia/Tokyo')).toBe('2027-06-15');
    expect(localTimeOf(lateEvening, 'Asia/Tokyo')).toBe('12:30');
  });

  it('shows both occurrences of the repeated fall-back hour as 01:xx', () => {
    expect(localTimeOf(new Date('2027-11-07T05:30:00Z'), NY)).toBe('01:30');
    expect(localTimeOf(new Date('2027-11-07T06:30:00Z'), NY)).toBe('01:30');
    expect(localTimeOf(new Date('2027-11-07T07:00:00Z'), NY)).toBe('02:00');
  });

  it('drops seconds and throws for an invalid instant', () => {
    expect(localTimeOf(new Date('2027-06-14T13:05:59Z'), NY)).toBe('09:05');
    expect(() => localDateOf(new Date(Number.NaN), NY)).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDaysToLocalDate('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDaysToLocalDate('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDaysToLocalDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToLocalDate('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDaysToLocalDate('2027-03-13', 2)).toBe('2027-03-15');
    expect(addDaysToLocalDate('2027-06-14', 0)).toBe('2027-06-14');
    expect(() => addDaysToLocalDate('2027-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysToLocalDate('2027-06-14', 1.5)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetweenLocalDates('2027-03-13', '2027-03-15')).toBe(2);
    expect(daysBetweenLocalDates('2027-06-14', '2027-06-01')).toBe(-13);
    expect(daysBetweenLocalDates('2027-01-01', '2028-01-01')).toBe(365);
  });

  it('gives the weekday with 0 = Sunday', () => {
    expect(weekdayOfLocalDate('2027-03-14')).toBe(0);
    expect(weekdayOfLocalDate('2027-06-14')).toBe(1);
    expect(weekdayOfLocalDate('2027-06-19')).toBe(6);
    expect(weekdayOfLocalDate('2028-02-29')).toBe(2);
  });

  it('validates calendar dates', () => {
    expect(isValidLocalDate('2028-02-29')).toBe(true);
    expect(isValidLocalDate('2027-02-29')).toBe(false);
    expect(isValidLocalDate('2027-6-14')).toBe(false);
    expect(isValidLocalDate('2027-06-14T00:00')).toBe(false);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zone names', () => {
    for (const name of [NY, 'UTC', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      expect(isValidTimeZone(name), name).toBe(true);
    }
  });

  it('refuses unknown names, blanks and bare offsets', () => {
    for (const name of ['', ' ', 'Mars/Olympus', 'America/New York', ' UTC', '+01:00', '-05', 'GMT+1']) {
      expect(isValidTimeZone(name), name).toBe(false);
    }
  });
});

describe('startOfLocalDay', () => {
  it('is local midnight, also on New York DST days', () => {
    expect(startOfLocalDay('2027-06-14', NY).toISOString()).toBe('2027-06-14T04:00:00.000Z');
    expect(startOfLocalDay('2027-03-14', NY).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfLocalDay('2027-11-07', NY).toISOString()).toBe('2027-11-07T04:00:00.000Z');
  });

  it('is the first existing minute when midnight is skipped', () => {
    // Chile and Lebanon move 00:00 → 01:00 on these dates.
    expect(startOfLocalDay('2027-09-05', 'America/Santiago').toISOString()).toBe('2027-09-05T04:00:00.000Z');
    expect(localTimeOf(startOfLocalDay('2027-09-05', 'America/Santiago'), 'America/Santiago')).toBe('01:00');
    expect(startOfLocalDay('2027-03-28', 'Asia/Beirut').toISOString()).toBe('2027-03-27T22:00:00.000Z');
  });

  it('throws for a malformed date', () => {
    expect(() => startOfLocalDay('2027-06-31', NY)).toThrow(RangeError);
  });
});

describe('localDayClock', () => {
  it('resolves exact wall times and interval bounds inside a gap', () => {
    const clock = localDayClock('2027-03-14', NY);
    expect(clock.exact(150)).toBeNull();
    expect(new Date(clock.atOrAfter(150)).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(new Date(clock.atOrAfter(120)).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(new Date(clock.atOrAfter(1440)).toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });
});

describe('time of day', () => {
  it('parses HH:mm, tolerates :00 seconds and allows 24:00 only as an end', () => {
    expect(parseTimeOfDay('09:30')).toBe(570);
    expect(parseTimeOfDay('17:00:00')).toBe(1020);
    expect(parseTimeOfDay('24:00', true)).toBe(1440);
    expect(() => parseTimeOfDay('24:00')).toThrow(RangeError);
    expect(() => parseTimeOfDay('9:30')).toThrow(RangeError);
    expect(() => parseTimeOfDay('09:60')).toThrow(RangeError);
    expect(() => parseTimeOfDay('24:30', true)).toThrow(RangeError);
  });

  it('formats minutes as HH:mm', () => {
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(570)).toBe('09:30');
    expect(formatTimeOfDay(1439)).toBe('23:59');
  });
});
