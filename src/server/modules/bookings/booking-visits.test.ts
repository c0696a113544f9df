// Visits (decision 037): several services back to back with one member, booked as one booking. The slots offered are
// exactly those where the whole visit fits (checked against a brute-force oracle across a daylight-saving change),
// the database lets one of a visit and a single booking racing for one of its parts win, and the visit is one
// booking for the customer (one confirmation, total price and length) with its parts shown to the owner.

import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { bookingResources, resources, serviceResources } from '#server/db/schema/resources.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, localDateFromToday } from '#server/test/factories.ts';
import { addDaysToLocalDate, parseLocalDateTime } from '#shared/domain/local-time.ts';
import { VISIT_MESSAGES } from '#shared/domain/visit.ts';
import { at, bookingTestKit, NY, TAKEN, visitKit } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);
const MINUTE = 60_000;

type Slots = {
  dates: Array<{ date: string; slots: Array<{ time: string; startsAt: string; available: boolean }> }>;
};

/** A salon whose cut (30 min, $30), beard trim (15 min, $15) and colour (45 min, $60) any member performs unless
 * `staff` says otherwise. */
async function salon(options: { staff?: Array<{ serviceIndexes?: number[] }> } = {}) {
  const fixture = await shop({
    staff: options.staff ?? [{}],
    services: [
      { name: 'Cut', duration: 30, price: '30.00' },
      { name: 'Beard trim', duration: 15, price: '15.00' },
      { name: 'Colour', duration: 45, price: '60.00' },
    ],
  });
  const [cut, beard, colour] = fixture.services.map((service) => service.id) as [string, string, string];
  const date = localDateFromToday(5, NY);
  const { visit, available } = visitKit(app, {
    slug: fixture.business.slug,
    date,
    phones: '040',
    firstName: 'Ana',
  });
  const asOwner = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: fixture.owner.cookie }, ...(payload ? { payload } : {}) });
  return { ...fixture, cut, beard, colour, date, visit, available, asOwner };
}

