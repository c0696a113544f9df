// The slot engine with visits shared between members (decision 043): a start is offered when one member is free
// for the whole visit, or else each service has a member who performs it, free over it and the buffer after it.
// Concrete cases, how a shared visit is held, and a fast-check property against a brute-force oracle across New
// York's spring-forward day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocalDateTime } from './local-time.ts';
import type { BusyInterval, SlotQuery, StaffSchedule } from './slots.ts';
import { DEFAULT_BOOKING_RULES, findDaySlots, isSlotOffered, sharedVisitHolds } from './slots.ts';

const NY = 'America/New_York';
const MIN = 60_000;
const MONDAY = '2027-06-14';
const on = (time: string, date = MONDAY): Date => parseLocalDateTime(`${date}T${time}`, NY)!;
const member = (id: string, serviceIds: string[]): StaffSchedule => ({
  id,
  serviceIds,
  isActive: true,
  weeklyHours: null,
  timeOff: [],
});
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: true,
  openTime: '00:00',
  closeTime: '24:00',
  breaks: [],
}));
const query = (extra: Partial<SlotQuery> = {}): SlotQuery => ({
  timeZone: NY,
  now: on('00:00', '2027-01-01'),
  serviceId: 'cut',
  durationMinutes: 60,
  partMinutes: [30, 30],
  partServiceIds: ['cut', 'beard'],
  shareVisit: true,
  businessHours: ALL_DAY,
  rules: { ...DEFAULT_BOOKING_RULES, minNoticeMinutes: 0, bookingWindowDays: 400 },
  staff: [member('ana', ['cut']), member('ben', ['beard'])],
  busy: [],
  ...extra,
});
const busy = (teamMemberId: string, from: string, to: string): BusyInterval => ({
  teamMemberId,
  start: on(from),
  end: on(to),
});

