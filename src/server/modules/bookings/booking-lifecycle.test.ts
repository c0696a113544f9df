// The owner's booking reads and changes over HTTP: lists, one booking with history, transitions, reschedules,
// and tenant isolation on every endpoint.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { timeOff } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  createBusinessFixture,
  everyDayHours,
  insertBookingFixture,
  localDateFromToday,
  signUp,
} from '#server/test/factories.ts';
import { parseLocalDateTime, startOfLocalDay } from '#shared/domain/local-time.ts';
import { NOT_STARTED_MESSAGE } from './booking-update.service.ts';

const { app, db } = await buildTestApp();
const NY = 'America/New_York';
const TAKEN = 'Sorry, that time was just booked. Please choose another time.';
const at = (local: string, timeZone = NY) => parseLocalDateTime(local, timeZone)!;
const clientData = { firstName: 'Maya', lastName: 'Lopez', phone: '(555) 123-4567' };
const DASHBOARD_KEYS = [
  'appointmentDate',
  'businessId',
  'cancellationReason',
  'classSessionId',
  'client',
  'clientId',
  'clientName',
  'createdAt',
  'dateTime',
  'endsAt',
  'id',
  'memberEndsAt',
  'notes',
  'otherParts',
  'seats',
  'service',
  'serviceId',
  'source',
  'status',
  'teamMember',
  'teamMemberId',
  'updatedAt',
];

async function owner(options: Partial<Parameters<typeof createBusinessFixture>[1]> = {}) {
  const account = await signUp(app);
  const fixture = await createBusinessFixture(db, {
    userId: account.user.id,
    businessHours: everyDayHours(),
    ...options,
  });
  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: account.cookie } });
  /** A booking made through the public endpoint, `days` ahead at local `time`. */
  const book = async (days: number, time: string, extra: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        businessSlug: fixture.business.slug,
        serviceId: fixture.services[0]!.id,
        appointmentDate: `${localDateFromToday(days, NY)}T${time}:00`,
        clientData,
        ...extra,
      },
    });
    if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; appointmentDate: string; teamMember: { id: string } };
  };
  const past = (minutesAgo: number, status = 'confirmed') =>
    insertBookingFixture(db, {
      businessId: fixture.business.id,
      serviceId: fixture.services[0]!.id,
      teamMemberId: fixture.staff[0]!.id,
      start: new Date(Date.now() - minutesAgo * 60_000),
      status,
    });
  return { ...account, ...fixture, call, book, past };
}

