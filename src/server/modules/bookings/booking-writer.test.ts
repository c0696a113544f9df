// The booking writer: bookings that arrive together are written as one batch, and one booking at fault in a
// batch fails alone.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '#server/db/errors.ts';
import { bookingEvents, bookings, clients } from '#server/db/schema/bookings.ts';
import { businesses, timeOff } from '#server/db/schema/businesses.ts';
import { notifications } from '#server/db/schema/engagement.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { insertBookingFixture, localDateFromToday } from '#server/test/factories.ts';
import { at, bookingTestKit, NY } from './booking-test-kit.ts';
import { type NewBooking, type WrittenBooking, writeBooking } from './booking-writer.ts';

const { app, db } = await buildTestApp();
const { shop } = bookingTestKit(app, db);

async function salon() {
  const fixture = await shop({ staff: [{ name: 'Ana' }, { name: 'Ben' }] });
  const date = localDateFromToday(6, NY);
  const [{ scheduleVersion }] = (await db
    .select({ scheduleVersion: businesses.scheduleVersion })
    .from(businesses)
    .where(eq(businesses.id, fixture.business.id))) as [{ scheduleVersion: number }];
  const booking = (member: number, time: string, phone: string, firstName = 'Dana'): NewBooking => {
    const id = randomUUID();
    const startsAt = at(`${date}T${time}`);
    return {
      id,
      businessId: fixture.business.id,
      scheduleVersion,
      serviceId: fixture.services[0]!.id,
      teamMemberId: fixture.staff[member]!.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      durationMinutes: 30,
      price: '35.00',
      notes: null,
      source: 'online',
      idempotencyKey: null,
      status: 'confirmed',
      client: { newId: randomUUID(), firstName, lastName: 'Lee', phone, phoneNormalized: phone, email: null },
      event: { id: randomUUID(), details: { source: 'online' }, actorUserId: null },
      notification: { id: randomUUID(), message: `${firstName} booked`, data: { bookingId: id } },
      manageLink: `http://localhost/client/${fixture.business.slug}?signin=test`,
    };
  };
  return { ...fixture, date, booking };
}

describe('booking writer', () => {
  it('writes bookings that arrive while one is written as one batch; one phone gets one client', async () => {
    const { booking } = await salon();
    // The first goes at once; the next two wait for it and go together (one transaction: one created_at).
    const [first, second, third] = (await Promise.all([
      writeBooking(db, booking(0, '10:00', '+15550001111')),
      writeBooking(db, booking(0, '11:00', '+15550002222', 'First')),
      writeBooking(db, booking(1, '11:00', '+15550002222', 'Second')),
    ])) as [WrittenBooking, WrittenBooking, WrittenBooking];
    expect(second.createdAt).toEqual(third.createdAt);
    expect(first.createdAt).not.toEqual(second.createdAt);
    expect(second.client.id).toBe(third.client.id);
    expect(third.client.firstName).toBe('Second');
    const stored = await db.select().from(clients).where(eq(clients.phoneNormalized, '+15550002222'));
    expect(stored.map((c) => c.firstName)).toEqual(['Second']);
    expect(first.memberName).toBe('Ana');
    expect(third.memberName).toBe('Ben');
    // Milestone totals count the batch: three bookings, the business's first.
    expect(third.totals.bookings).toBe(3);
  });

  it('leaves out only the booking whose time is taken, by an earlier booking or one of its batch', async () => {
    const { booking, business, services, staff, date } = await salon();
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: services[0]!.id,
      teamMemberId: staff[0]!.id,
      start: at(`${date}T14:00`),
    });
    const clash = booking(0, '14:00', '+15550003333');
    const twin = booking(1, '13:00', '+15550008888');
    const outcomes = await Promise.all([
      writeBooking(db, booking(1, '09:00', '+15550004444')),
      writeBooking(db, booking(1, '13:00', '+15550005555')),
      writeBooking(db, clash),
      writeBooking(db, twin),
      writeBooking(db, booking(1, '15:00', '+15550006666')),
    ]);
    expect(outcomes.map((o) => (typeof o === 'string' ? o : 'written'))).toEqual([
      'written',
      'written',
      'taken',
      'taken',
      'written',
    ]);
    for (const [left, phone] of [
      [clash, '+15550003333'],
      [twin, '+15550008888'],
    ] as const) {
      expect(await db.select().from(clients).where(eq(clients.phoneNormalized, phone))).toEqual([]);
      expect(await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, left.id))).toEqual([]);
    }
    const notices = await db.select().from(notifications).where(eq(notifications.businessId, business.id));
    expect(notices).toHaveLength(3);
  });

  it('writes a failed batch again booking by booking, so only the one at fault gets the error', async () => {
    const { booking } = await salon();
    const keyed = (b: NewBooking, key: string): NewBooking => ({ ...b, idempotencyKey: key });
    // The first goes at once; the next two wait for it and go together. The third reuses the first's
    // Idempotency-Key, which no check in the statement looks for: the batch fails on the unique index.
    const outcomes = await Promise.allSettled([
      writeBooking(db, keyed(booking(0, '09:00', '+15550011111'), 'key-1')),
      writeBooking(db, booking(0, '10:00', '+15550012222')),
      writeBooking(db, keyed(booking(1, '10:00', '+15550013333'), 'key-1')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(isUniqueViolation((outcomes[2] as PromiseRejectedResult).reason)).toBe(true);
    expect(await db.select().from(clients).where(eq(clients.phoneNormalized, '+15550013333'))).toEqual([]);
  });

  it('writes nothing of a booking checked against a schedule that has changed since', async () => {
    const { booking, business, staff, date } = await salon();
    await db.insert(timeOff).values({
      businessId: business.id,
      teamMemberId: staff[0]!.id,
      startDate: at(`${date}T08:00`),
      endDate: at(`${date}T18:00`),
      isApproved: true,
    });
    const stale = booking(0, '10:00', '+15550007777');
    expect(await writeBooking(db, stale)).toBe('stale');
    expect(await db.select().from(bookings).where(eq(bookings.id, stale.id))).toEqual([]);
    expect(await db.select().from(clients).where(eq(clients.phoneNormalized, '+15550007777'))).toEqual([]);
  });
});
