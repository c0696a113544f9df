// POST /api/bookings under concurrency and retries: one winner per slot, least-busy assignment, Idempotency-Key.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { insertBookingFixture, localDateFromToday } from '#server/test/factories.ts';
import { at, bookingTestKit, clientData, NY, TAKEN } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

/** What the bookings of a business left: its clients, history events and 'New booking' notifications, and messages
 * naming no booking of the business. */
async function traces(businessId: string) {
  const [row] = await queryRows<{
    clients: number;
    events: number;
    notices: number;
    messagesOfOthers: number;
  }>(
    db,
    sql`select
      (select count(*)::int from clients where business_id = ${businessId}) as clients,
      (select count(*)::int from booking_events where business_id = ${businessId}) as events,
      (select count(*)::int from notifications where business_id = ${businessId} and title = 'New booking') as notices,
      (select count(*)::int from outbox where business_id = ${businessId}
        and booking_id not in (select id from bookings where business_id = ${businessId})) as "messagesOfOthers"`,
  );
  return row;
}

describe('simultaneous bookings and staff assignment', () => {
  it('gives exactly one of 50 simultaneous requests for one slot the booking; the rest get 409', async () => {
    const { business, services } = await shop();
    const appointmentDate = `${localDateFromToday(5, NY)}T11:00:00`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({
          businessSlug: business.slug,
          serviceId: services[0]!.id,
          appointmentDate,
          clientData: { firstName: `Racer${i}`, lastName: 'X', phone: `555-010-${String(1000 + i)}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: TAKEN });
    const rows = await db.select().from(bookings).where(eq(bookings.businessId, business.id));
    expect(rows).toHaveLength(1);
    // A refused booking leaves nothing behind: not its client, history, notification or messages.
    expect(await traces(business.id)).toEqual({ clients: 1, events: 1, notices: 1, messagesOfOthers: 0 });
  });

  it('with two staff and no choice, 10 simultaneous requests give each member one booking', async () => {
    const { business, services, staff } = await shop({ staff: [{}, {}] });
    const appointmentDate = `${localDateFromToday(5, NY)}T11:00:00`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book({
          businessSlug: business.slug,
          serviceId: services[0]!.id,
          appointmentDate,
          clientData: { firstName: `Pair${i}`, lastName: 'X', phone: `555-020-${String(1000 + i)}` },
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(8);
    expect(created.map((r) => r.json().teamMember.id).sort()).toEqual(staff.map((m) => m.id).sort());
    expect(await traces(business.id)).toEqual({ clients: 2, events: 2, notices: 2, messagesOfOthers: 0 });
  });

  it('gives one client to 8 simultaneous bookings typed with one phone, and keeps the first details', async () => {
    const { business, services, staff } = await shop({ staff: [{}, {}] });
    const date = localDateFromToday(6, NY);
    const responses = await Promise.all(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'].map((time, i) =>
        book({
          businessSlug: business.slug,
          serviceId: services[0]!.id,
          teamMemberId: staff[i % 2]!.id,
          appointmentDate: `${date}T${time}:00`,
          clientData: { firstName: `Same${i}`, lastName: 'Phone', phone: '555-030-1234' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const rows = await queryRows<{ clients: number; linked: number }>(
      db,
      sql`select (select count(*)::int from clients where business_id = ${business.id}) as clients,
        (select count(distinct client_id)::int from bookings where business_id = ${business.id}) as linked`,
    );
    expect(rows[0]).toEqual({ clients: 1, linked: 1 });
  });

  it('keeps the analytics totals exact when many bookings of one business and day are written at once', async () => {
    const { business, services, staff } = await shop({ staff: [{}, {}, {}, {}] });
    const date = localDateFromToday(6, NY);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    const responses = await Promise.all(
      staff.flatMap((member, m) =>
        times.map((time, t) =>
          book({
            businessSlug: business.slug,
            serviceId: services[0]!.id,
            teamMemberId: member.id,
            appointmentDate: `${date}T${time}:00`,
            clientData: { firstName: 'Busy', lastName: 'Day', phone: `555-030-${String(1000 + m * 10 + t)}` },
          }),
        ),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(24);
    const [totals] = await queryRows<{ day: number; allTime: number; revenue: string }>(
      db,
      sql`select (select sum(bookings)::int from booking_day_totals
          where business_id = ${business.id} and local_date = ${date}::date and status = 'confirmed') as day,
        (select sum(bookings)::int from booking_totals
          where business_id = ${business.id} and status = 'confirmed') as "allTime",
        (select sum(amount)::text from booking_totals where business_id = ${business.id}) as revenue`,
    );
    expect(totals).toEqual({ day: 24, allTime: 24, revenue: (24 * Number(services[0]!.price)).toFixed(2) });
  });

  it('assigns the least busy free member of that day when none is chosen', async () => {
    const { business, services, staff } = await shop({
      staff: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cy' }],
    });
    const date = localDateFromToday(4, NY);
    const fill = (member: number, time: string, day = date) =>
      insertBookingFixture(db, {
        businessId: business.id,
        serviceId: services[0]!.id,
        teamMemberId: staff[member]!.id,
        start: at(`${day}T${time}`),
      });
    await fill(0, '09:00');
    await fill(0, '09:30');
    await fill(1, '09:00');
    await fill(2, '10:00');
    await fill(2, '13:00');
    // The evening before is another local day, although in UTC it is the same one.
    await fill(1, '22:00', localDateFromToday(3, NY));
    // Ben (1 booking) beats Ana and Cy (2 each).
    const first = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${date}T15:00:00`,
      clientData,
    });
    expect(first.json().teamMember.name).toBe('Ben');
    // Now all have 2: the tie goes to the first in display order who is free at 10:00 (Ana; Cy is busy).
    const second = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${date}T10:00:00`,
      clientData: { ...clientData, phone: '555-999-0000' },
    });
    expect(second.json().teamMember.name).toBe('Ana');
  });
});

describe('Idempotency-Key', () => {
  it('returns the first booking for a retried submit and creates one row', async () => {
    const { business, services } = await shop();
    const payload = {
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${localDateFromToday(3, NY)}T13:00:00`,
      clientData,
    };
    const headers = { 'idempotency-key': 'submit-7f3a' };
    const first = await book(payload, headers);
    const retry = await book(payload, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const doubleClick = await Promise.all(
      [1, 2, 3].map(() =>
        book(
          { ...payload, appointmentDate: payload.appointmentDate.replace('13:00', '14:00') },
          { 'idempotency-key': 'dbl' },
        ),
      ),
    );
    expect(new Set(doubleClick.map((r) => r.json().id)).size).toBe(1);
    expect(doubleClick.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const rows = await db.select().from(bookings).where(eq(bookings.businessId, business.id));
    expect(rows).toHaveLength(2);
  });

  it('returns the first booking for a retried submit with a chosen member (checked against the kept read)', async () => {
    const { business, services, staff } = await shop();
    const payload = {
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      teamMemberId: staff[0]!.id,
      appointmentDate: `${localDateFromToday(3, NY)}T15:00:00`,
      clientData,
    };
    const first = await book(payload, { 'idempotency-key': 'chosen-1' });
    const retries = await Promise.all([1, 2].map(() => book(payload, { 'idempotency-key': 'chosen-1' })));
    expect(first.statusCode).toBe(201);
    expect(retries.map((r) => [r.statusCode, r.json().id])).toEqual([
      [200, first.json().id],
      [200, first.json().id],
    ]);
    const rows = await db.select().from(bookings).where(eq(bookings.businessId, business.id));
    expect(rows).toHaveLength(1);
  });

  it('never hands a booking to a request with someone else’s details, and limits the key length', async () => {
    const { business, services } = await shop();
    const payload = {
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${localDateFromToday(3, NY)}T13:00:00`,
      clientData,
    };
    await book(payload, { 'idempotency-key': 'k1' });
    const stranger = await book(
      { ...payload, clientData: { ...clientData, phone: '555 777 8888' } },
      { 'idempotency-key': 'k1' },
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe('This Idempotency-Key was already used for a different booking.');
    const long = await book(payload, { 'idempotency-key': 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
  });
});
