// The owner's side of classes (decision 036): weekly patterns, the booking page's list with seats left, the roster
// and check-in, cancelling a session (each attendee told, their seats freed) and moving it (attendees told).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinedMember } from '#server/modules/team-access/team-access.test-kit.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { bookingTestKit, NY } from '../bookings/booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

async function studio() {
  const s = await shop({ services: [{ name: 'Yoga', duration: 60 }] });
  const headers = { cookie: s.owner.cookie };
  const yoga = s.services[0]!;
  await app.inject({
    method: 'PATCH',
    url: `/api/services/${yoga.id}`,
    headers,
    payload: { classCapacity: 3, classMaxSeats: 2 },
  });
  const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** A one-off session of the yoga class with the first member at 09:00 on `date`. */
  const newSession = async (date: string) =>
    (
      await owner('POST', '/api/classes/sessions', {
        serviceId: yoga.id,
        teamMemberId: s.staff[0]!.id,
        startsAt: `${date}T09:00:00`,
      })
    ).json() as { id: string; startsAt: string };
  return { ...s, yoga, owner, ownerCookie: headers.cookie, newSession };
}

const outboxKinds = (bookingId: string) =>
  queryRows<{ kind: string }>(
    db,
    sql`select distinct kind from outbox where booking_id = ${bookingId}::uuid`,
  ).then((rows) => rows.map((r) => r.kind));

