// Availability engine tests: concrete New York days (incl. the 2027 DST changes) and fast-check properties.
import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetweenLocalDates,
  formatTimeOfDay,
  localDateOf,
  localTimeOf,
  parseLocalDateTime,
} from './local-time.ts';
import type { BusyInterval, Slot, SlotQuery, StaffSchedule, WeeklyHours } from './slots.ts';
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_BUSINESS_HOURS,
  findAvailability,
  findDaySlots,
  isSlotOffered,
  pickTeamMember,
} from './slots.ts';

const NY = 'America/New_York';
const MONDAY = '2027-06-14';
const at = (local: string): Date => parseLocalDateTime(local, NY) ?? new Date(Number.NaN);
const on = (time: string): Date => at(`${MONDAY}T${time}`);
const member = (id: string, extra: Partial<StaffSchedule> = {}): StaffSchedule => ({
  id,
  serviceIds: ['cut'],
  isActive: true,
  weeklyHours: null,
  timeOff: [],
  ...extra,
});
const busy = (id: string, from: string, to: string): BusyInterval => ({
  teamMemberId: id,
  start: on(from),
  end: on(to),
});
const query = (extra: Partial<SlotQuery> = {}): SlotQuery => ({
  timeZone: NY,
  now: at('2027-06-10T08:00'),
  serviceId: 'cut',
  durationMinutes: 60,
  businessHours: DEFAULT_BUSINESS_HOURS,
  rules: DEFAULT_BOOKING_RULES,
  staff: [member('ana')],
  busy: [],
  ...extra,
});
const day = (extra: Partial<SlotQuery> = {}, date = MONDAY) => findDaySlots({ ...query(extra), date });
const open = (slots: Slot[]) => slots.filter((slot) => slot.available).map((slot) => slot.time);
const closed = (slots: Slot[]) => slots.filter((slot) => !slot.available).map((slot) => slot.time);
const offer = (time: string, extra: Partial<SlotQuery> = {}) =>
  isSlotOffered({ ...query(extra), startsAt: on(time) });
const open24 = { isOpen: true, openTime: '00:00', closeTime: '24:00' };
const allDay: WeeklyHours = DEFAULT_BUSINESS_HOURS.map((d) => ({ ...d, ...open24 }));
const times = (list: string) => list.split(' ');
const refused = (reason: string) => ({ ok: false, reason });

describe('defaults', () => {
  it('match the product defaults', () => {
    const { slotStepMinutes, minNoticeMinutes, bookingWindowDays, bufferMinutes } = DEFAULT_BOOKING_RULES;
    expect([slotStepMinutes, minNoticeMinutes, bookingWindowDays, bufferMinutes]).toEqual([30, 60, 30, 0]);
    const byDay = DEFAULT_BUSINESS_HOURS.map(
      (d) => `${d.dayOfWeek} ${d.isOpen} ${d.openTime}-${d.closeTime}`,
    );
    expect(byDay.join(', ')).toBe(
      '0 false 12:00-16:00, 1 true 09:00-17:00, 2 true 09:00-17:00, 3 true 09:00-17:00, ' +
        '4 true 09:00-17:00, 5 true 09:00-17:00, 6 true 10:00-16:00',
    );
    expect(DEFAULT_BUSINESS_HOURS.every((d) => d.breaks.length === 0)).toBe(true);
  });
});

