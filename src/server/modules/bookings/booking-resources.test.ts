// Bookings of services that need a resource: one unit per booking, refused when none is free (409, as a taken time),
// exactly `quantity` winners under concurrency, units freed by a cancellation and moved with the booking, and the
// units shown in the owner's booking details.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingResources, resources, serviceResources } from '#server/db/schema/resources.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { addDaysToLocalDate } from '#shared/domain/local-time.ts';
import { ALREADY_BOOKED_MESSAGE } from './booking-series.service.ts';
import { at, bookingTestKit, clientData, NY, TAKEN } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

/** A shop of `members` members whose two services both need a room of `quantity` units. */
async function shopWithRoom(quantity: number, members = 2) {
  const fixture = await shop({ staff: Array.from({ length: members }, () => ({})), services: [{}, {}] });
  const [room] = await db
    .insert(resources)
    .values({ businessId: fixture.business.id, name: 'Room', quantity })
    .returning();
  await db.insert(serviceResources).values(
    fixture.services.map((service) => ({
      businessId: fixture.business.id,
      serviceId: service.id,
      resourceId: room!.id,
    })),
  );
  const date = localDateFromToday(5, NY);
  let phone = 1000;
  /** A customer's booking of service `serviceIndex` with member `memberIndex` at local `time` that day. */
  const bookAt = (time: string, memberIndex: number, serviceIndex = 0) =>
    book({
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[serviceIndex]!.id,
      teamMemberId: fixture.staff[memberIndex]!.id,
      appointmentDate: `${date}T${time}:00`,
      clientData: { firstName: 'Guest', lastName: `${phone}`, phone: `555-030-${phone++}` },
    });
  const asOwner = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: fixture.owner.cookie }, ...(payload ? { payload } : {}) });
  /** Whether the booking page offers local `time` that day for service `serviceIndex`, any member. */
  const offered = async (time: string, serviceIndex = 0) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/businesses/${fixture.business.slug}/availability?serviceId=${fixture.services[serviceIndex]!.id}&from=${date}`,
    });
    const slots = response.json<{ dates: Array<{ slots: Array<{ time: string; available: boolean }> }> }>();
    return slots.dates[0]?.slots.find((slot) => slot.time === time)?.available ?? false;
  };
  return { ...fixture, room: room!, date, bookAt, asOwner, offered };
}

describe('a service that needs a room', () => {
  it('refuses the second booking of one room at a time, whoever is free, and hides the time', async () => {
    const s = await shopWithRoom(1);
    expect(await s.offered('11:00')).toBe(true);
    expect((await s.bookAt('11:00', 0)).statusCode).toBe(201);
    expect(await s.offered('11:00', 1)).toBe(false);
    // The other member is free, the other service needs the same room: the time is taken.
    const second = await s.bookAt('11:00', 1, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: TAKEN });
    // The owner's quick booking marks it taken for the services that need the room, though a member is free.
    const takenUrl = `/api/businesses/${s.business.id}/bookings/${s.date}`;
    const taken = await app.inject({ method: 'GET', url: `${takenUrl}?serviceId=${s.services[1]!.id}` });
    expect(taken.json()).toEqual([
      { appointmentDate: at(`${s.date}T11:00`).toISOString(), endsAt: at(`${s.date}T11:30`).toISOString() },
    ]);
    expect((await app.inject({ method: 'GET', url: takenUrl })).json()).toEqual([]);
    // The next start, which only touches the booking's end, is free.
    expect((await s.bookAt('11:30', 1)).statusCode).toBe(201);
  });

  it('with two units gives two bookings at one time and refuses a third', async () => {
    const s = await shopWithRoom(2, 3);
    expect((await s.bookAt('10:00', 0)).statusCode).toBe(201);
    expect(await s.offered('10:00')).toBe(true);
    expect((await s.bookAt('10:00', 1)).statusCode).toBe(201);
    expect(await s.offered('10:00')).toBe(false);
    const third = await s.bookAt('10:00', 2);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: TAKEN });
    const units = await db
      .select({ unit: bookingResources.unit })
      .from(bookingResources)
      .where(eq(bookingResources.resourceId, s.room.id));
    expect(units.map((u) => u.unit).sort()).toEqual([1, 2]);
  });

  it('gives exactly two of 10 simultaneous bookings of different members the 2 units', async () => {
    const s = await shopWithRoom(2, 10);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => s.bookAt('14:00', i)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json()).toEqual({ message: TAKEN });
    const held = await db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.resourceId, s.room.id), eq(bookingResources.live, true)));
    expect(held.map((h) => h.unit).sort()).toEqual([1, 2]);
  });

  it("with 'Any staff', 10 simultaneous bookings among 4 free members still get only the 2 units", async () => {
    const s = await shopWithRoom(2, 4);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book({
          businessSlug: s.business.slug,
          serviceId: s.services[i % 2]!.id,
          appointmentDate: `${s.date}T15:00:00`,
          clientData: { firstName: 'Any', lastName: `${i}`, phone: `555-040-${1000 + i}` },
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(8);
    // Two different members: each booking still has its own member's time.
    expect(new Set(created.map((r) => r.json().teamMember.id)).size).toBe(2);
  });

  it('frees the unit when the booking is cancelled: the time is offered and booked again', async () => {
    const s = await shopWithRoom(1);
    const first = (await s.bookAt('12:00', 0)).json<{ id: string }>();
    expect((await s.bookAt('12:00', 1)).statusCode).toBe(409);
    const cancelled = await s.asOwner('PATCH', `/api/bookings/${first.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await s.offered('12:00')).toBe(true);
    expect((await s.bookAt('12:00', 1)).statusCode).toBe(201);
  });

  it('moves the unit with the booking: the old time is free, the new one taken', async () => {
    const s = await shopWithRoom(1);
    const first = (await s.bookAt('09:00', 0)).json<{ id: string }>();
    const moved = await s.asOwner('PATCH', `/api/bookings/${first.id}`, {
      appointmentDate: `${s.date}T13:00:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await s.offered('09:00')).toBe(true);
    expect(await s.offered('13:00')).toBe(false);
    expect((await s.bookAt('13:00', 1)).statusCode).toBe(409);
    const other = (await s.bookAt('09:00', 1)).json<{ id: string }>();
    // Moving onto a time whose only unit is held is refused like a taken time, and changes nothing.
    const clash = await s.asOwner('PATCH', `/api/bookings/${other.id}`, {
      appointmentDate: `${s.date}T13:00:00`,
    });
    expect(clash.statusCode).toBe(409);
    expect(await s.offered('09:00')).toBe(false);
  });

  it("shows the booking's resource in the owner's details, with its unit when there are several", async () => {
    const single = await shopWithRoom(1);
    const one = (await single.bookAt('15:00', 0)).json<{ id: string }>();
    const details = await single.asOwner('GET', `/api/bookings/${one.id}`);
    expect(details.json().resources).toEqual([{ name: 'Room', unit: null }]);

    const pair = await shopWithRoom(2);
    await pair.bookAt('15:00', 0);
    const two = (await pair.bookAt('15:00', 1)).json<{ id: string }>();
    expect((await pair.asOwner('GET', `/api/bookings/${two.id}`)).json().resources).toEqual([
      { name: 'Room', unit: 2 },
    ]);
  });

  it('deleting the room frees the services of it and leaves the bookings that held it as they were', async () => {
    const s = await shopWithRoom(1);
    const held = (await s.bookAt('16:00', 0)).json<{ id: string }>();
    expect(await s.offered('16:00')).toBe(false);
    const removed = await s.asOwner('DELETE', `/api/resources/${s.room.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await s.offered('16:00')).toBe(true);
    expect((await s.bookAt('16:00', 1)).statusCode).toBe(201);
    const details = await s.asOwner('GET', `/api/bookings/${held.id}`);
    expect(details.json()).toMatchObject({ status: 'confirmed', resources: [{ name: 'Room', unit: null }] });
  });

  it('a repeating booking skips the week whose room another member holds', async () => {
    const s = await shopWithRoom(1);
    const weeks = [0, 7, 14].map((days) => `${addDaysToLocalDate(s.date, days)}T11:00:00`);
    const other = await book({
      businessSlug: s.business.slug,
      serviceId: s.services[1]!.id,
      teamMemberId: s.staff[1]!.id,
      appointmentDate: weeks[1],
      clientData: { firstName: 'Other', lastName: 'Guest', phone: '555-050-1000' },
    });
    expect(other.statusCode).toBe(201);
    const request = {
      serviceId: s.services[0]!.id,
      teamMemberId: s.staff[0]!.id,
      appointmentDate: weeks[0],
      repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 3 },
    };
    const preview = await s.asOwner('POST', '/api/bookings/series/preview', request);
    expect(preview.statusCode, preview.body).toBe(200);
    const occurrences = preview.json<{ occurrences: Array<{ available: boolean; reason?: string }> }>()
      .occurrences;
    expect(occurrences.map((o) => o.available)).toEqual([true, false, true]);
    expect(occurrences[1]?.reason).toBe(ALREADY_BOOKED_MESSAGE);
    // Chosen anyway (a stale preview): that week is reported as not booked, the others stand.
    const created = await s.asOwner('POST', '/api/bookings/series', {
      ...request,
      clientData,
      occurrences: weeks,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().booked).toHaveLength(2);
    expect(created.json().notBooked).toHaveLength(1);
  });
});