describe('a visit shared between members in the slot engine', () => {
  it('offers a start when each service has a free member, and says who', () => {
    expect(isSlotOffered({ ...query(), startsAt: on('10:00') })).toEqual({
      ok: true,
      freeTeamMemberIds: [],
      partMembers: [['ana'], ['ben']],
    });
    // Not shared: nobody performs both.
    expect(isSlotOffered({ ...query({ shareVisit: false }), startsAt: on('10:00') })).toEqual({
      ok: false,
      reason: 'no_staff',
    });
    // Ben is busy 10:45–11:00, inside his part (10:30–11:00): taken. Busy 10:00–10:30, before his part: offered.
    const benLate = query({ busy: [busy('ben', '10:45', '11:00')] });
    expect(isSlotOffered({ ...benLate, startsAt: on('10:00') })).toEqual({ ok: false, reason: 'taken' });
    const benEarly = query({ busy: [busy('ben', '10:00', '10:30')] });
    expect(isSlotOffered({ ...benEarly, startsAt: on('10:00') })).toMatchObject({ ok: true });
  });

  it('prefers a member free for the whole visit, and a chosen member must do it all', () => {
    const staff = [member('ana', ['cut']), member('ben', ['beard']), member('cleo', ['cut', 'beard'])];
    expect(isSlotOffered({ ...query({ staff }), startsAt: on('10:00') })).toEqual({
      ok: true,
      freeTeamMemberIds: ['cleo'],
    });
    expect(isSlotOffered({ ...query({ staff, teamMemberId: 'ana' }), startsAt: on('10:00') })).toEqual({
      ok: false,
      reason: 'no_staff',
    });
  });

  it('checks a moved shared visit against its own members only', () => {
    const staff = [member('ana', ['cut']), member('ben', ['beard']), member('dan', ['beard'])];
    const moved = query({ staff, partMemberIds: ['ana', 'ben'], busy: [busy('ben', '10:30', '11:00')] });
    // Dan is free for the trim, but the visit keeps Ben.
    expect(isSlotOffered({ ...moved, startsAt: on('10:00') })).toEqual({ ok: false, reason: 'taken' });
    expect(isSlotOffered({ ...moved, startsAt: on('11:00') })).toEqual({
      ok: true,
      freeTeamMemberIds: [],
      partMembers: [['ana'], ['ben']],
    });
  });

  it('holds the first member until their last service in a row, each later service by its member', () => {
    const start = on('10:00');
    expect(sharedVisitHolds(['ana', 'ana', 'ben', 'ana'], [30, 15, 45, 30], start, 10)).toEqual({
      memberEndsAt: on('10:55'),
      parts: [
        { position: 2, teamMemberId: 'ben', start: on('10:45'), end: on('11:40') },
        { position: 3, teamMemberId: 'ana', start: on('11:30'), end: on('12:10') },
      ],
    });
    expect(sharedVisitHolds(['ana', 'ana'], [30, 30], start, 0)).toEqual({
      memberEndsAt: on('11:00'),
      parts: [],
    });
  });

  // 14 March 2027: New York's clocks go from 02:00 to 03:00, so spans that cross 02:00 are an hour longer in wall
  // time. Brute force: every grid wall time that exists, offered when the span ends by the next midnight and some
  // member doing all three is free for all of it, or each service has a member doing it free over it and the buffer.
  it('equals the brute-force answer across a daylight-saving change', () => {
    const DST_DAY = '2027-03-14';
    const ids = ['m0', 'm1', 'm2'];
    const services = ['s0', 's1', 's2'];
    fc.assert(
      fc.property(
        fc.record({
          durations: fc.tuple(...services.map(() => fc.integer({ min: 1, max: 6 }).map((n) => n * 15))),
          performs: fc.tuple(...ids.map(() => fc.subarray([0, 1, 2], { minLength: 1 }))),
          busy: fc.array(
            fc.record({ member: fc.nat(2), slot: fc.nat(95), quarters: fc.integer({ min: 1, max: 6 }) }),
            {
              maxLength: 10,
            },
          ),
          buffer: fc.constantFrom(0, 15),
        }),
        ({ durations, performs, busy: blocks, buffer }) => {
          const midnight = on('00:00', DST_DAY).getTime();
          const intervals = blocks.map((b) => ({
            teamMemberId: ids[b.member]!,
            start: new Date(midnight + b.slot * 15 * MIN),
            end: new Date(midnight + (b.slot + b.quarters) * 15 * MIN),
          }));
          const total = durations.reduce((a, b) => a + b, 0);
          const slots = findDaySlots({
            ...query({
              serviceId: 's0',
              durationMinutes: total,
              partMinutes: durations,
              partServiceIds: services,
              rules: { ...query().rules, bufferMinutes: buffer },
              staff: ids.map((id, i) =>
                member(
                  id,
                  performs[i]!.map((s) => services[s]!),
                ),
              ),
              busy: intervals,
            }),
            date: DST_DAY,
          });
          const free = (id: string, from: number, to: number) =>
            !intervals.some((b) => b.teamMemberId === id && b.start.getTime() < to && b.end.getTime() > from);
          const closing = on('00:00', '2027-03-15').getTime();
          const expected: string[] = [];
          for (let step = 0; step < 48; step++) {
            const wall = `${String(Math.floor(step / 2)).padStart(2, '0')}:${step % 2 ? '30' : '00'}`;
            const start = parseLocalDateTime(`${DST_DAY}T${wall}`, NY);
            if (!start) continue;
            const from = start.getTime();
            if (from + (total + buffer) * MIN > closing) continue;
            const whole = ids.some(
              (id, i) => performs[i]!.length === 3 && free(id, from, from + (total + buffer) * MIN),
            );
            let at = from;
            const parts = durations.every((minutes, part) => {
              const ok = ids.some(
                (id, i) => performs[i]!.includes(part) && free(id, at, at + (minutes + buffer) * MIN),
              );
              at += minutes * MIN;
              return ok;
            });
            if (whole || parts) expected.push(start.toISOString());
          }
          expect(slots.filter((slot) => slot.available).map((slot) => slot.startsAt)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
