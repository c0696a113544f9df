// The slot engine with resources: a start is offered only when every resource the service needs has one unit free
// for the whole span (for a visit, from the first of its services that needs it to the last). Concrete New York days and a fast-check property against a brute-force oracle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocalDateTime } from './local-time.ts';
import type { ResourceHold, ResourceNeed, Slot, SlotQuery } from './slots.ts';
import { DEFAULT_BOOKING_RULES, DEFAULT_BUSINESS_HOURS, findDaySlots, isSlotOffered } from './slots.ts';

const NY = 'America/New_York';
const MONDAY = '2027-06-14';
const MIN = 60_000;
const on = (time: string): Date => parseLocalDateTime(`${MONDAY}T${time}`, NY)!;
const midnight = on('00:00').getTime();
const hold = (resourceId: string, unit: number, from: string, to: string): ResourceHold => ({
  resourceId,
  unit,
  start: on(from),
  end: on(to),
});
const query = (extra: Partial<SlotQuery> = {}): SlotQuery => ({
  timeZone: NY,
  now: parseLocalDateTime('2027-06-10T08:00', NY)!,
  serviceId: 'cut',
  durationMinutes: 60,
  businessHours: DEFAULT_BUSINESS_HOURS,
  rules: DEFAULT_BOOKING_RULES,
  staff: ['ana', 'ben'].map((id) => ({
    id,
    serviceIds: ['cut'],
    isActive: true,
    weeklyHours: null,
    timeOff: [],
  })),
  busy: [],
  ...extra,
});
const day = (extra: Partial<SlotQuery>) => findDaySlots({ ...query(extra), date: MONDAY });
const closed = (slots: Slot[]) => slots.filter((slot) => !slot.available).map((slot) => slot.time);
const room = (quantity: number): ResourceNeed[] => [{ id: 'room', quantity }];

