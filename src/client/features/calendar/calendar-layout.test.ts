import { describe, expect, it } from 'vitest';
import type { BookingView } from '#shared/schemas/booking.ts';
import { calendarItems } from './calendar-items.ts';
import { GRID_TIMES, placeItems, startOfWeek, weekDates } from './calendar-layout.ts';
import { hashColorIndex, SERVICE_COLORS, serviceColorMap } from './service-colors.ts';

const zone = 'America/New_York';

function booking(id: string, start: string, duration: number): BookingView {
  return {
    id,
    appointmentDate: start,
    classSessionId: null,
    service: { id: 's', name: 'Cut', price: '35.00', duration },
  } as BookingView;
}

const placeBookings = (bookings: BookingView[], timeZone: string) =>
  placeItems(calendarItems(bookings, [], [], null), timeZone);

describe('calendar layout', () => {
  it('has 28 half-hour rows from 07:00 to 20:30', () => {
    expect(GRID_TIMES).toHaveLength(28);
    expect(GRID_TIMES[0]).toBe('07:00');
    expect(GRID_TIMES.at(-1)).toBe('20:30');
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('places bookings by local start and duration (60 minutes when absent)', () => {
    const placed = placeBookings(
      [booking('a', '2026-11-23T14:00:00.000Z', 30), booking('b', '2026-11-23T15:00:00.000Z', 0)],
      zone,
    ).get('2026-11-23')!;
    const a = placed.find((p) => p.item.id === 'a')!;
    const b = placed.find((p) => p.item.id === 'b')!;
    expect(a.start).toBe(9 * 60);
    expect(a.top).toBeCloseTo(120 / 840);
    expect(a.height).toBeCloseTo(30 / 840);
    expect(b.end - b.start).toBe(60);
  });

  it('puts overlapping bookings side by side', () => {
    const placed = placeBookings(
      [
        booking('a', '2026-11-23T14:00:00.000Z', 60),
        booking('b', '2026-11-23T14:30:00.000Z', 60),
        booking('c', '2026-11-23T15:00:00.000Z', 30),
        booking('d', '2026-11-23T18:00:00.000Z', 30),
      ],
      zone,
    ).get('2026-11-23')!;
    const by = Object.fromEntries(placed.map((p) => [p.item.id, p]));
    expect([by.a?.lane, by.b?.lane, by.c?.lane]).toEqual([0, 1, 0]);
    expect([by.a?.lanes, by.b?.lanes, by.c?.lanes]).toEqual([2, 2, 2]);
    expect(by.d).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('keeps back-to-back bookings in one lane at full width', () => {
    // 9:30–10:00 then 10:00–11:00, 11:30–12:30 then 12:30–13:00: fractions of the grid that do not add up
    // exactly in floating point.
    const placed = placeBookings(
      [
        booking('a', '2026-11-23T14:30:00.000Z', 30),
        booking('b', '2026-11-23T15:00:00.000Z', 60),
        booking('c', '2026-11-23T16:30:00.000Z', 60),
        booking('d', '2026-11-23T17:30:00.000Z', 30),
      ],
      zone,
    ).get('2026-11-23')!;
    expect(placed.map((p) => [p.item.id, p.lane, p.lanes])).toEqual([
      ['a', 0, 1],
      ['b', 0, 1],
      ['c', 0, 1],
      ['d', 0, 1],
    ]);
  });

  it('places a member’s part of a shared visit by the part’s own span, not the visit’s', () => {
    const visit = {
      ...booking('visit', '2026-11-23T14:00:00.000Z', 60),
      teamMember: { id: 'm1', name: 'Iris' },
      memberEndsAt: '2026-11-23T14:30:00.000Z',
      otherParts: [
        {
          teamMemberId: 'm2',
          memberName: 'Ben',
          startsAt: '2026-11-23T14:30:00.000Z',
          endsAt: '2026-11-23T15:00:00.000Z',
        },
      ],
    };
    const placed = placeItems(calendarItems([visit], [], [], 'm2'), zone).get('2026-11-23')!;
    expect(placed.map((p) => [p.start, p.end])).toEqual([[9 * 60 + 30, 10 * 60]]);
    expect(placed[0]?.top).toBeCloseTo(150 / 840);
    expect(placed[0]?.height).toBeCloseTo(30 / 840);
  });

  it('pins bookings outside the grid to its edges', () => {
    const [early] = placeBookings([booking('e', '2026-11-23T10:00:00.000Z', 30)], zone).get('2026-11-23')!;
    expect(early?.top).toBe(0);
    expect(early?.height).toBeGreaterThan(0);
  });

  it('cycles service colours over 8 in id order, hashing unknown ids', () => {
    const ids = Array.from({ length: 9 }, (_, i) => `01a2-${i}`);
    const colorOf = serviceColorMap([...ids].reverse());
    expect(ids.map((id) => SERVICE_COLORS.indexOf(colorOf(id)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
    expect(colorOf('gone')).toBe(SERVICE_COLORS[hashColorIndex('gone')]);
    const spread = new Set(Array.from({ length: 64 }, (_, i) => hashColorIndex(`service-${i}`)));
    expect(spread.size).toBe(8);
  });
});
