// Seats of a class session (decision 036) on whichever engine the run uses: the database gives away exactly the
// seats there are under concurrency, a cancellation frees exactly its seats, and an instructor's session and their
// one-to-one bookings never overlap.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import { bookingTestKit, NY, TAKEN } from '../bookings/booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

/** A business whose first service is a class of `capacity` seats (at most `maxSeats` a booking), with one session
 * five days from now at 11:00 taught by the first member. */
async function yogaStudio(capacity = 12, maxSeats = 4) {
  const studio = await shop({
    staff: [{}, {}],
    services: [{ name: 'Yoga', duration: 60 }, { name: 'Massage' }],
  });
  const headers = { cookie: studio.owner.cookie };
  const yoga = studio.services[0]!;
  const changed = await app.inject({
    method: 'PATCH',
    url: `/api/services/${yoga.id}`,
    headers,
    payload: { classCapacity: capacity, classMaxSeats: maxSeats },
  });
  expect(changed.statusCode).toBe(200);
  const date = localDateFromToday(5, NY);
  const created = await app.inject({
    method: 'POST',
    url: '/api/classes/sessions',
    headers,
    payload: { serviceId: yoga.id, teamMemberId: studio.staff[0]!.id, startsAt: `${date}T11:00:00` },
  });
  expect(created.statusCode).toBe(201);
  const session = created.json() as { id: string; seatsTaken: number; capacity: number };
  const seat = (n: number, seats = 1) =>
    book({
      businessSlug: studio.business.slug,
      serviceId: yoga.id,
      classSessionId: session.id,
      seats,
      appointmentDate: `${date}T11:00:00`,
      clientData: { firstName: `Yogi${n}`, lastName: 'X', phone: `555-040-${String(1000 + n)}` },
    });
  return { ...studio, headers, yoga, date, session, seat };
}

async function seatsOf(sessionId: string) {
  const [row] = await queryRows<{ taken: number; counted: number }>(
    db,
    sql`select seats_taken::int as taken, (select coalesce(sum(seats), 0)::int from bookings
        where class_session_id = ${sessionId}::uuid and status in ('confirmed','pending','pending_payment','held'))
        as counted from class_sessions where id = ${sessionId}::uuid`,
  );
  return row!;
}

