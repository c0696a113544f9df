// Reviews over HTTP: a client reviews their own completed visits once each, anyone reads the visible ones (no
// private field, newest first, paged, with the average), and the owner replies, hides and shows them again.
import fastifyCookie from '@fastify/cookie';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { reviews } from '#server/db/schema/bookings.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { startClientSession } from '#server/platform/client-session.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { insertBookingFixture, seedTenant, type TenantFixture } from '#server/test/factories.ts';
import {
  REVIEW_ALREADY_WRITTEN_MESSAGE,
  REVIEW_NOT_COMPLETED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
} from '#shared/schemas/reviews.ts';

const { app, db } = await buildTestApp();

/**
 * Client sessions as the sign-in routes start them: startClientSession on a reply of a small app of its own
 * (sharing the database), whose Set-Cookie becomes the Cookie header of the requests to the real app.
 */
const sessions = Fastify();
await sessions.register(fastifyCookie);
sessions.post<{ Params: { clientId: string } }>('/sign-in/:clientId', async (request, reply) => {
  await startClientSession(db, reply, { clientId: request.params.clientId, production: false });
  return reply.send({ ok: true });
});
afterAll(() => sessions.close());

async function clientCookie(clientId: string) {
  const res = await sessions.inject({ method: 'POST', url: `/sign-in/${clientId}` });
  const cookie = res.cookies.find((c) => c.name === 'bookwell_client');
  if (!cookie) throw new Error('no client cookie');
  return `bookwell_client=${cookie.value}`;
}

const DAY = 24 * 60 * 60 * 1000;
let visits = 0;
/** A visit of a new client of `tenant`, days ago, with that client signed in. */
async function visit(tenant: TenantFixture, status = 'completed', firstName = 'Maria') {
  visits += 1;
  const booking = await insertBookingFixture(db as Db, {
    businessId: tenant.business.id,
    serviceId: tenant.serviceId,
    teamMemberId: tenant.memberId,
    start: new Date(Date.now() - (visits + 1) * DAY),
    status,
    firstName,
  });
  return { booking, cookie: await clientCookie(booking.clientId) };
}

function postReview(cookie: string | undefined, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/client/reviews',
    headers: cookie ? { cookie } : {},
    payload,
  });
}

const publicReviews = (tenant: TenantFixture, query = '') =>
  app.inject({ url: `/api/businesses/${tenant.business.slug}/reviews${query}` });
const asOwner = (tenant: TenantFixture, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: tenant.cookie }, ...(payload ? { payload } : {}) });

let a: TenantFixture;
let b: TenantFixture;
beforeAll(async () => {
  a = await seedTenant(app, db as Db, 'Alpha');
  b = await seedTenant(app, db as Db, 'Bravo');
});