describe('class sessions', () => {
  it('writes a weekly pattern, lists its sessions with the seats left, rosters and checks in', async () => {
    const { business, staff, yoga, owner } = await studio();
    const from = localDateFromToday(1, NY);
    const weekly = await owner('POST', '/api/classes/schedules', {
      serviceId: yoga.id,
      teamMemberId: staff[0]!.id,
      dayOfWeek: 3,
      localTime: '18:00',
      startsOn: from,
    });
    expect(weekly.statusCode).toBe(201);
    expect(weekly.json().sessionsCreated).toBeGreaterThanOrEqual(12);
    const listed = await app.inject({
      url: `/api/businesses/${business.slug}/classes/${yoga.id}/sessions?from=${from}`,
    });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as Array<{
      id: string;
      localStart: string;
      seatsLeft: number;
      capacity: number;
    }>;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.localStart).toMatch(/T18:00:00$/);
    expect(sessions[0]).toMatchObject({ seatsLeft: 3, capacity: 3, instructorName: staff[0]!.name });
    const first = sessions[0]!;
    const seat = (n: number, seats: number) =>
      book({
        businessSlug: business.slug,
        serviceId: yoga.id,
        classSessionId: first.id,
        seats,
        appointmentDate: first.localStart,
        clientData: { firstName: `Ana${n}`, lastName: 'Silva', phone: `555-080-${1000 + n}` },
      });
    const booked = await seat(1, 2);
    expect(booked.statusCode).toBe(201);
    expect((await seat(2, 2)).statusCode).toBe(409);
    expect((await seat(3, 1)).statusCode).toBe(201);
    const after = (
      await app.inject({ url: `/api/businesses/${business.slug}/classes/${yoga.id}/sessions?from=${from}` })
    ).json();
    expect(after[0].seatsLeft).toBe(0);
    const roster = await owner('GET', `/api/classes/sessions/${first.id}/roster`);
    expect(
      roster.json().attendees.map((a: { clientName: string; seats: number }) => [a.clientName, a.seats]),
    ).toEqual([
      ['Ana1 Silva', 2],
      ['Ana3 Silva', 1],
    ]);
    const checked = await owner(
      'PUT',
      `/api/classes/sessions/${first.id}/attendees/${booked.json().id}/check-in`,
      {
        checkedIn: true,
      },
    );
    expect(checked.statusCode).toBe(200);
    expect(checked.json().attendees[0].checkedIn).toBe(true);
    // A one-to-one-service is not a class: no sessions to list.
    const other = await owner('POST', '/api/classes/sessions', {
      serviceId: yoga.id,
      teamMemberId: staff[0]!.id,
      startsAt: `${sessions[0]!.localStart.slice(0, 10)}T18:30:00`,
    });
    expect(other.statusCode).toBe(409);
  });

  it('cancels a session: every attendee is told and their seats are freed', async () => {
    const { business, yoga, owner, newSession } = await studio();
    const date = localDateFromToday(4, NY);
    const session = await newSession(date);
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const r = await book({
        businessSlug: business.slug,
        serviceId: yoga.id,
        classSessionId: session.id,
        appointmentDate: `${date}T09:00:00`,
        clientData: {
          firstName: `Bo${n}`,
          lastName: 'K',
          phone: `555-081-${1000 + n}`,
          email: `bo${n}@example.com`,
        },
      });
      ids.push(r.json().id);
    }
    const cancelled = await owner('POST', `/api/classes/sessions/${session.id}/cancel`, {
      reason: 'Instructor ill',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', seatsTaken: 0 });
    for (const id of ids) expect(await outboxKinds(id)).toContain('booking_cancelled');
    const [live] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings where class_session_id = ${session.id}::uuid and status = 'confirmed'`,
    );
    expect(live!.n).toBe(0);
    expect((await owner('POST', `/api/classes/sessions/${session.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('moves a session with its attendees, who are told', async () => {
    const { business, yoga, owner, newSession } = await studio();
    const date = localDateFromToday(4, NY);
    const session = await newSession(date);
    const r = await book({
      businessSlug: business.slug,
      serviceId: yoga.id,
      classSessionId: session.id,
      appointmentDate: `${date}T09:00:00`,
      clientData: { firstName: 'Cy', lastName: 'K', phone: '555-082-1000', email: 'cy@example.com' },
    });
    const moved = await owner('POST', `/api/classes/sessions/${session.id}/move`, {
      startsAt: `${date}T13:00:00`,
    });
    expect(moved.statusCode).toBe(200);
    const [row] = await queryRows<{ same: boolean }>(
      db,
      sql`select b.appointment_date = s.starts_at and b.ends_at = s.ends_at as same
        from bookings b join class_sessions s on s.id = b.class_session_id where b.id = ${r.json().id}::uuid`,
    );
    expect(row!.same).toBe(true);
    expect(moved.json().startsAt).not.toBe(session.startsAt);
    expect(await outboxKinds(r.json().id)).toContain('booking_rescheduled');
  });

  it('tells the instructor once of a session moved or cancelled, not once per attendee', async () => {
    const { business, staff, yoga, owner, ownerCookie, newSession } = await studio();
    const instructor = await joinedMember(app, db, ownerCookie, { role: 'staff', memberId: staff[0]!.id });
    const date = localDateFromToday(5, NY);
    const session = await newSession(date);
    for (const n of [1, 2, 3]) {
      const seat = await book({
        businessSlug: business.slug,
        serviceId: yoga.id,
        classSessionId: session.id,
        appointmentDate: `${date}T09:00:00`,
        clientData: { firstName: `Di${n}`, lastName: 'K', phone: `555-083-${1000 + n}` },
      });
      expect(seat.statusCode, seat.body).toBe(201);
    }
    const bell = async (cookie: string) =>
      (await app.inject({ url: '/api/notifications', headers: { cookie } })).json<
        Array<{ title: string; message: string }>
      >();
    const toInstructor = (kind: string) =>
      queryRows<{ channel: string }>(
        db,
        sql`select channel from outbox where kind = ${kind} and user_id = ${instructor.user.id}::uuid`,
      );

    expect(
      (await owner('POST', `/api/classes/sessions/${session.id}/move`, { startsAt: `${date}T13:00:00` }))
        .statusCode,
    ).toBe(200);
    const moved = (await bell(instructor.cookie)).filter((n) => n.title === 'Class moved');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.message).toMatch(/ moved your Yoga class from .* to .*; its 3 attendees were told\.$/);
    expect(
      (await toInstructor('member_booking_rescheduled')).filter((row) => row.channel === 'email'),
    ).toHaveLength(1);

    expect((await owner('POST', `/api/classes/sessions/${session.id}/cancel`, {})).statusCode).toBe(200);
    const titles = (await bell(instructor.cookie)).map((n) => n.title);
    expect(titles.filter((title) => title === 'Class cancelled')).toHaveLength(1);
    expect(titles).not.toContain('Booking cancelled');
    expect(
      (await toInstructor('member_booking_cancelled')).filter((row) => row.channel === 'email'),
    ).toHaveLength(1);
    // The owner's Live Activity: one entry for the session, none per seat.
    const ownerTitles = (await bell(ownerCookie)).map((n) => n.title);
    expect(ownerTitles.filter((title) => title === 'Class cancelled')).toHaveLength(1);
    expect(ownerTitles).not.toContain('Booking cancelled');
  });

  it('counts attendance and fill rate per class in the Services report', async () => {
    const { business, yoga, owner, newSession } = await studio();
    const date = localDateFromToday(2, NY);
    const session = await newSession(date);
    const ids: string[] = [];
    for (const [n, seats] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const r = await book({
        businessSlug: business.slug,
        serviceId: yoga.id,
        classSessionId: session.id,
        seats,
        appointmentDate: `${date}T09:00:00`,
        clientData: { firstName: `Di${n}`, lastName: 'K', phone: `555-083-${1000 + n}` },
      });
      ids.push(r.json().id);
    }
    await owner('PUT', `/api/classes/sessions/${session.id}/attendees/${ids[0]}/check-in`, {
      checkedIn: true,
    });
    // The session took place yesterday.
    await db.execute(sql`update class_sessions set starts_at = starts_at - interval '3 days',
      ends_at = ends_at - interval '3 days' where id = ${session.id}::uuid`);
    await db.execute(sql`update bookings set appointment_date = appointment_date - interval '3 days',
      ends_at = ends_at - interval '3 days' where class_session_id = ${session.id}::uuid`);
    const report = await owner('GET', '/api/analytics/services?period=7d');
    expect(report.statusCode).toBe(200);
    const row = (report.json() as { services: Array<{ serviceId: string; classes: unknown }> }).services.find(
      (s) => s.serviceId === yoga.id,
    );
    expect(row!.classes).toEqual({
      sessions: 1,
      capacity: 3,
      seatsBooked: 3,
      fillRate: 100,
      attended: 2,
      attendanceRate: 66.7,
    });
  });
});