describe('a visit of several services', () => {
  it('is one booking: total price and length, one confirmation, its parts in order for the owner', async () => {
    const s = await salon();
    const response = await s.visit('10:00', [s.cut, s.beard, s.colour]);
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.service).toEqual({
      id: s.cut,
      name: 'Cut + Beard trim + Colour',
      price: '105.00',
      duration: 90,
    });
    expect(booking.endsAt).toBe(at(`${s.date}T11:30`).toISOString());
    expect(booking.manageUrl).toMatch(/\/manage\//);

    const messages = await db
      .select({ kind: outbox.kind, channel: outbox.channel })
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_confirmation')));
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages.map((m) => m.channel)).size).toBe(messages.length);
    const count = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.businessId, s.business.id));
    expect(count).toHaveLength(1);

    const detail = await s.asOwner('GET', `/api/bookings/${booking.id}`);
    expect(detail.json().visitServices).toEqual([
      {
        serviceId: s.cut,
        name: 'Cut',
        startsAt: at(`${s.date}T10:00`).toISOString(),
        duration: 30,
        price: '30.00',
        teamMember: booking.teamMember,
      },
      {
        serviceId: s.beard,
        name: 'Beard trim',
        startsAt: at(`${s.date}T10:30`).toISOString(),
        duration: 15,
        price: '15.00',
        teamMember: booking.teamMember,
      },
      {
        serviceId: s.colour,
        name: 'Colour',
        startsAt: at(`${s.date}T10:45`).toISOString(),
        duration: 45,
        price: '60.00',
        teamMember: booking.teamMember,
      },
    ]);
    const list = await s.asOwner('GET', `/api/bookings?from=${s.date}&to=${s.date}`);
    expect(list.json().map((b: { service: { name: string } }) => b.service.name)).toEqual([
      'Cut + Beard trim + Colour',
    ]);
    // The client's own view names the visit's other services in order, for 'Book again'.
    const token = new URL(booking.manageUrl).pathname.split('/').pop();
    const managed = await app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(managed.json()).toMatchObject({
      serviceId: s.cut,
      extraServiceIds: [s.beard, s.colour],
      service: { name: 'Cut + Beard trim + Colour' },
    });
  });

  it('offers only starts where the whole visit fits before closing and before the next booking', async () => {
    const s = await salon();
    // Closing is 17:00: a 90-minute visit last starts at 15:30, a cut alone at 16:30.
    expect((await s.available([s.cut])).at(-1)).toBe('16:30');
    expect((await s.available([s.cut, s.beard, s.colour])).at(-1)).toBe('15:30');
    // A cut at 12:00 leaves 10:30 for the visit (ends 12:00) but not 11:00.
    expect((await s.visit('12:00', [s.cut])).statusCode).toBe(201);
    const slots = await s.available([s.cut, s.beard, s.colour]);
    expect(slots).toContain('10:30');
    expect(slots).not.toContain('11:00');
    expect(slots).not.toContain('11:30');
    const refused = await s.visit('11:00', [s.cut, s.beard, s.colour]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TAKEN });
  });

  it('goes to a member who performs every service of it', async () => {
    const s = await salon({ staff: [{ serviceIndexes: [0] }, { serviceIndexes: [0, 1, 2] }] });
    const response = await s.visit('10:00', [s.cut, s.colour]);
    expect(response.statusCode).toBe(201);
    expect(response.json().teamMember.id).toBe(s.staff[1]!.id);
    // The only member who colours is now busy: the visit is not offered, a cut alone still is.
    expect(await s.available([s.cut, s.colour])).not.toContain('10:00');
    expect(await s.available([s.cut])).toContain('10:00');
    const withCutter = await s.visit('13:00', [s.cut, s.colour], { teamMemberId: s.staff[0]!.id });
    expect(withCutter.statusCode).toBe(422);
  });

  it('moves and cancels as a whole', async () => {
    const s = await salon();
    const created = (await s.visit('10:00', [s.cut, s.colour])).json();
    const moved = await s.asOwner('PATCH', `/api/bookings/${created.id}`, {
      appointmentDate: `${s.date}T14:00:00`,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().endsAt).toBe(at(`${s.date}T15:15`).toISOString());
    const detail = (await s.asOwner('GET', `/api/bookings/${created.id}`)).json();
    expect(detail.visitServices.map((part: { startsAt: string }) => part.startsAt)).toEqual([
      at(`${s.date}T14:00`).toISOString(),
      at(`${s.date}T14:30`).toISOString(),
    ]);
    expect(await s.available([s.cut])).toContain('10:00');
    expect(await s.available([s.cut])).not.toContain('15:00');
    // A cut at 16:00 leaves no room for the visit's colour after 15:30: moving it there is refused.
    expect((await s.visit('16:00', [s.cut])).statusCode).toBe(201);
    const blocked = await s.asOwner('PATCH', `/api/bookings/${created.id}`, {
      appointmentDate: `${s.date}T15:30:00`,
    });
    expect(blocked.statusCode).toBe(409);
    const cancelled = await s.asOwner('PATCH', `/api/bookings/${created.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await s.available([s.cut])).toContain('15:00');
  });

  it('is booked by the owner as a new repeating visit, each date checked for the whole visit', async () => {
    const s = await salon();
    const nextWeek = addDaysToLocalDate(s.date, 7);
    // A cut at 10:30 next week leaves the visit its cut but not the colour after it.
    expect((await s.visit('10:30', [s.cut], { appointmentDate: `${nextWeek}T10:30:00` })).statusCode).toBe(
      201,
    );
    const target = {
      serviceId: s.cut,
      extraServiceIds: [s.colour],
      appointmentDate: `${s.date}T10:00:00`,
      repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 2 },
    };
    const preview = await s.asOwner('POST', '/api/bookings/series/preview', target);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().occurrences.map((o: { available: boolean }) => o.available)).toEqual([true, false]);
    const twice = await s.asOwner('POST', '/api/bookings/series/preview', {
      ...target,
      extraServiceIds: [s.cut],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(VISIT_MESSAGES.repeated);

    const created = await s.asOwner('POST', '/api/bookings/series', {
      ...target,
      clientData: { firstName: 'Ona', lastName: 'Series', phone: '555-040-2998' },
      occurrences: [target.appointmentDate],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [first] = created.json().booked;
    const detail = (await s.asOwner('GET', `/api/bookings/${first.bookingId}`)).json();
    expect(detail.service).toMatchObject({ name: 'Cut + Colour', duration: 75 });
  });

  it('repeats whole: every later date checked for the whole visit and booked as the same visit', async () => {
    const s = await salon();
    const created = (await s.visit('10:00', [s.cut, s.colour])).json();
    const nextWeek = addDaysToLocalDate(s.date, 7);
    // A cut at 10:30 next week leaves the visit its cut but not the colour after it.
    const single = await book({
      businessSlug: s.business.slug,
      serviceId: s.cut,
      appointmentDate: `${nextWeek}T10:30:00`,
      clientData: { firstName: 'Bo', lastName: 'Single', phone: '555-040-2999' },
    });
    expect(single.statusCode).toBe(201);
    const repeat = { frequency: 'weekly', interval: 1, ends: 'after', count: 3 };
    const preview = await s.asOwner('POST', `/api/bookings/${created.id}/repeat/preview`, { repeat });
    expect(preview.statusCode, preview.body).toBe(200);
    const [blocked, free] = preview.json().occurrences;
    expect(blocked).toMatchObject({ appointmentDate: `${nextWeek}T10:00:00`, available: false });
    expect(free).toMatchObject({
      appointmentDate: `${addDaysToLocalDate(s.date, 14)}T10:00:00`,
      available: true,
    });

    const repeated = await s.asOwner('POST', `/api/bookings/${created.id}/repeat`, {
      repeat,
      occurrences: [free.appointmentDate],
    });
    expect(repeated.statusCode, repeated.body).toBe(201);
    const [later] = repeated.json().booked;
    const detail = (await s.asOwner('GET', `/api/bookings/${later.bookingId}`)).json();
    expect(detail.service).toMatchObject({ name: 'Cut + Colour', price: '90.00', duration: 75 });
    expect(detail.visitServices.map((part: { name: string }) => part.name)).toEqual(['Cut', 'Colour']);
  });

  /** One colour bar, which the salon's colour needs. */
  const colourBar = async (s: Awaited<ReturnType<typeof salon>>) => {
    const [room] = await db
      .insert(resources)
      .values({ businessId: s.business.id, name: 'Colour bar', quantity: 1 })
      .returning();
    await db
      .insert(serviceResources)
      .values({ businessId: s.business.id, serviceId: s.colour, resourceId: room!.id });
  };

  it('holds a room from the first of its services that needs it, and moves the hold with the visit', async () => {
    const s = await salon({ staff: [{}, {}] });
    await colourBar(s);
    const held = async (bookingId: string) =>
      (await db.select().from(bookingResources).where(eq(bookingResources.bookingId, bookingId))).map((h) => [
        h.startsAt.toISOString(),
        h.endsAt.toISOString(),
      ]);
    const span = (from: string, to: string) => [
      at(`${s.date}T${from}`).toISOString(),
      at(`${s.date}T${to}`).toISOString(),
    ];

    // Cut 10:00–10:30, then colour 10:30–11:15: the colour bar is held for the colour only.
    const created = await s.visit('10:00', [s.cut, s.colour]);
    expect(created.statusCode).toBe(201);
    expect(await held(created.json().id)).toEqual([span('10:30', '11:15')]);
    // The other member is free: a colour that ends before 10:30 has the bar, one that reaches into 10:30 has not.
    const colourTimes = await s.available([s.colour]);
    expect(colourTimes).toContain('09:30');
    expect(colourTimes).not.toContain('10:00');
    expect(colourTimes).not.toContain('10:30');
    const during = await s.visit('10:30', [s.colour], { teamMemberId: s.staff[1]!.id });
    expect(during.statusCode).toBe(409);
    const before = await s.visit('09:30', [s.colour], { teamMemberId: s.staff[1]!.id });
    expect(before.statusCode, before.body).toBe(201);
    expect(await held(before.json().id)).toEqual([span('09:30', '10:15')]);

    // Moved to 13:00, the hold keeps its place in the visit: the colour's half hour after the start.
    const moved = await s.asOwner('PATCH', `/api/bookings/${created.json().id}`, {
      appointmentDate: `${s.date}T13:00:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await held(created.json().id)).toEqual([span('13:30', '14:15')]);
    expect(await s.available([s.colour])).toContain('10:30');
  });

  it('holds a room needed by the first service only until that service ends', async () => {
    const s = await salon({ staff: [{}, {}] });
    await colourBar(s);
    // Colour 10:00–10:45, then a cut 10:45–11:15: another colour may start at 10:45.
    const created = await s.visit('10:00', [s.colour, s.cut]);
    expect(created.statusCode).toBe(201);
    const rows = await db
      .select()
      .from(bookingResources)
      .where(eq(bookingResources.bookingId, created.json().id));
    expect(rows.map((h) => h.endsAt.toISOString())).toEqual([at(`${s.date}T10:45`).toISOString()]);
    const after = await s.visit('11:00', [s.colour], { teamMemberId: s.staff[1]!.id });
    expect(after.statusCode, after.body).toBe(201);
  });

  it('refuses a service twice and an unknown one, with the reason', async () => {
    const s = await salon();
    const twice = await s.visit('10:00', [s.cut, s.beard, s.cut]);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(VISIT_MESSAGES.repeated);
    const unknown = await s.visit('10:00', [s.cut, '0190d5c8-0000-7000-8000-000000000000']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Service not found' });
    const slots = await app.inject({
      method: 'GET',
      url: `/api/businesses/${s.business.slug}/availability?serviceId=${s.cut}&extraServiceIds=${s.beard},${s.beard}`,
    });
    expect(slots.statusCode).toBe(400);
    expect(
      await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.businessId, s.business.id)),
    ).toEqual([]);
  });
});