describe('POST /api/client/reviews', () => {
  it("takes one review of the client's own completed visit, shows it publicly as 'Maria I.' and tells the owner", async () => {
    const { booking, cookie } = await visit(a);
    const res = await postReview(cookie, { bookingId: booking.id, rating: 4, comment: '  Lovely fade  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      clientName: 'Maria I.',
      rating: 4,
      comment: 'Lovely fade',
      reply: null,
    });

    const listed = (await publicReviews(a)).json();
    expect(listed.reviews[0]).toMatchObject({ id: res.json().id, clientName: 'Maria I.', rating: 4 });

    const notifications = (await asOwner(a, 'GET', '/api/notifications')).json() as Array<{
      type: string;
      title: string;
      message: string;
      actionUrl: string;
      data: Record<string, unknown>;
    }>;
    expect(notifications[0]).toMatchObject({
      type: 'review',
      title: 'New review',
      message: 'Maria I. left a 4-star review.',
      actionUrl: '/reviews',
      data: { clientName: 'Maria I.', rating: 4 },
    });
    // The owner is told too, once by push and once by email.
    const toOwner = await db
      .select({ channel: outbox.channel, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'owner_new_review')))
      .orderBy(outbox.channel);
    const payload = {
      title: 'New review',
      body: 'Maria I. left a 4-star review.',
      url: '/reviews',
      rating: 4,
    };
    expect(toOwner).toEqual([
      { channel: 'email', payload },
      { channel: 'push', payload },
    ]);

    const again = await postReview(cookie, { bookingId: booking.id, rating: 1, comment: 'Changed my mind' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { message: REVIEW_ALREADY_WRITTEN_MESSAGE },
    });
    const stored = await db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(stored.map((r) => r.rating)).toEqual([4]);
  });

  it('lets exactly one of two reviews sent at once for the same visit through', async () => {
    const { booking, cookie } = await visit(a);
    const answers = await Promise.all(
      [5, 3].map((rating) => postReview(cookie, { bookingId: booking.id, rating })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: REVIEW_ALREADY_WRITTEN_MESSAGE,
    });
    expect(await db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toHaveLength(1);
  });

  it('refuses a visit that is not completed, and stores nothing', async () => {
    for (const status of ['confirmed', 'cancelled', 'no_show']) {
      const { booking, cookie } = await visit(a, status);
      const res = await postReview(cookie, { bookingId: booking.id, rating: 5 });
      expect({ status: res.statusCode, body: res.json() }, status).toEqual({
        status: 409,
        body: { message: REVIEW_NOT_COMPLETED_MESSAGE },
      });
      expect(await db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toHaveLength(0);
    }
  });

  it("answers 404 for another client's visit and for another business's, 401 without a client session", async () => {
    const mine = await visit(a);
    const theirs = await visit(a);
    const elsewhere = await visit(b);
    for (const bookingId of [theirs.booking.id, elsewhere.booking.id, 'not-a-uuid']) {
      const res = await postReview(mine.cookie, { bookingId, rating: 5 });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { message: 'Booking not found' },
      });
    }
    for (const cookie of [undefined, a.cookie]) {
      const res = await postReview(cookie, { bookingId: mine.booking.id, rating: 5 });
      expect(res.statusCode).toBe(401);
    }
    expect(await db.select().from(reviews).where(eq(reviews.bookingId, theirs.booking.id))).toHaveLength(0);
  });

  it('explains a rating outside 1–5 and a comment over 2000 characters', async () => {
    const { booking, cookie } = await visit(a);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bookingId: booking.id, rating: 6 }, 'Choose a rating from 1 to 5 stars'],
      [{ bookingId: booking.id, rating: 4.5 }, 'Choose a rating from 1 to 5 stars'],
      [{ bookingId: booking.id }, 'Choose a rating from 1 to 5 stars'],
      [
        { bookingId: booking.id, rating: 5, comment: 'x'.repeat(2001) },
        'Your review can be at most 2000 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await postReview(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('the public list and the owner view', () => {
  let tenant: TenantFixture;
  let ids: string[];
  beforeAll(async () => {
    tenant = await seedTenant(app, db as Db, 'Charlie');
    await db.delete(reviews).where(eq(reviews.businessId, tenant.business.id));
    // Twelve reviews, a minute apart: ratings 1..5 cycling, the newest last.
    ids = [];
    for (let i = 0; i < 12; i += 1) {
      const { booking } = await visit(tenant, 'completed', `Reviewer${i}`);
      const [row] = await db
        .insert(reviews)
        .values({
          businessId: tenant.business.id,
          bookingId: booking.id,
          clientId: booking.clientId,
          clientName: `Reviewer${i} I.`,
          rating: (i % 5) + 1,
          comment: `Comment ${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
        })
        .returning({ id: reviews.id });
      ids.push(row!.id);
    }
  });

  it('pages the visible reviews newest first, ten at a time, with the count and one-decimal average of all', async () => {
    const first = await publicReviews(tenant);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    // Ratings 1,2,3,4,5,1,2,3,4,5,1,2 → 33 / 12 = 2.75 → 2.8.
    expect(page1).toMatchObject({ count: 12, average: 2.8, page: 1, pageSize: 10 });
    expect(page1.reviews.map((r: { id: string }) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    const page2 = (await publicReviews(tenant, '?page=2')).json();
    expect(page2.reviews.map((r: { id: string }) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await publicReviews(tenant, '?page=3')).json().reviews).toEqual([]);
    for (const review of [...page1.reviews, ...page2.reviews])
      expect(Object.keys(review).sort()).toEqual([
        'clientName',
        'comment',
        'createdAt',
        'id',
        'rating',
        'repliedAt',
        'reply',
      ]);
    expect(first.body).not.toMatch(/clientId|bookingId|phone|email|hidden/i);
    for (const secret of tenant.secrets) expect(first.body).not.toContain(secret);
    const bad = await publicReviews(tenant, '?page=0');
    expect({ status: bad.statusCode, body: bad.json() }).toMatchObject({
      status: 400,
      body: { message: 'Page must be a whole number from 1' },
    });
  });

  it('leaves a hidden review out of the list, the count, the average and the dashboard, and back once shown', async () => {
    const newest = ids.at(-1)!; // rating 2
    const before = await publicReviews(tenant);
    const hidden = await asOwner(tenant, 'POST', `/api/reviews/${newest}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: newest, hidden: true });

    // The validator changed with the data: a browser holding the old version gets the new one at once.
    const after = await app.inject({
      url: `/api/businesses/${tenant.business.slug}/reviews`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    // 31 / 11 = 2.818… → 2.8; the list starts with the next newest.
    expect(after.json()).toMatchObject({ count: 11, average: 2.8 });
    expect(after.json().reviews.map((r: { id: string }) => r.id)).not.toContain(newest);
    const dashboard = (await asOwner(tenant, 'GET', '/api/analytics/dashboard')).json();
    expect(dashboard).toMatchObject({ totalReviews: 11, avgRating: 2.8 });

    const owner = (await asOwner(tenant, 'GET', '/api/reviews')).json();
    expect(owner).toMatchObject({ count: 11, total: 12, hiddenCount: 1, average: 2.8, page: 1 });
    expect(owner.reviews[0]).toMatchObject({ id: newest, hidden: true });

    const shown = await asOwner(tenant, 'POST', `/api/reviews/${newest}/unhide`);
    expect(shown.json()).toMatchObject({ id: newest, hidden: false });
    expect((await publicReviews(tenant)).json()).toMatchObject({ count: 12, average: 2.8 });
  });

  it("publishes the owner's reply, and an empty reply removes it", async () => {
    const target = ids[5]!;
    const replied = await asOwner(tenant, 'POST', `/api/reviews/${target}/reply`, {
      reply: '  Thank you, see you soon!  ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ id: target, reply: 'Thank you, see you soon!' });
    expect(replied.json().repliedAt).toEqual(expect.any(String));
    const listed = (await publicReviews(tenant)).json().reviews.find((r: { id: string }) => r.id === target);
    expect(listed).toMatchObject({ reply: 'Thank you, see you soon!' });

    const removed = await asOwner(tenant, 'POST', `/api/reviews/${target}/reply`, { reply: '' });
    expect(removed.json()).toMatchObject({ reply: null, repliedAt: null });

    const long = await asOwner(tenant, 'POST', `/api/reviews/${target}/reply`, { reply: 'x'.repeat(2001) });
    expect({ status: long.statusCode, body: long.json() }).toMatchObject({
      status: 400,
      body: { message: 'Your reply can be at most 2000 characters' },
    });
  });

  it("gives another owner a 404 for this business's reviews and only their own in their list", async () => {
    const target = ids[3]!;
    for (const [url, payload] of [
      [`/api/reviews/${target}/reply`, { reply: 'Not my shop' }],
      [`/api/reviews/${target}/hide`, undefined],
      [`/api/reviews/${target}/unhide`, undefined],
      ['/api/reviews/not-a-uuid/hide', undefined],
    ] as const) {
      const res = await asOwner(b, 'POST', url, payload);
      expect({ status: res.statusCode, body: res.json() }, url).toEqual({
        status: 404,
        body: { message: REVIEW_NOT_FOUND_MESSAGE },
      });
    }
    const [row] = await db.select().from(reviews).where(eq(reviews.id, target));
    expect(row).toMatchObject({ reply: null, hiddenAt: null });
    const theirs = (await asOwner(b, 'GET', '/api/reviews')).json();
    expect(theirs.reviews.map((r: { id: string }) => r.id)).not.toContain(target);
    expect((await app.inject({ url: '/api/reviews' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown business', async () => {
    const res = await app.inject({ url: '/api/businesses/no-such-shop/reviews' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { message: 'Business not found' },
    });
  });
});