describe('findDaySlots', () => {
  it('lists every step from opening whose appointment ends by closing', () => {
    const slots = day();
    expect(slots.map((slot) => slot.time)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15'].flatMap((h) => [`${h}:00`, `${h}:30`]).concat('16:00'),
    );
    const first = {
      time: '09:00',
      startsAt: '2027-06-14T13:00:00.000Z',
      available: true,
      freeTeamMemberIds: ['ana'],
    };
    expect(slots[0]).toEqual(first);
    expect(slots.at(-1)?.startsAt).toBe('2027-06-14T20:00:00.000Z');
    const saturday = day({ durationMinutes: 45 }, '2027-06-19').map((slot) => slot.time);
    expect([saturday[0], saturday.at(-1), saturday.length]).toEqual(['10:00', '15:00', 11]);
  });

  it('returns [] on a closed day, a day missing from the hours, or close not after open', () => {
    expect(day({}, '2027-06-13')).toEqual([]);
    expect(day({ businessHours: DEFAULT_BUSINESS_HOURS.filter((d) => d.dayOfWeek !== 1) })).toEqual([]);
    const inverted = allDay.map((d) => ({ ...d, openTime: '17:00', closeTime: '09:00' }));
    expect(day({ businessHours: inverted })).toEqual([]);
  });

  it('keeps slots that overlap a break listed but unavailable', () => {
    const hours = DEFAULT_BUSINESS_HOURS.map((d) => ({ ...d, breaks: [{ start: '12:00', end: '13:00' }] }));
    const slots = day({ businessHours: hours });
    expect(closed(slots)).toEqual(['11:30', '12:00', '12:30']);
    expect(open(slots)).toContain('11:00');
    expect(open(slots)).toContain('13:00');
  });

  it('blocks slots overlapping a booking but not ones that only touch it', () => {
    expect(closed(day({ busy: [busy('ana', '10:00', '11:00')] }))).toEqual(['09:30', '10:00', '10:30']);
  });

  it('needs duration + buffer inside the hours and clear of busy time (which includes its own buffer)', () => {
    const rules = { ...DEFAULT_BOOKING_RULES, bufferMinutes: 15 };
    const slots = day({ rules, busy: [busy('ana', '10:00', '11:15')] });
    expect(slots.at(-1)?.time).toBe('15:30');
    expect(closed(slots)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('applies the minimum notice from now', () => {
    const slots = day({ now: on('09:10') });
    expect(closed(slots)).toEqual(['09:00', '09:30', '10:00']);
    expect(open(day({ now: on('09:00') }))[0]).toBe('10:00');
    const noNotice = { ...DEFAULT_BOOKING_RULES, minNoticeMinutes: 0 };
    expect(open(day({ now: on('09:00'), rules: noNotice }))[0]).toBe('09:00');
  });

  it('offers dates up to bookingWindowDays after today, inclusive', () => {
    const now = on('08:00');
    expect(open(day({ now }, '2027-07-14'))).toHaveLength(15);
    expect(open(day({ now }, '2027-07-15'))).toEqual([]);
    expect(day({ now }, '2027-07-15')).toHaveLength(15);
  });

  it('reports free staff in staff order and narrows to teamMemberId', () => {
    const staff = [member('ben'), member('ana')];
    const booked = [busy('ana', '10:00', '11:00')];
    const tenAm = (extra: Partial<SlotQuery>) =>
      day({ staff, busy: booked, ...extra }).find((s) => s.time === '10:00');
    expect(day({ staff })[0]?.freeTeamMemberIds).toEqual(['ben', 'ana']);
    expect(tenAm({})?.freeTeamMemberIds).toEqual(['ben']);
    expect(tenAm({ teamMemberId: 'ana' })?.available).toBe(false);
    expect(tenAm({ teamMemberId: 'ben' })?.freeTeamMemberIds).toEqual(['ben']);
    expect(open(day({ staff, teamMemberId: 'zed' }))).toEqual([]);
  });

  it('ignores inactive staff and staff who do not perform the service', () => {
    const staff = [member('off', { isActive: false }), member('colorist', { serviceIds: ['color'] })];
    expect(open(day({ staff }))).toEqual([]);
    expect(open(day({ staff: [...staff, member('ana')] }))).toHaveLength(15);
    expect(day({ staff: [...staff, member('ana')] })[0]?.freeTeamMemberIds).toEqual(['ana']);
  });

  it('treats time off as absence', () => {
    const timeOff = [{ start: on('13:00'), end: on('15:00') }];
    expect(closed(day({ staff: [member('ana', { timeOff })] }))).toEqual(
      times('12:30 13:00 13:30 14:00 14:30'),
    );
    const twoStaff = day({ staff: [member('ana', { timeOff }), member('ben')] });
    expect(twoStaff.find((s) => s.time === '13:00')?.freeTeamMemberIds).toEqual(['ben']);
  });

  it("follows a staff member's own weekly hours and breaks", () => {
    const breaks = [{ start: '14:00', end: '14:30' }];
    const weeklyHours: WeeklyHours = [
      { dayOfWeek: 1, isOpen: true, openTime: '12:00', closeTime: '17:00', breaks },
    ];
    const ben = [member('ben', { weeklyHours })];
    expect(open(day({ staff: ben }))).toEqual(times('12:00 12:30 13:00 14:30 15:00 15:30 16:00'));
    expect(open(day({ staff: ben }, '2027-06-15'))).toEqual([]);
  });

  it('ignoreOpeningHours lists every step from..to, even on a closed day, but never over a booking or time off', () => {
    const ignoreOpeningHours = { from: '09:00', to: '17:30' };
    const timeOff = [{ start: at('2027-06-13T15:00'), end: at('2027-06-13T16:00') }];
    const sunday = findDaySlots({
      ...query({ ignoreOpeningHours, staff: [member('ana', { timeOff })] }),
      date: '2027-06-13',
      busy: [{ teamMemberId: 'ana', start: at('2027-06-13T10:00'), end: at('2027-06-13T11:00') }],
    });
    expect(sunday).toHaveLength(18);
    expect(sunday.at(-1)).toMatchObject({
      time: '17:30',
      startsAt: '2027-06-13T21:30:00.000Z',
      available: true,
    });
    expect(closed(sunday)).toEqual(times('09:30 10:00 10:30 14:30 15:00 15:30'));
  });

  it('on spring-forward day offers no 02:xx times and keeps real hours between instants', () => {
    const spring = { businessHours: allDay, now: at('2027-03-01T00:00') };
    const slots = day({ ...spring, durationMinutes: 30 }, '2027-03-14');
    expect(slots).toHaveLength(46);
    expect(slots.some((slot) => slot.time.startsWith('02:'))).toBe(false);
    expect(slots.slice(2, 6).map((s) => `${s.time} ${s.startsAt}`)).toEqual([
      '01:00 2027-03-14T06:00:00.000Z',
      '01:30 2027-03-14T06:30:00.000Z',
      '03:00 2027-03-14T07:00:00.000Z',
      '03:30 2027-03-14T07:30:00.000Z',
    ]);
    const hourly = day({ ...spring, rules: { ...DEFAULT_BOOKING_RULES, slotStepMinutes: 60 } }, '2027-03-14');
    const instants = hourly.map((slot) => Date.parse(slot.startsAt));
    expect(hourly.map((slot) => slot.time).slice(0, 3)).toEqual(['00:00', '01:00', '03:00']);
    expect(instants.slice(1).map((t, i) => t - (instants[i] ?? 0))).toEqual(Array(22).fill(3_600_000));
  });

  it('on fall-back day lists 01:30 once, at its first occurrence', () => {
    const now = at('2027-11-01T00:00');
    const slots = day({ businessHours: allDay, now, durationMinutes: 30 }, '2027-11-07');
    expect(slots).toHaveLength(48);
    const oneThirty = slots.filter((slot) => slot.time === '01:30').map((slot) => slot.startsAt);
    expect(oneThirty).toEqual(['2027-11-07T05:30:00.000Z']);
    expect(slots.find((slot) => slot.time === '02:00')?.startsAt).toBe('2027-11-07T07:00:00.000Z');
    // A booking in the repeated hour (01:00-02:00 EST) only blocks what really overlaps it.
    const repeated = {
      teamMemberId: 'ana',
      start: new Date('2027-11-07T06:00Z'),
      end: new Date('2027-11-07T07:00Z'),
    };
    const hour = day({ businessHours: allDay, now, busy: [repeated] }, '2027-11-07');
    expect(closed(hour)).toEqual(['01:30']);
  });
});

describe('isSlotOffered', () => {
  it('accepts an offered slot with its free staff', () => {
    const staff = [member('ana'), member('ben')];
    expect(offer('10:00', { staff })).toEqual({ ok: true, freeTeamMemberIds: ['ana', 'ben'] });
  });

  it('gives the reason a slot is refused', () => {
    const breaks = DEFAULT_BUSINESS_HOURS.map((d) => ({ ...d, breaks: [{ start: '12:00', end: '13:00' }] }));
    const cases: Array<[string, Partial<SlotQuery>, string]> = [
      ['09:00', { now: on('09:10') }, 'past'],
      ['10:00', { now: on('09:10') }, 'notice'],
      ['10:00', { now: at('2027-05-01T09:00') }, 'window'],
      ['09:10', {}, 'closed'],
      ['16:30', {}, 'closed'],
      ['08:30', {}, 'closed'],
      ['12:00', { businessHours: breaks }, 'closed'],
      ['10:00', { busy: [busy('ana', '10:30', '11:00')] }, 'taken'],
      ['10:00', { staff: [member('ana', { isActive: false })] }, 'no_staff'],
      [
        '10:00',
        { staff: [member('ana', { timeOff: [{ start: on('00:00'), end: on('23:00') }] })] },
        'no_staff',
      ],
    ];
    for (const [time, extra, reason] of cases)
      expect(offer(time, extra), `${time} ${reason}`).toEqual(refused(reason));
    const sunday = at('2027-06-13T13:00');
    expect(isSlotOffered({ ...query(), startsAt: sunday })).toEqual(refused('closed'));
    expect(isSlotOffered({ ...query({ now: on('12:00') }), startsAt: sunday })).toEqual(refused('past'));
  });

  it('refuses the second occurrence of an ambiguous time, which is never listed', () => {
    const q = query({ businessHours: allDay, now: at('2027-11-01T00:00') });
    expect(isSlotOffered({ ...q, startsAt: new Date('2027-11-07T05:30Z') }).ok).toBe(true);
    expect(isSlotOffered({ ...q, startsAt: new Date('2027-11-07T06:30Z') })).toEqual(refused('closed'));
  });
});

describe('findAvailability', () => {
  it('returns each day as findDaySlots would, sharing one busy index', () => {
    const q = query({ staff: [member('ana'), member('ben')], busy: [busy('ana', '10:00', '12:00')] });
    const days = findAvailability({ ...q, from: '2027-06-12', days: 3 });
    expect(days.map((d) => d.date)).toEqual(['2027-06-12', '2027-06-13', '2027-06-14']);
    expect(days[1]?.slots).toEqual([]);
    for (const d of days) expect(d.slots).toEqual(findDaySlots({ ...q, date: d.date }));
    expect(findAvailability({ ...q, from: MONDAY, days: 0 })).toEqual([]);
    expect(() => findAvailability({ ...q, from: MONDAY, days: 367 })).toThrow(RangeError);
  });
});

describe('input checks', () => {
  it('throws RangeError for bad configuration', () => {
    expect(() => day({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => day({}, '2027-02-30')).toThrow(RangeError);
    expect(() => day({ rules: { ...DEFAULT_BOOKING_RULES, slotStepMinutes: 0 } })).toThrow(RangeError);
    expect(() => day({ durationMinutes: 12.5 })).toThrow(RangeError);
    expect(() => day({ businessHours: allDay.map((d) => ({ ...d, openTime: '9am' })) })).toThrow(RangeError);
    expect(() => day({ ignoreOpeningHours: { from: '17:00', to: '09:00' } })).toThrow(RangeError);
  });
});

describe('pickTeamMember', () => {
  it('picks the least busy candidate, earliest in the list on a tie, missing counts as 0', () => {
    const pick = (candidates: string[], counts: Record<string, number>) =>
      pickTeamMember({ candidates, bookingsCountByMember: counts });
    expect(pick(['a', 'b', 'c'], { a: 3, b: 1, c: 2 })).toBe('b');
    expect(pick(['c', 'b'], { b: 2, c: 2 })).toBe('c');
    expect(pick(['a', 'b'], { a: 1 })).toBe('b');
    expect(pick(['constructor'], {})).toBe('constructor');
    expect(pick([], {})).toBeUndefined();
  });
});

describe('properties', () => {
  const MIN = 60_000;
  type Hours = {
    isOpen: boolean;
    open: number;
    close: number;
    breaks: Array<{ start: number; end: number }>;
  };
  type Span = { start: number; end: number };
  const hoursArb = fc
    .record({
      isOpen: fc.constantFrom(true, true, true, false),
      open: fc.integer({ min: 24, max: 48 }).map((q) => q * 15),
      length: fc.integer({ min: 8, max: 40 }).map((q) => q * 15),
      breaks: fc.array(
        fc.record({ at: fc.integer({ min: 0, max: 40 }), length: fc.integer({ min: 1, max: 8 }) }),
        {
          maxLength: 2,
        },
      ),
    })
    .map(({ isOpen, open, length, breaks }): Hours => {
      const spans = breaks.map((b) => ({ start: open + b.at * 15, end: open + (b.at + b.length) * 15 }));
      return { isOpen, open, close: open + length, breaks: spans };
    });
  const spanArb = fc
    .record({ start: fc.integer({ min: -120, max: 1440 }), length: fc.integer({ min: 5, max: 240 }) })
    .map(({ start, length }): Span => ({ start, end: start + length }));
  const planArb = fc.record({
    date: fc.constantFrom('2027-06-14', '2027-06-15', '2027-06-16', '2027-06-17', '2027-06-18', '2027-06-19'),
    business: hoursArb,
    staff: fc.array(
      fc.record({
        isActive: fc.constantFrom(true, true, true, false),
        performs: fc.constantFrom(true, true, false),
        weekly: fc.option(hoursArb, { nil: null }),
        timeOff: fc.array(spanArb, { maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    busy: fc.array(fc.record({ member: fc.integer({ min: 0, max: 2 }), span: spanArb }), { maxLength: 10 }),
    duration: fc.constantFrom(15, 30, 45, 60, 90),
    step: fc.constantFrom(10, 15, 20, 30, 60),
    buffer: fc.constantFrom(0, 5, 15),
    notice: fc.constantFrom(0, 30, 60, 240),
    window: fc.integer({ min: 0, max: 3 }),
    now: fc.integer({ min: -3 * 1440, max: 1440 }),
    teamMemberId: fc.option(fc.constantFrom('m0', 'm1', 'm2'), { nil: undefined }),
  });
  type Plan = typeof planArb extends fc.Arbitrary<infer T> ? T : never;

  const hhmm = formatTimeOfDay;
  const weekly = (h: Hours): WeeklyHours =>
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isOpen: h.isOpen,
      openTime: hhmm(h.open),
      closeTime: hhmm(h.close),
      breaks: h.breaks.map((b) => ({ start: hhmm(b.start), end: hhmm(b.end) })),
    }));
  // The oracle resolves wall times with TZDate, independently of local-time.ts.
  const instant = (date: string, minutes: number) => {
    const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
    return new TZDate(y, m - 1, d, 0, 0, NY).getTime() + minutes * MIN;
  };
  const toQuery = (p: Plan): SlotQuery & { date: string } => ({
    ...query({
      durationMinutes: p.duration,
      teamMemberId: p.teamMemberId,
      businessHours: weekly(p.business),
    }),
    date: p.date,
    now: new Date(instant(p.date, p.now)),
    rules: {
      slotStepMinutes: p.step,
      minNoticeMinutes: p.notice,
      bookingWindowDays: p.window,
      bufferMinutes: p.buffer,
    },
    staff: p.staff.map((s, i) => ({
      id: `m${i}`,
      serviceIds: s.performs ? ['color', 'cut'] : ['color'],
      isActive: s.isActive,
      weeklyHours: s.weekly && weekly(s.weekly),
      timeOff: s.timeOff.map((t) => ({
        start: new Date(instant(p.date, t.start)),
        end: new Date(instant(p.date, t.end)),
      })),
    })),
    busy: p.busy.map((b) => ({
      teamMemberId: `m${b.member}`,
      start: new Date(instant(p.date, b.span.start)),
      end: new Date(instant(p.date, b.span.end)),
    })),
  });
  const within = (h: Hours, start: number, end: number) =>
    h.isOpen && start >= h.open && end <= h.close && h.breaks.every((b) => b.end <= start || b.start >= end);
  const clear = (spans: Span[], start: number, end: number) =>
    spans.every((s) => s.end <= start || s.start >= end);

  /** Brute force: minutes from local midnight stand in for instants on these DST-free days. */
  const expected = (p: Plan): Slot[] => {
    const slots: Slot[] = [];
    if (!p.business.isOpen) return slots;
    const today = localDateOf(new Date(instant(p.date, p.now)), NY);
    const inWindow = daysBetweenLocalDates(today, p.date) <= p.window;
    for (let m = p.business.open; m + p.duration + p.buffer <= p.business.close; m += p.step) {
      const end = m + p.duration + p.buffer;
      const free = p.staff
        .map((s, i) => ({ ...s, id: `m${i}`, busy: p.busy.filter((b) => b.member === i).map((b) => b.span) }))
        .filter((s) => s.isActive && s.performs && (p.teamMemberId ?? s.id) === s.id)
        .filter(
          (s) => within(s.weekly ?? p.business, m, end) && clear(s.timeOff, m, end) && clear(s.busy, m, end),
        )
        .map((s) => s.id);
      const ok = m >= p.now + p.notice && inWindow && within(p.business, m, end) && free.length > 0;
      const startsAt = new Date(instant(p.date, m)).toISOString();
      slots.push({ time: hhmm(m), startsAt, available: ok, freeTeamMemberIds: ok ? free : [] });
    }
    return slots;
  };

  it('never offers a slot over a booking of a free member, a break or time off, outside hours, or before notice', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        const q = toQuery(p);
        for (const slot of findDaySlots(q).filter((s) => s.available)) {
          const [start, span] = [Date.parse(slot.startsAt), p.duration + p.buffer];
          const end = start + span * MIN;
          const m = (start - instant(p.date, 0)) / MIN;
          expect(start).toBeGreaterThanOrEqual(q.now.getTime() + p.notice * MIN);
          expect(daysBetweenLocalDates(localDateOf(q.now, NY), p.date)).toBeLessThanOrEqual(p.window);
          expect(within(p.business, m, m + span)).toBe(true);
          expect(slot.freeTeamMemberIds.length).toBeGreaterThan(0);
          for (const id of slot.freeTeamMemberIds) {
            const person = q.staff.find((s) => s.id === id);
            expect(person?.isActive && person.serviceIds.includes('cut')).toBe(true);
            expect(within(p.staff[Number(id.slice(1))]?.weekly ?? p.business, m, m + span)).toBe(true);
            for (const b of [...q.busy.filter((b) => b.teamMemberId === id), ...(person?.timeOff ?? [])]) {
              expect(b.end.getTime() <= start || b.start.getTime() >= end).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('lists exactly the slots a brute-force oracle computes', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        expect(findDaySlots(toQuery(p))).toEqual(expected(p));
      }),
      { numRuns: 300 },
    );
  });

  it('isSlotOffered agrees with findDaySlots for listed and arbitrary instants', () => {
    fc.assert(
      fc.property(planArb, fc.integer({ min: 0, max: 1439 }), (p, minute) => {
        const q = toQuery(p);
        const slots = findDaySlots(q);
        for (const slot of slots) {
          const check = isSlotOffered({ ...q, startsAt: new Date(slot.startsAt) });
          expect(check.ok).toBe(slot.available);
          if (check.ok) expect(check.freeTeamMemberIds).toEqual(slot.freeTeamMemberIds);
        }
        const startsAt = new Date(instant(p.date, minute));
        const listed = slots.find((s) => s.startsAt === startsAt.toISOString());
        expect(isSlotOffered({ ...q, startsAt }).ok).toBe(listed?.available ?? false);
      }),
      { numRuns: 200 },
    );
  });

  it('on DST days lists each existing wall time once, in order, and keeps free staff clear of bookings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2027-03-14', '2027-11-07'),
        fc.array(spanArb),
        fc.constantFrom(15, 30, 60),
        (date, spans, step) => {
          const midnight = at(`${date}T00:00`).getTime();
          // Spans are placed in real minutes from midnight, so they straddle the change freely.
          const booked = spans.map((s) => ({
            teamMemberId: 'ana',
            start: new Date(midnight + s.start * MIN),
            end: new Date(midnight + s.end * MIN),
          }));
          const rules = { ...DEFAULT_BOOKING_RULES, slotStepMinutes: step };
          const now = new Date(midnight - 86_400_000);
          const q = query({ businessHours: allDay, now, rules, busy: booked, durationMinutes: 30 });
          const slots = findDaySlots({ ...q, date });
          const instants = slots.map((s) => Date.parse(s.startsAt));
          expect(new Set(slots.map((s) => s.time)).size).toBe(slots.length);
          expect(instants.every((t, i) => i === 0 || t > (instants[i - 1] ?? 0))).toBe(true);
          for (const slot of slots) {
            expect(localTimeOf(new Date(slot.startsAt), NY)).toBe(slot.time);
            expect(localDateOf(new Date(slot.startsAt), NY)).toBe(date);
            const start = Date.parse(slot.startsAt);
            const overlaps = booked.some(
              (b) => b.start.getTime() < start + 30 * MIN && b.end.getTime() > start,
            );
            expect(slot.available).toBe(!overlaps);
          }
          // Starts 00:00..23:30 (a 30-minute slot must end by midnight), minus March's skipped 02:xx hour.
          expect(slots.length).toBe(Math.floor(1410 / step) + 1 - (date === '2027-03-14' ? 60 / step : 0));
        },
      ),
      { numRuns: 100 },
    );
  });
});