describe('resources in the slot engine', () => {
  it('blocks a start when the only room is held over any part of the span, whoever is free', () => {
    const slots = day({ resources: room(1), resourceHolds: [hold('room', 1, '10:00', '11:00')] });
    expect(closed(slots)).toEqual(['09:30', '10:00', '10:30']);
    expect(isSlotOffered({ ...query({ resources: room(1) }), startsAt: on('10:00') })).toMatchObject({
      ok: true,
    });
    const taken = isSlotOffered({
      ...query({ resources: room(1), resourceHolds: [hold('room', 1, '10:00', '11:00')] }),
      startsAt: on('10:00'),
    });
    expect(taken).toEqual({ ok: false, reason: 'taken' });
  });

  it('offers a start only when one unit is free for the whole span, as the database assigns units', () => {
    // Two holds of unit 1 back to back leave unit 2 free: 09:30 overlaps both holds and is still offered.
    const backToBack = [hold('room', 1, '09:00', '10:00'), hold('room', 1, '10:00', '11:00')];
    expect(closed(day({ resources: room(2), resourceHolds: backToBack }))).toEqual([]);
    // Unit 1 held 10:00–11:00, unit 2 09:00–10:00 and 11:00–12:00: at every instant one unit is free, yet 09:30 and
    // 10:30 would need to change unit halfway.
    const staggered = [
      hold('room', 1, '10:00', '11:00'),
      hold('room', 2, '09:00', '10:00'),
      hold('room', 2, '11:00', '12:00'),
    ];
    expect(closed(day({ resources: room(2), resourceHolds: staggered }))).toEqual(['09:30', '10:30']);
    // A unit above the quantity (the owner lowered it) does not make room, and another resource's holds do not count.
    const above = [
      hold('room', 1, '10:00', '11:00'),
      hold('room', 3, '13:00', '14:00'),
      hold('chair', 1, '14:00', '15:00'),
    ];
    expect(closed(day({ resources: room(1), resourceHolds: above }))).toEqual(['09:30', '10:00', '10:30']);
  });

  it('needs every resource: a free room does not help while the only chair is held', () => {
    const resources = [...room(2), { id: 'chair', quantity: 1 }];
    expect(closed(day({ resources, resourceHolds: [hold('chair', 1, '15:00', '16:00')] }))).toEqual([
      '14:30',
      '15:00',
      '15:30',
    ]);
  });

  it('holds the buffer too, as the member is busy for it', () => {
    const rules = { ...DEFAULT_BOOKING_RULES, bufferMinutes: 15 };
    const slots = day({ rules, resources: room(1), resourceHolds: [hold('room', 1, '12:00', '13:15')] });
    expect(closed(slots)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00']);
  });
});

describe('resources: properties', () => {
  const spanArb = fc
    .record({ start: fc.integer({ min: 8 * 60, max: 17 * 60 }), length: fc.integer({ min: 5, max: 180 }) })
    .map(({ start, length }) => ({ start, end: start + length }));
  const planArb = fc.record({
    quantities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }),
    holds: fc.array(
      fc.record({
        resource: fc.integer({ min: 0, max: 2 }),
        unit: fc.integer({ min: 1, max: 4 }),
        span: spanArb,
      }),
      { maxLength: 12 },
    ),
    busy: fc.array(fc.record({ member: fc.constantFrom('ana', 'ben'), span: spanArb }), { maxLength: 4 }),
    duration: fc.constantFrom(15, 30, 60, 90),
    // A visit of two or three services, each resource needed by some of them (decision 037), or one service.
    visit: fc.option(
      fc.record({
        parts: fc.array(fc.constantFrom(15, 30, 45), { minLength: 2, maxLength: 3 }),
        needs: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }), {
          minLength: 2,
          maxLength: 2,
        }),
      }),
      { nil: undefined },
    ),
    buffer: fc.constantFrom(0, 10),
    step: fc.constantFrom(15, 30),
  });
  type Plan = typeof planArb extends fc.Arbitrary<infer T> ? T : never;
  const instant = (minutes: number) => new Date(midnight + minutes * MIN);
  const duration = (p: Plan) => (p.visit ? p.visit.parts.reduce((sum, m) => sum + m, 0) : p.duration);
  /** The positions of the visit's services that need resource `r` (those that exist). */
  const partsNeeding = (p: Plan, r: number) =>
    (p.visit?.needs[r] ?? []).filter((i) => i < p.visit!.parts.length);
  const toQuery = (p: Plan): SlotQuery => ({
    ...query(),
    durationMinutes: duration(p),
    partMinutes: p.visit?.parts,
    rules: { ...DEFAULT_BOOKING_RULES, bufferMinutes: p.buffer, slotStepMinutes: p.step },
    busy: p.busy.map((b) => ({
      teamMemberId: b.member,
      start: instant(b.span.start),
      end: instant(b.span.end),
    })),
    // Resource 2 is never needed: its holds must not matter.
    resources: p.quantities.map((quantity, i) => ({
      id: `r${i}`,
      quantity,
      ...(p.visit ? { parts: partsNeeding(p, i) } : {}),
    })),
    resourceHolds: p.holds.map((h) => ({
      resourceId: `r${h.resource}`,
      unit: h.unit,
      start: instant(h.span.start),
      end: instant(h.span.end),
    })),
  });

  /**
   * When resource `r` is needed by a booking over [start, end): all of it, or for a visit from the start of the first
   * service that needs it to the end of the last (the visit's last service keeps the buffer); none needed, always.
   */
  const neededOver = (p: Plan, r: number, start: number, end: number): [number, number] => {
    if (!p.visit) return [start, end];
    const parts = p.visit.parts.map((length, i) => {
      const from = start + p.visit!.parts.slice(0, i).reduce((sum, m) => sum + m, 0);
      return [from, i === p.visit!.parts.length - 1 ? end : from + length] as const;
    });
    const needing = partsNeeding(p, r).map((i) => parts[i]!);
    if (needing.length === 0) return [start, end];
    return [Math.min(...needing.map(([from]) => from)), Math.max(...needing.map(([, to]) => to))];
  };
  /** Brute force: a needed resource is free over its span when some unit 1..quantity has no hold overlapping it. */
  const resourcesFree = (p: Plan, start: number, end: number) =>
    p.quantities.every((quantity, r) => {
      const [from, to] = neededOver(p, r, start, end);
      return Array.from({ length: quantity }, (_, i) => i + 1).some((unit) =>
        p.holds
          .filter((h) => h.resource === r && h.unit === unit)
          .every((h) => h.span.end <= from || h.span.start >= to),
      );
    });

  /** Brute force over Monday's 09:00–17:00 (no daylight change; `now` is days before, well inside the window). */
  const expected = (p: Plan): Slot[] => {
    const slots: Slot[] = [];
    for (let m = 9 * 60; m + duration(p) + p.buffer <= 17 * 60; m += p.step) {
      const end = m + duration(p) + p.buffer;
      const free = ['ana', 'ben'].filter((id) =>
        p.busy.filter((b) => b.member === id).every((b) => b.span.end <= m || b.span.start >= end),
      );
      const available = free.length > 0 && resourcesFree(p, m, end);
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const startsAt = instant(m).toISOString();
      slots.push({ time, startsAt, available, freeTeamMemberIds: available ? free : [] });
    }
    return slots;
  };

  it('lists exactly the slots a brute-force oracle computes', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        expect(findDaySlots({ ...toQuery(p), date: MONDAY })).toEqual(expected(p));
      }),
      { numRuns: 300 },
    );
  });

  it('isSlotOffered agrees with the listed slots', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        const q = toQuery(p);
        for (const slot of findDaySlots({ ...q, date: MONDAY })) {
          expect(isSlotOffered({ ...q, startsAt: new Date(slot.startsAt) }).ok).toBe(slot.available);
        }
      }),
      { numRuns: 150 },
    );
  });
});