describe('a visit racing a single booking for one of its parts', () => {
  it('lets exactly one of them have the member, every time', async () => {
    const s = await salon();
    const starts = ['09:00', '10:30', '12:00', '13:30', '15:00'];
    for (const start of starts) {
      const [hours, minutes] = start.split(':').map(Number) as [number, number];
      const colourAt = `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      // The visit's colour runs from start + 45 min; the single colour booking starts 15 minutes into it.
      const [visit, single] = await Promise.all([
        s.visit(start, [s.cut, s.beard, s.colour]),
        s.visit(colourAt, [s.colour]),
      ]);
      expect([visit.statusCode, single.statusCode].sort()).toEqual([201, 409]);
    }
    const live = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.businessId, s.business.id), inArray(bookings.status, ['confirmed'])));
    expect(live).toHaveLength(starts.length);
  });
});

describe('the slots of a visit', () => {
  // 14 March 2027: New York's clocks go from 02:00 to 03:00. The business never closes, so the visit's span crosses
  // the change; a brute-force answer of the same rules is computed from the bookings the database holds.
  const DST_DAY = '2027-03-14';

  it('equal the brute-force answer across a daylight-saving change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          durations: fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: 1, max: 6 }).map((n) => n * 15))),
          members: fc.array(fc.subarray([0, 1, 2], { minLength: 1 }), { minLength: 1, maxLength: 3 }),
          bookings: fc.array(fc.record({ member: fc.nat(2), service: fc.nat(2), slot: fc.nat(47) }), {
            maxLength: 8,
          }),
          buffer: fc.constantFrom(0, 15),
        }),
        async ({ durations, members, bookings: existing, buffer }) => {
          const owner = await shop({
            timezone: NY,
            businessHours: everyDayHours('00:00', '24:00'),
            bookingRules: {
              slotStepMinutes: 30,
              minNoticeMinutes: 0,
              bookingWindowDays: 400,
              bufferMinutes: buffer,
            },
            services: durations.map((duration, i) => ({ name: `S${i}`, duration })),
            staff: members.map((serviceIndexes) => ({ serviceIndexes })),
          });
          const serviceIds = owner.services.map((service) => service.id);
          for (const [n, b] of existing.entries()) {
            const member = owner.staff[b.member % owner.staff.length]!;
            await app.inject({
              method: 'POST',
              url: '/api/bookings',
              headers: { cookie: owner.owner.cookie },
              payload: {
                serviceId: serviceIds[members[b.member % members.length]![0]!],
                teamMemberId: member.id,
                appointmentDate: `${DST_DAY}T${String(Math.floor(b.slot / 2)).padStart(2, '0')}:${b.slot % 2 ? '30' : '00'}:00`,
                clientData: { firstName: 'Busy', lastName: `${n}`, phone: `555-050-${1000 + n}` },
              },
            });
          }
          const busy = await db
            .select({ member: bookings.teamMemberId, start: bookings.appointmentDate, end: bookings.endsAt })
            .from(bookings)
            .where(eq(bookings.businessId, owner.business.id));
          const response = await app.inject({
            method: 'GET',
            url: `/api/businesses/${owner.business.slug}/availability?serviceId=${serviceIds[0]}&extraServiceIds=${serviceIds.slice(1).join(',')}&from=${DST_DAY}`,
          });
          expect(response.statusCode).toBe(200);
          const offered = response
            .json<Slots>()
            .dates[0]!.slots.filter((slot) => slot.available)
            .map((slot) => slot.startsAt);
          expect(offered).toEqual(
            bruteForce({ durations, members, busy, buffer, ids: owner.staff.map((m) => m.id) }),
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  /** Every wall time of the day on the 30-minute grid that exists (the first of a repeated hour), at which some member
   * who performs all three services has no booking overlapping [start, start + the visit + buffer), and the span ends
   * by the next midnight. */
  function bruteForce(options: {
    durations: number[];
    members: number[][];
    busy: Array<{ member: string; start: Date; end: Date }>;
    buffer: number;
    ids: string[];
  }): string[] {
    const span = (options.durations.reduce((a, b) => a + b, 0) + options.buffer) * MINUTE;
    const closing = parseLocalDateTime('2027-03-15T00:00', NY)!.getTime();
    const starts: string[] = [];
    for (let slot = 0; slot < 48; slot++) {
      const wall = `${DST_DAY}T${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
      const start = parseLocalDateTime(wall, NY);
      if (!start) continue;
      const from = start.getTime();
      if (from + span > closing) continue;
      const free = options.ids.some(
        (id, i) =>
          [0, 1, 2].every((service) => options.members[i]!.includes(service)) &&
          !options.busy.some(
            (b) => b.member === id && b.start.getTime() < from + span && b.end.getTime() > from,
          ),
      );
      if (free) starts.push(start.toISOString());
    }
    return starts;
  }
});