describe('class seats', () => {
  it('gives the last 3 seats to exactly 3 of 50 simultaneous customers', async () => {
    const { session, seat } = await yogaStudio(12, 3);
    for (const n of [1, 2, 3]) expect((await seat(n, 3)).statusCode).toBe(201);
    expect(await seatsOf(session.id)).toEqual({ taken: 9, counted: 9 });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, n) => seat(100 + n)));
    // Every status, so that a failure shows what the others got. Exactly three get a seat; the others are told the
    // class is full, or, on a starved machine whose pool has no connection free within its timeout, get the
    // documented 503 to try again (seen in CI): never a seat, never a 500.
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.map((status) => (status === 503 ? 409 : status))).toEqual([
      ...Array(3).fill(201),
      ...Array(47).fill(409),
    ]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect([CLASS_MESSAGES.full, CLASS_MESSAGES.notEnoughSeats]).toContain(r.json().message);
    }
    expect(await seatsOf(session.id)).toEqual({ taken: 12, counted: 12 });
  });

  it('books several seats at the price of each, up to the per-booking maximum', async () => {
    const { seat, session } = await yogaStudio(12, 4);
    const two = await seat(1, 2);
    expect(two.statusCode).toBe(201);
    expect(two.json().service.price).toBe('70.00');
    expect(two.json().manageUrl).toMatch(/\/client\//);
    const five = await seat(2, 5);
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe(CLASS_MESSAGES.tooManySeats(4));
    expect(await seatsOf(session.id)).toEqual({ taken: 2, counted: 2 });
  });

  it("names a seat booking's session and seats in the owner's booking list (the calendar groups them)", async () => {
    const { seat, session, headers, date, services, business } = await yogaStudio(12, 4);
    const two = (await seat(1, 2)).json() as {
      id: string;
      classSessionId: string | null;
      seats: number | null;
    };
    expect(two).toMatchObject({ classSessionId: session.id, seats: 2 });
    const listed = await app.inject({ method: 'GET', url: `/api/bookings?from=${date}&to=${date}`, headers });
    expect(listed.statusCode).toBe(200);
    const views = listed.json() as Array<{ id: string; classSessionId: string | null; seats: number | null }>;
    expect(views).toEqual([expect.objectContaining({ id: two.id, classSessionId: session.id, seats: 2 })]);
    const massage = await book({
      businessSlug: business.slug,
      serviceId: services[1]!.id,
      appointmentDate: `${date}T15:00:00`,
      clientData: { firstName: 'Solo', lastName: 'One', phone: '555-040-2001' },
    });
    expect(massage.json()).toMatchObject({ classSessionId: null, seats: null });
  });

  it('frees exactly the seats of a cancelled booking', async () => {
    const { seat, session, headers } = await yogaStudio(12, 4);
    const two = (await seat(1, 2)).json() as { id: string };
    expect((await seat(2, 3)).statusCode).toBe(201);
    expect(await seatsOf(session.id)).toEqual({ taken: 5, counted: 5 });
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${two.id}`,
      headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await seatsOf(session.id)).toEqual({ taken: 3, counted: 3 });
    // A seat moves only with its session.
    const [other] = await queryRows<{ id: string }>(
      db,
      sql`select id from bookings where class_session_id = ${session.id}::uuid and status = 'confirmed'`,
    );
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${other!.id}`,
      headers,
      payload: { appointmentDate: `${localDateFromToday(6, NY)}T11:00:00` },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(CLASS_MESSAGES.seatBookingMove);
  });

  it('keeps the instructor out of one-to-one bookings during the session, and the session out of their bookings', async () => {
    const { business, services, staff, headers, yoga, date } = await yogaStudio();
    const massage = services[1]!;
    const oneToOne = (teamMemberId: string, time: string) =>
      book({
        businessSlug: business.slug,
        serviceId: massage.id,
        teamMemberId,
        appointmentDate: `${date}T${time}:00`,
        clientData: { firstName: 'Solo', lastName: 'X', phone: '555-050-1000' },
      });
    // The instructor is busy 11:00-12:00; the other member is free.
    const refused = await oneToOne(staff[0]!.id, '11:30');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TAKEN);
    expect((await oneToOne(staff[1]!.id, '11:30')).statusCode).toBe(201);
    const slots = await app.inject({
      url: `/api/businesses/${business.slug}/availability?from=${date}&serviceId=${massage.id}&teamMemberId=${staff[0]!.id}`,
    });
    expect(slots.statusCode).toBe(200);
    const day = (slots.json() as { dates: Array<{ slots: Array<{ time: string; available: boolean }> }> })
      .dates[0]!;
    const offered = day.slots.filter((slot) => slot.available).map((slot) => slot.time);
    expect(offered).toContain('10:00');
    for (const taken of ['11:00', '11:30']) expect(offered).not.toContain(taken);
    expect(offered).toContain('12:00');
    // A session over a one-to-one booking of its instructor is refused.
    expect((await oneToOne(staff[0]!.id, '14:00')).statusCode).toBe(201);
    const over = await app.inject({
      method: 'POST',
      url: '/api/classes/sessions',
      headers,
      payload: { serviceId: yoga.id, teamMemberId: staff[0]!.id, startsAt: `${date}T14:00:00` },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(CLASS_MESSAGES.instructorBusy);
  });

  it('a one-to-one booking racing a new session of its member: exactly one of them is written', async () => {
    const { business, services, staff, headers, yoga } = await yogaStudio();
    const date = localDateFromToday(7, NY);
    const [booking, session] = await Promise.all([
      book({
        businessSlug: business.slug,
        serviceId: services[1]!.id,
        teamMemberId: staff[0]!.id,
        appointmentDate: `${date}T10:00:00`,
        clientData: { firstName: 'Race', lastName: 'X', phone: '555-060-1000' },
      }),
      app.inject({
        method: 'POST',
        url: '/api/classes/sessions',
        headers,
        payload: { serviceId: yoga.id, teamMemberId: staff[0]!.id, startsAt: `${date}T10:00:00` },
      }),
    ]);
    expect([booking.statusCode, session.statusCode].sort()).toEqual([201, 409]);
  });

  it("holds a session's room against bookings and other sessions that need it", async () => {
    const { business, services, staff, headers, yoga, date } = await yogaStudio();
    const massage = services[1]!;
    const room = await app.inject({
      method: 'POST',
      url: '/api/resources',
      headers,
      payload: { name: 'Studio', quantity: 1 },
    });
    const roomId = (room.json() as { id: string }).id;
    await app.inject({
      method: 'PATCH',
      url: `/api/services/${massage.id}`,
      headers,
      payload: { resourceIds: [roomId] },
    });
    const session = await app.inject({
      method: 'POST',
      url: '/api/classes/sessions',
      headers,
      payload: {
        serviceId: yoga.id,
        teamMemberId: staff[0]!.id,
        resourceId: roomId,
        startsAt: `${date}T14:00:00`,
      },
    });
    expect(session.statusCode).toBe(201);
    // The other member is free at 14:30, but the room is not.
    const refused = await book({
      businessSlug: business.slug,
      serviceId: massage.id,
      teamMemberId: staff[1]!.id,
      appointmentDate: `${date}T14:30:00`,
      clientData: { firstName: 'Roomless', lastName: 'X', phone: '555-090-1000' },
    });
    expect(refused.statusCode).toBe(409);
    const slots = await app.inject({
      url: `/api/businesses/${business.slug}/availability?from=${date}&serviceId=${massage.id}&teamMemberId=${staff[1]!.id}`,
    });
    const offered = (
      slots.json() as { dates: Array<{ slots: Array<{ time: string; available: boolean }> }> }
    ).dates[0]!.slots.filter((slot) => slot.available).map((slot) => slot.time);
    expect(offered).not.toContain('14:30');
    expect(offered).toContain('15:00');
    const second = await app.inject({
      method: 'POST',
      url: '/api/classes/sessions',
      headers,
      payload: {
        serviceId: yoga.id,
        teamMemberId: staff[1]!.id,
        resourceId: roomId,
        startsAt: `${date}T14:30:00`,
      },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CLASS_MESSAGES.roomTaken);
  });
});
