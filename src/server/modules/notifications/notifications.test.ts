import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { notifications } from '#server/db/schema/engagement.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { type AnalyticsFixtureSpec, seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';
import { recordMilestones } from './milestones.ts';
import { createNotification } from './notifications.service.ts';

const { app, db, database } = await buildTestApp();

async function ownerWithFixture(spec: Omit<AnalyticsFixtureSpec, 'userId'> = {}) {
  const owner = await signUpOwner(app);
  const fixture = await seedAnalyticsFixture(db, { userId: owner.user.id, ...spec });
  return { ...owner, fixture };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

describe('GET /api/notifications', () => {
  it('is [] for an owner without a business or without notifications — never sample data', async () => {
    const { cookie } = await signUpOwner(app);
    expect((await call('GET', '/api/notifications', cookie)).json()).toEqual([]);
    const owner = await ownerWithFixture();
    expect((await call('GET', '/api/notifications', owner.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it("lists the owner's notifications newest first, at most 50, with every field", async () => {
    const owner = await ownerWithFixture({
      notifications: [
        {
          type: 'review',
          title: 'New review',
          message: 'Ana rated you 5 stars',
          data: { rating: 5 },
          createdAt: minutesAgo(5),
        },
        {
          type: 'booking',
          title: 'New booking',
          message: 'Ben booked a Cut',
          priority: 'high',
          data: { clientName: 'Ben Okafor' },
          createdAt: minutesAgo(1),
        },
      ],
    });
    await ownerWithFixture({ notifications: [{ title: 'Someone else' }] });
    const list = (await call('GET', '/api/notifications', owner.cookie)).json();
    expect(list).toEqual([
      {
        id: owner.fixture.notificationIds[1],
        type: 'booking',
        title: 'New booking',
        message: 'Ben booked a Cut',
        priority: 'high',
        read: false,
        actionUrl: null,
        data: { clientName: 'Ben Okafor' },
        createdAt: expect.any(String),
      },
      expect.objectContaining({ id: owner.fixture.notificationIds[0], type: 'review', data: { rating: 5 } }),
    ]);

    const many = await ownerWithFixture({
      notifications: Array.from({ length: 55 }, (_, i) => ({
        title: `n${i}`,
        createdAt: minutesAgo(100 - i),
      })),
    });
    const page = (await call('GET', '/api/notifications', many.cookie)).json();
    expect(page).toHaveLength(50);
    expect(page[0].title).toBe('n54');
  });
});

describe('read, read-all and delete are persisted and scoped to the owner', () => {
  it('marks one read, all read, and deletes', async () => {
    const mine = await ownerWithFixture({ notifications: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] });
    const theirs = await ownerWithFixture({ notifications: [{ title: 'x' }] });
    const [a, b, c] = mine.fixture.notificationIds as [string, string, string];
    const [x] = theirs.fixture.notificationIds as [string];

    const read = await call('PUT', `/api/notifications/${a}/read`, mine.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: a, read: true });

    // Another owner's id, a malformed id and an unknown id are all the same 404; signed out is 401.
    for (const id of [x, 'not-a-uuid', '0190f1f0-0000-7000-8000-000000000000']) {
      expect((await call('PUT', `/api/notifications/${id}/read`, mine.cookie)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/notifications/${id}`, mine.cookie)).statusCode).toBe(404);
    }
    expect((await call('PUT', `/api/notifications/${a}/read`)).statusCode).toBe(401);
    const [untouched] = await db.select().from(notifications).where(eq(notifications.id, x));
    expect(untouched?.read).toBe(false);

    const all = await call('POST', '/api/notifications/read-all', mine.cookie);
    expect(all.json()).toEqual({ updated: 2 });
    const states = (await call('GET', '/api/notifications', mine.cookie))
      .json()
      .map((n: { read: boolean }) => n.read);
    expect(states).toEqual([true, true, true]);
    expect((await call('GET', '/api/notifications', theirs.cookie)).json()[0].read).toBe(false);

    const removed = await call('DELETE', `/api/notifications/${b}`, mine.cookie);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('DELETE', `/api/notifications/${b}`, mine.cookie)).statusCode).toBe(404);
    const ids = (await call('GET', '/api/notifications', mine.cookie))
      .json()
      .map((n: { id: string }) => n.id);
    expect(ids.sort()).toEqual([a, c].sort());
    expect((await call('GET', '/api/notifications', theirs.cookie)).json()).toHaveLength(1);
  });
});

describe('Live Activity', () => {
  it('shows stored events as activity items, newest first, with read state persisted', async () => {
    const owner = await ownerWithFixture({
      notifications: [
        {
          type: 'payment',
          title: 'Payment received',
          message: '$45.00 from Ana',
          data: { amount: '45.00', clientName: 'Ana Lima' },
          createdAt: minutesAgo(30),
        },
        {
          type: 'review',
          title: 'New review',
          message: '4 stars',
          data: { rating: 4 },
          read: true,
          createdAt: minutesAgo(20),
        },
        ...Array.from({ length: 6 }, (_, i) => ({ title: `Booking ${i}`, createdAt: minutesAgo(10 - i) })),
      ],
    });
    const first = (await call('GET', '/api/analytics/activity', owner.cookie)).json();
    expect(first.items).toHaveLength(6);
    expect(first.unreadCount).toBe(7);
    expect(first.items[0]).toEqual({
      id: owner.fixture.notificationIds[7],
      type: 'booking',
      title: 'Booking 5',
      description: 'A client booked an appointment.',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      priority: 'medium',
      unread: true,
      actionUrl: null,
    });
    const all = (await call('GET', '/api/analytics/activity?limit=50', owner.cookie)).json();
    expect(all.items.at(-1)).toMatchObject({ type: 'payment', amount: 45, client: 'Ana Lima', unread: true });
    expect(all.items.at(-2)).toMatchObject({ type: 'review', rating: 4, unread: false });
    expect((await call('GET', '/api/analytics/activity?limit=0', owner.cookie)).statusCode).toBe(400);

    expect((await call('POST', '/api/analytics/activity/read-all', owner.cookie)).json()).toEqual({
      updated: 7,
    });
    const after = (await call('GET', '/api/analytics/activity', owner.cookie)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item: { unread: boolean }) => !item.unread)).toBe(true);
  });
});

describe('recordMilestones', () => {
  const milestoneRows = (businessId: string) =>
    db
      .select({ title: notifications.title, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.businessId, businessId), eq(notifications.type, 'milestone')));

  it('announces the first booking, then 10 bookings, then revenue, each once', async () => {
    const { fixture } = await ownerWithFixture({
      bookings: [{ at: '2026-01-05T10:00', status: 'completed' }],
    });
    const { businessId, bookingIds } = fixture;
    const record = () => db.transaction((tx) => recordMilestones({ db: tx, businessId }));
    expect((await record()).map((n) => n.title)).toEqual(['First booking!']);
    expect(await record()).toEqual([]);

    const [template] = await db.select().from(bookings).where(eq(bookings.id, bookingIds[0]!));
    const { id: _id, createdAt: _c, updatedAt: _u, paidAmount: _p, ...row } = template!;
    // Nine more completed bookings of 40.00 on later days (ten in all, 400.00), then a 600.00 one.
    await db.insert(bookings).values(
      Array.from({ length: 9 }, (_, i) => ({
        ...row,
        appointmentDate: new Date(template!.appointmentDate.getTime() + (i + 1) * 86_400_000),
        endsAt: new Date(template!.endsAt.getTime() + (i + 1) * 86_400_000),
      })),
    );
    expect((await record()).map((n) => n.title)).toEqual(['10 bookings!']);
    await db.insert(bookings).values({
      ...row,
      price: '600.00',
      appointmentDate: new Date(template!.appointmentDate.getTime() + 20 * 86_400_000),
      endsAt: new Date(template!.endsAt.getTime() + 20 * 86_400_000),
    });
    const revenue = await record();
    expect(revenue.map((n) => [n.title, n.message, n.data])).toEqual([
      [
        '$1,000 earned',
        'Completed bookings have now brought in $1,000 in total.',
        { milestone: 'revenue', threshold: 1000, amount: 1000 },
      ],
    ]);
    expect(await record()).toEqual([]);
    expect((await milestoneRows(businessId)).map((n) => n.title)).toEqual([
      'First booking!',
      '10 bookings!',
      '$1,000 earned',
    ]);
  });

  it('announces nothing for a business without bookings, and cancelled bookings do not count', async () => {
    const { fixture } = await ownerWithFixture({
      bookings: [{ at: '2026-01-05T10:00', status: 'cancelled' }],
    });
    expect(
      await db.transaction((tx) => recordMilestones({ db: tx, businessId: fixture.businessId })),
    ).toEqual([]);
  });

  it.runIf(database.kind === 'postgres')(
    'announces a milestone once when two transactions race',
    async () => {
      const { fixture } = await ownerWithFixture({ bookings: [{ at: '2026-01-05T10:00' }] });
      await Promise.all(
        Array.from({ length: 4 }, () =>
          db.transaction((tx) => recordMilestones({ db: tx, businessId: fixture.businessId })),
        ),
      );
      expect(await milestoneRows(fixture.businessId)).toHaveLength(1);
    },
  );

  it('createNotification stores what other modules report, for the list and Live Activity', async () => {
    const owner = await ownerWithFixture();
    const created = await createNotification({
      db,
      businessId: owner.fixture.businessId,
      type: 'booking',
      title: 'New booking',
      message: 'Ana booked a Cut for Fri 10:00',
      actionUrl: '/calendar',
      data: { clientName: 'Ana Lima', bookingId: 'b1' },
    });
    expect(created).toMatchObject({ priority: 'medium', read: false, actionUrl: '/calendar' });
    const activity = (await call('GET', '/api/analytics/activity', owner.cookie)).json();
    expect(activity.items[0]).toMatchObject({ id: created.id, client: 'Ana Lima', actionUrl: '/calendar' });
  });
});
