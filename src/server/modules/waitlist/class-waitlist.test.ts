// The waitlist of a full class session (decision 036): a customer waits for seats in it; a cancelled seat booking
// offers them the seats (held as a 'held' seat booking the session's counter includes), taking the offer books them,
// declining gives the seats to the next customer, and the counter always equals the live seats.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '#server/modules/outbox/outbox-test-kit.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import { bookingTestKit, NY } from '../bookings/booking-test-kit.ts';
import { waitlistTestKit } from './waitlist-test-kit.ts';

const smtp = await startSmtpServer();
const { app, db } = await buildTestApp({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://bookwell.example' },
});
afterAll(() => smtp.close());
const { shop, book } = bookingTestKit(app, db);
const { mailTo, linkToken } = waitlistTestKit(app, db, smtp);

/** A studio whose 'Spin' class of 3 seats has one session in five days at 18:00, fully booked by three riders. */
async function fullSpin() {
  const studio = await shop({ services: [{ name: 'Spin', duration: 45 }] });
  const headers = { cookie: studio.owner.cookie };
  const spin = studio.services[0]!;
  const classed = await app.inject({
    method: 'PATCH',
    url: `/api/services/${spin.id}`,
    headers,
    payload: { classCapacity: 3, classMaxSeats: 2 },
  });
  expect(classed.statusCode).toBe(200);
  const date = localDateFromToday(5, NY);
  const created = await app.inject({
    method: 'POST',
    url: '/api/classes/sessions',
    headers,
    payload: { serviceId: spin.id, teamMemberId: studio.staff[0]!.id, startsAt: `${date}T18:00:00` },
  });
  expect(created.statusCode).toBe(201);
  const session = created.json<{ id: string }>();
  const seat = (n: number, seats = 1) =>
    book({
      businessSlug: studio.business.slug,
      serviceId: spin.id,
      classSessionId: session.id,
      seats,
      appointmentDate: `${date}T18:00:00`,
      clientData: { firstName: `Rider${n}`, lastName: 'X', phone: `555-060-${1000 + n}` },
    });
  const riders = [];
  for (const n of [1, 2, 3]) {
    const res = await seat(n);
    expect(res.statusCode).toBe(201);
    riders.push(res.json<{ id: string }>().id);
  }
  const wait = (name: string, n: number, seats = 1) =>
    app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: {
        businessSlug: studio.business.slug,
        serviceId: spin.id,
        classSessionId: session.id,
        seats,
        windows: [{ from: date, part: 'any' }],
        clientData: {
          firstName: name,
          lastName: 'W',
          phone: `555-070-${1000 + n}`,
          email: `${name}@example.com`,
        },
      },
    });
  const cancel = (bookingId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/bookings/${bookingId}`,
      headers,
      payload: { status: 'cancelled' },
    });
  return { ...studio, spin, date, session, seat, riders, wait, cancel };
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

describe('the waitlist of a full class', () => {
  it('offers a freed seat to the first customer waiting, holds it, and books it when taken', {
    timeout: 60_000,
  }, async () => {
    const spin = await fullSpin();
    const full = await spin.seat(9);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: CLASS_MESSAGES.full });

    const zoe = await spin.wait('zoe', 1);
    expect(zoe.statusCode).toBe(201);
    const token = linkToken(await mailTo('zoe@example.com', /You are on the waitlist/));
    const yan = await spin.wait('yan', 2);
    expect(yan.statusCode).toBe(201);
    expect((await spin.wait('zoe', 1)).statusCode).toBe(409);

    // A rider cancels: Zoe, first in line, is offered the seat, held for her (nobody else can take it).
    expect((await spin.cancel(spin.riders[0]!)).statusCode).toBe(200);
    const offer = await mailTo('zoe@example.com', /A time is free for you/, 5_000);
    expect(offer.text).toContain('6:00 PM');
    expect(await seatsOf(spin.session.id)).toEqual({ taken: 3, counted: 3 });
    expect((await spin.seat(10)).statusCode).toBe(409);

    const view = await app.inject({ url: `/api/waitlist/link/${token}` });
    const offered = view.json<{ offer: { id: string } }>().offer;
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/waitlist/link/${token}/accept`,
      payload: { offerId: offered.id },
    });
    expect(accepted.statusCode).toBe(200);
    const roster = await app.inject({
      url: `/api/classes/sessions/${spin.session.id}/roster`,
      headers: { cookie: spin.owner.cookie },
    });
    expect(
      roster.json<{ attendees: Array<{ clientName: string }> }>().attendees.map((a) => a.clientName),
    ).toContain('zoe W');
    expect(await seatsOf(spin.session.id)).toEqual({ taken: 3, counted: 3 });
  });

  it('gives a declined seat to the next customer and counts every seat back', {
    timeout: 60_000,
  }, async () => {
    const spin = await fullSpin();
    expect((await spin.wait('amy', 3)).statusCode).toBe(201);
    const amy = linkToken(await mailTo('amy@example.com', /You are on the waitlist/));
    expect((await spin.wait('bob', 4)).statusCode).toBe(201);
    expect((await spin.cancel(spin.riders[1]!)).statusCode).toBe(200);
    await mailTo('amy@example.com', /A time is free for you/, 5_000);
    const offered = (await app.inject({ url: `/api/waitlist/link/${amy}` })).json<{ offer: { id: string } }>()
      .offer;
    const declined = await app.inject({
      method: 'POST',
      url: `/api/waitlist/link/${amy}/decline`,
      payload: { offerId: offered.id },
    });
    expect(declined.statusCode).toBe(200);
    // Amy's held seat is given back and offered to Bob.
    await mailTo('bob@example.com', /A time is free for you/, 5_000);
    expect(await seatsOf(spin.session.id)).toEqual({ taken: 3, counted: 3 });
  });

  it('refuses to wait in a session with seats left, or for more seats than a booking takes', async () => {
    const spin = await fullSpin();
    expect((await spin.cancel(spin.riders[2]!)).statusCode).toBe(200);
    const free = await spin.wait('cal', 5);
    expect(free.statusCode).toBe(409);
    expect(free.json()).toEqual({ message: CLASS_MESSAGES.seatsLeft });
    const many = await spin.wait('dee', 6, 3);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ message: CLASS_MESSAGES.tooManySeats(2) });
  });
});