describe('owner booking lists', () => {
  it('GET /api/bookings lists a local date range (inclusive), optionally by staff member', async () => {
    const o = await owner({ staff: [{}, {}] });
    const a = await o.book(3, '10:00', { teamMemberId: o.staff[0]!.id });
    const b = await o.book(4, '16:30', { teamMemberId: o.staff[1]!.id });
    await o.book(6, '10:00');
    const from = localDateFromToday(3, NY);
    const to = localDateFromToday(4, NY);
    const res = await o.call('GET', `/api/bookings?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { id: string }) => x.id)).toEqual([a.id, b.id]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(DASHBOARD_KEYS);
    const byMember = await o.call(
      'GET',
      `/api/bookings?from=${from}&to=${to}&teamMemberId=${o.staff[1]!.id}`,
    );
    expect(byMember.json().map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect((await o.call('GET', '/api/bookings')).json()).toHaveLength(3);
  });

  it('refuses backwards or over-long ranges with 400', async () => {
    const o = await owner();
    const backwards = await o.call('GET', '/api/bookings?from=2026-12-10&to=2026-12-01');
    expect(backwards.statusCode).toBe(400);
    const long = await o.call('GET', '/api/bookings?from=2026-01-01&to=2026-06-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The date range can be at most 92 days.');
    expect((await o.call('GET', '/api/bookings?from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
  });

  it('GET /api/bookings/upcoming pages through future live bookings, soonest first', async () => {
    const o = await owner();
    const later = await o.book(5, '10:00');
    const soon = await o.book(2, '10:00');
    const middle = await o.book(3, '10:00');
    const cancelled = await o.book(4, '10:00');
    await o.call('PATCH', `/api/bookings/${cancelled.id}`, { status: 'cancelled' });
    await o.past(120);
    const first = await o.call('GET', '/api/bookings/upcoming?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((x: { id: string }) => x.id)).toEqual([soon.id, middle.id]);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const second = await o.call('GET', `/api/bookings/upcoming?limit=2&cursor=${first.json().nextCursor}`);
    expect(second.json()).toEqual({ items: [expect.objectContaining({ id: later.id })], nextCursor: null });
    const all = await o.call('GET', '/api/bookings/upcoming');
    expect(all.json().items).toHaveLength(3);
    expect(Object.keys(all.json().items[0]).sort()).toEqual(DASHBOARD_KEYS);
    expect((await o.call('GET', '/api/bookings/upcoming?cursor=garbage')).statusCode).toBe(400);
  });

  it("GET /api/bookings/today lists today's bookings in the business's zone, cancelled left out", async () => {
    const o = await owner({ timezone: 'UTC' });
    const today = localDateFromToday(0, 'UTC');
    const dayStart = startOfLocalDay(today, 'UTC').getTime();
    const insert = (minutes: number, status = 'confirmed') =>
      insertBookingFixture(db, {
        businessId: o.business.id,
        serviceId: o.services[0]!.id,
        teamMemberId: o.staff[0]!.id,
        start: new Date(dayStart + minutes * 60_000),
        status,
      });
    const late = await insert(20 * 60);
    const early = await insert(60, 'completed');
    await insert(3 * 60, 'cancelled');
    await insert(25 * 60);
    const res = await o.call('GET', '/api/bookings/today');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { id: string }) => x.id)).toEqual([early.id, late.id]);
    expect(res.json()[0]).toMatchObject({
      dateTime: new Date(dayStart + 60 * 60_000).toISOString(),
      client: { firstName: 'Walk', lastName: 'In' },
      clientName: 'Walk In',
      service: { name: 'Service 1', price: '35.00', duration: 30 },
      status: 'completed',
    });
  });
});

describe('PATCH /api/bookings/{id}', () => {
  it('confirms, completes and records every change in the history, oldest first', async () => {
    const o = await owner();
    const row = await o.past(30);
    await db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, row.id));
    const confirmed = await o.call('PATCH', `/api/bookings/${row.id}`, {
      status: 'confirmed',
      notes: 'Regular',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', notes: 'Regular' });
    const completed = await o.call('PATCH', `/api/bookings/${row.id}`, { status: 'completed' });
    expect(completed.json().status).toBe('completed');
    const detail = await o.call('GET', `/api/bookings/${row.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().history).toMatchObject([
      {
        action: 'confirmed',
        fromStatus: 'pending',
        toStatus: 'confirmed',
        details: { notes: { from: null, to: 'Regular' } },
        actorUserId: o.user.id,
      },
      { action: 'completed', fromStatus: 'confirmed', toStatus: 'completed', actorUserId: o.user.id },
    ]);
    const again = await o.call('PATCH', `/api/bookings/${row.id}`, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking is already completed.' });
  });

  it('cancels with a reason; cancelled and no-show bookings are final', async () => {
    const o = await owner();
    const booking = await o.book(3, '10:00');
    const res = await o.call('PATCH', `/api/bookings/${booking.id}`, {
      status: 'cancelled',
      cancellationReason: 'Client is ill',
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancellationReason: 'Client is ill' });
    expect(res.json().history.map((e: { action: string }) => e.action)).toEqual(['created', 'cancelled']);
    expect(res.json().history[1].details).toEqual({ cancellationReason: 'Client is ill' });
    for (const change of [
      { status: 'confirmed' },
      { status: 'cancelled' },
      { appointmentDate: `${localDateFromToday(3, NY)}T11:00:00` },
    ]) {
      const refused = await o.call('PATCH', `/api/bookings/${booking.id}`, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'This booking is already cancelled.' });
    }
    const noShow = await o.past(90);
    expect((await o.call('PATCH', `/api/bookings/${noShow.id}`, { status: 'no_show' })).json().status).toBe(
      'no_show',
    );
    const final = await o.call('PATCH', `/api/bookings/${noShow.id}`, { status: 'completed' });
    expect(final.json()).toEqual({ message: 'This booking is already marked as a no-show.' });
    // The cancelled booking's time is free again.
    expect((await o.book(3, '10:00')).id).not.toBe(booking.id);
  });

  it('refuses completed or no-show before the start (422), with no review opened, and pending → completed (409)', async () => {
    const o = await owner();
    const booking = await o.book(3, '10:00');
    for (const status of ['completed', 'no_show']) {
      const early = await o.call('PATCH', `/api/bookings/${booking.id}`, { status });
      expect({ status: early.statusCode, body: early.json() }).toEqual({
        status: 422,
        body: { message: NOT_STARTED_MESSAGE },
      });
    }
    const unchanged = (await o.call('GET', `/api/bookings/${booking.id}`)).json();
    expect(unchanged.status).toBe('confirmed');
    expect(unchanged.history.map((event: { action: string }) => event.action)).toEqual(['created']);
    // Once it has started, it can be completed.
    const started = await o.past(1);
    const complete = await o.call('PATCH', `/api/bookings/${started.id}`, { status: 'completed' });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().status).toBe('completed');
    const pending = await o.past(60);
    await db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, pending.id));
    const skip = await o.call('PATCH', `/api/bookings/${pending.id}`, { status: 'completed' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A pending booking cannot be completed. Confirm it first.');
  });

  it('reschedules on the owner grid, even outside opening hours, and records from/to', async () => {
    const o = await owner({ businessHours: everyDayHours('12:00', '14:00') });
    const booking = await o.book(3, '12:00');
    const date = localDateFromToday(4, NY);
    const res = await o.call('PATCH', `/api/bookings/${booking.id}`, { appointmentDate: `${date}T09:30:00` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appointmentDate: at(`${date}T09:30`).toISOString(),
      endsAt: at(`${date}T10:00`).toISOString(),
      status: 'confirmed',
    });
    expect(res.json().history.at(-1)).toMatchObject({
      action: 'rescheduled',
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      details: { appointmentDate: { from: booking.appointmentDate, to: at(`${date}T09:30`).toISOString() } },
    });
    // Overlapping its own old time is fine: a booking never blocks itself.
    const nudge = await o.call('PATCH', `/api/bookings/${booking.id}`, {
      appointmentDate: `${date}T10:00:00`,
    });
    expect(nudge.statusCode).toBe(200);
  });

  it('refuses to reschedule into a taken slot (409) or the past (422) and leaves the booking unchanged', async () => {
    const o = await owner();
    const first = await o.book(3, '10:00');
    const second = await o.book(3, '11:00');
    const before = await o.call('GET', `/api/bookings/${second.id}`);
    const taken = await o.call('PATCH', `/api/bookings/${second.id}`, {
      appointmentDate: `${localDateFromToday(3, NY)}T10:00:00`,
      notes: 'moved',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: TAKEN });
    const past = await o.call('PATCH', `/api/bookings/${second.id}`, {
      appointmentDate: `${localDateFromToday(-1, NY)}T10:00:00`,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('That time has already passed. Please choose another time.');
    const gap = await o.call('PATCH', `/api/bookings/${second.id}`, {
      appointmentDate: '2027-03-14T02:30:00',
    });
    expect(gap.statusCode).toBe(400);
    const after = await o.call('GET', `/api/bookings/${second.id}`);
    expect(after.json()).toEqual(before.json());
    expect((await o.call('GET', `/api/bookings/${first.id}`)).json().appointmentDate).toBe(
      first.appointmentDate,
    );
  });

  it('lets only one of several simultaneous reschedules into one free slot through', async () => {
    const o = await owner();
    const moving = await Promise.all(
      ['09:00', '10:00', '11:00', '12:00', '13:00'].map((time) => o.book(3, time)),
    );
    const target = `${localDateFromToday(3, NY)}T15:00:00`;
    const responses = await Promise.all(
      moving.map((b) => o.call('PATCH', `/api/bookings/${b.id}`, { appointmentDate: target })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await db.select().from(bookings).where(eq(bookings.businessId, o.business.id));
    expect(
      rows.filter((r) => r.appointmentDate.getTime() === at(target.slice(0, 16)).getTime()),
    ).toHaveLength(1);
  });

  it('reassigns to another member only when they are free and not off', async () => {
    const o = await owner({ staff: [{ name: 'Ana' }, { name: 'Ben' }] });
    const ana = o.staff[0]!.id;
    const ben = o.staff[1]!.id;
    const mine = await o.book(3, '10:00', { teamMemberId: ana });
    await o.book(3, '10:00', { teamMemberId: ben });
    const busy = await o.call('PATCH', `/api/bookings/${mine.id}`, { teamMemberId: ben });
    expect(busy.statusCode).toBe(409);
    const date = localDateFromToday(3, NY);
    await db.insert(timeOff).values({
      businessId: o.business.id,
      teamMemberId: ben,
      startDate: at(`${date}T13:00`),
      endDate: at(`${date}T15:00`),
      isApproved: true,
    });
    const off = await o.call('PATCH', `/api/bookings/${mine.id}`, {
      teamMemberId: ben,
      appointmentDate: `${date}T13:00:00`,
    });
    expect(off.statusCode).toBe(422);
    const moved = await o.call('PATCH', `/api/bookings/${mine.id}`, {
      teamMemberId: ben,
      appointmentDate: `${date}T15:00:00`,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().teamMember).toEqual({ id: ben, name: 'Ben' });
    expect(moved.json().history.at(-1).details.teamMember).toEqual({
      from: { id: ana, name: 'Ana' },
      to: { id: ben, name: 'Ben' },
    });
  });

  it('refuses an empty change and a cancellation reason without cancelling (400)', async () => {
    const o = await owner();
    const booking = await o.book(3, '10:00');
    expect((await o.call('PATCH', `/api/bookings/${booking.id}`, {})).statusCode).toBe(400);
    const reason = await o.call('PATCH', `/api/bookings/${booking.id}`, {
      cancellationReason: 'x',
      notes: 'y',
    });
    expect(reason.statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("answers 404 'Booking not found' for another owner's booking on every endpoint and lists only your own", async () => {
    const mine = await owner();
    const theirs = await owner();
    const booking = await theirs.book(3, '10:00');
    await mine.book(3, '10:00');
    for (const res of [
      await mine.call('GET', `/api/bookings/${booking.id}`),
      await mine.call('PATCH', `/api/bookings/${booking.id}`, { status: 'cancelled' }),
      await mine.call('GET', '/api/bookings/not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found' });
    }
    for (const url of ['/api/bookings', '/api/bookings/upcoming', '/api/bookings/today']) {
      const body = (await mine.call('GET', url)).json();
      const items = Array.isArray(body) ? body : body.items;
      expect(items.every((x: { businessId: string }) => x.businessId === mine.business.id)).toBe(true);
      expect(JSON.stringify(body)).not.toContain(booking.id);
    }
    const filter = await mine.call('GET', `/api/bookings?teamMemberId=${theirs.staff[0]!.id}`);
    expect(filter.statusCode).toBe(404);
    expect((await theirs.call('GET', `/api/bookings/${booking.id}`)).json().status).toBe('confirmed');
  });

  it('needs a signed-in owner (401) with a business (404) for every owner endpoint', async () => {
    const { cookie } = await signUp(app);
    for (const [method, url] of [
      ['GET', '/api/bookings'],
      ['GET', '/api/bookings/upcoming'],
      ['GET', '/api/bookings/today'],
      ['GET', '/api/bookings/0191d3c4-0000-7000-8000-000000000000'],
      ['PATCH', '/api/bookings/0191d3c4-0000-7000-8000-000000000000'],
    ] as const) {
      const payload = method === 'PATCH' ? { status: 'cancelled' } : undefined;
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
      const res = await app.inject({ method, url, payload, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No business yet' });
    }
  });
});
