// Database rules that hold whatever the API does: cascading deletes (a booking's messages included),
// case-insensitive emails, unique slugs and no overlapping bookings for one staff member.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { users } from './schema/accounts.ts';
import { bookings, clients, reviews } from './schema/bookings.ts';
import { businesses, services, teamMembers } from './schema/businesses.ts';
import { notifications, outbox, pushSubscriptions } from './schema/engagement.ts';

const { db } = await buildTestApp();

async function ownerWithBooking(email: string, slug: string) {
  const [user] = await db.insert(users).values({ email }).returning();
  const [business] = await db.insert(businesses).values({ userId: user!.id, name: 'Shop', slug }).returning();
  const businessId = business!.id;
  const [service] = await db
    .insert(services)
    .values({ businessId, name: 'Cut', price: '30.00', duration: 30 })
    .returning();
  const [member] = await db.insert(teamMembers).values({ businessId, name: 'Sam' }).returning();
  const [client] = await db
    .insert(clients)
    .values({ businessId, firstName: 'Jo', phone: '555 123 4567', phoneNormalized: '+15551234567' })
    .returning();
  const start = new Date('2030-01-07T15:00:00Z');
  const [booking] = await db
    .insert(bookings)
    .values({
      businessId,
      serviceId: service!.id,
      clientId: client!.id,
      teamMemberId: member!.id,
      appointmentDate: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      durationMinutes: 30,
      price: '30.00',
    })
    .returning();
  await db.insert(reviews).values({ businessId, bookingId: booking!.id, clientName: 'Jo', rating: 5 });
  await db
    .insert(notifications)
    .values({ businessId, type: 'booking', title: 'New booking', message: 'Jo booked Cut' });
  await db.insert(pushSubscriptions).values({
    userId: user!.id,
    businessId,
    endpoint: `https://push.example/${slug}`,
    p256dh: 'k',
    auth: 'a',
  });
  // The client's confirmation and the owner's push about the booking.
  await db.insert(outbox).values([
    { businessId, bookingId: booking!.id, kind: 'booking_confirmation', channel: 'email' },
    { businessId, bookingId: booking!.id, userId: user!.id, kind: 'owner_new_booking', channel: 'push' },
  ]);
  return {
    user: user!,
    businessId,
    member: member!,
    service: service!,
    client: client!,
    booking: booking!,
    start,
  };
}

describe('schema rules', () => {
  it('removing a user removes their business and everything under it, push subscriptions included', async () => {
    const { user, businessId } = await ownerWithBooking('cascade@example.com', 'cascade-shop');
    await db.delete(users).where(eq(users.id, user.id));
    const [left] = await db.select({ n: count() }).from(businesses).where(eq(businesses.id, businessId));
    expect(left?.n).toBe(0);
    for (const table of [services, teamMembers, clients, bookings, reviews, notifications, outbox]) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.businessId, businessId));
      expect(row?.n).toBe(0);
    }
    const [subs] = await db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(subs?.n).toBe(0);
  });

  it("removing a booking removes its messages and leaves the business's others", async () => {
    const { businessId, booking } = await ownerWithBooking('messages@example.com', 'messages-shop');
    await db.insert(outbox).values({ businessId, kind: 'test_push', channel: 'push' });
    await db.delete(bookings).where(eq(bookings.id, booking.id));
    const left = await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.businessId, businessId));
    expect(left).toEqual([{ kind: 'test_push' }]);
  });

  it('refuses a message naming a booking or a user that does not exist', async () => {
    const { businessId } = await ownerWithBooking('orphans@example.com', 'orphans-shop');
    const missing = '01900000-0000-7000-8000-000000000000';
    await expect(
      db
        .insert(outbox)
        .values({ businessId, bookingId: missing, kind: 'booking_confirmation', channel: 'email' }),
    ).rejects.toThrow();
    await expect(
      db.insert(outbox).values({ businessId, userId: missing, kind: 'owner_new_booking', channel: 'push' }),
    ).rejects.toThrow();
  });

  it('treats emails case-insensitively and slugs as unique', async () => {
    await db.insert(users).values({ email: 'Case@Example.com' });
    await expect(db.insert(users).values({ email: 'case@example.COM' })).rejects.toThrow();
    const [owner] = await db.insert(users).values({ email: 'slug-owner@example.com' }).returning();
    const [other] = await db.insert(users).values({ email: 'slug-other@example.com' }).returning();
    await db.insert(businesses).values({ userId: owner!.id, name: 'A', slug: 'same-slug' });
    await expect(
      db.insert(businesses).values({ userId: other!.id, name: 'B', slug: 'same-slug' }),
    ).rejects.toThrow();
  });

  it('never lets one staff member hold two overlapping live bookings', async () => {
    const { businessId, member, service, client, start } = await ownerWithBooking(
      'overlap@example.com',
      'overlap-shop',
    );
    const overlapping = {
      businessId,
      serviceId: service.id,
      clientId: client.id,
      teamMemberId: member.id,
      appointmentDate: new Date(start.getTime() + 15 * 60_000),
      endsAt: new Date(start.getTime() + 45 * 60_000),
      durationMinutes: 30,
      price: '30.00',
    };
    await expect(db.insert(bookings).values(overlapping)).rejects.toThrow();
    // A cancelled booking frees its time, and back-to-back bookings do not overlap.
    await db.insert(bookings).values({ ...overlapping, status: 'cancelled' });
    await db.insert(bookings).values({
      ...overlapping,
      appointmentDate: new Date(start.getTime() + 30 * 60_000),
      endsAt: new Date(start.getTime() + 60 * 60_000),
    });
    const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.teamMemberId, member.id));
    expect(row?.n).toBe(3);
  });
});
