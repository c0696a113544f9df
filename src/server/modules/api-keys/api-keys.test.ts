// API keys over HTTP: created by the owner and shown once (stored hashed), revoked at once, and, as
// `Authorization: Bearer`, reading and booking in the key's own business only, through the app's own routes.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '#server/db/schema/api-keys.ts';
import { notifications, outbox } from '#server/db/schema/engagement.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday, rowCounter, seedTenant, type TenantFixture } from '#server/test/factories.ts';
import { caseOf, routeKeysOf } from '#server/test/route-cases.ts';
import { API_KEY_PATTERN, MAX_ACTIVE_API_KEYS } from '#shared/schemas/api-key.ts';
import { API_KEY_ROUTES } from './api-key-scope.ts';

const { app, db } = await buildTestApp();

let a: TenantFixture;
let b: TenantFixture;
beforeAll(async () => {
  a = await seedTenant(app, db, 'Alpha');
  b = await seedTenant(app, db, 'Bravo');
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const withKey = (key: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, ...bearer(key) } });
const asOwner = (tenant: TenantFixture, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, cookie: tenant.cookie } });

async function newKey(tenant: TenantFixture, name = 'Zapier') {
  const res = await asOwner(tenant, { method: 'POST', url: '/api/api-keys', payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; keyPrefix: string; name: string };
}

describe('an owner’s API keys', () => {
  it('shows a new key once, keeps only its SHA-256, and lists it by name and prefix', async () => {
    const created = await newKey(a, 'Front desk sync');
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created.key.startsWith(created.keyPrefix)).toBe(true);
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await asOwner(a, { method: 'GET', url: '/api/api-keys' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json()).toContainEqual({
      id: created.id,
      name: 'Front desk sync',
      keyPrefix: created.keyPrefix,
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
  });

  it('records when a key was last used', async () => {
    const { id, key } = await newKey(a);
    expect((await withKey(key, { method: 'GET', url: '/api/services' })).statusCode).toBe(200);
    const listed = (await asOwner(a, { method: 'GET', url: '/api/api-keys' })).json() as {
      id: string;
      lastUsedAt: string | null;
    }[];
    const usedAt = listed.find((k) => k.id === id)?.lastUsedAt;
    expect(usedAt).not.toBeNull();
    expect(Date.now() - Date.parse(usedAt!)).toBeLessThan(60_000);
  });

  it('refuses a revoked key at once, and only its owner can revoke it', async () => {
    const { id, key } = await newKey(a);
    expect((await withKey(key, { method: 'GET', url: '/api/bookings' })).statusCode).toBe(200);
    expect((await asOwner(b, { method: 'DELETE', url: `/api/api-keys/${id}` })).statusCode).toBe(404);
    expect((await withKey(key, { method: 'GET', url: '/api/bookings' })).statusCode).toBe(200);

    const revoked = await asOwner(a, { method: 'DELETE', url: `/api/api-keys/${id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const refused = await withKey(key, { method: 'GET', url: '/api/bookings' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 401,
      body: { message: 'Invalid or revoked API key' },
    });
    // Revoking again changes nothing; an unknown id is a 404.
    expect((await asOwner(a, { method: 'DELETE', url: `/api/api-keys/${id}` })).json().revokedAt).toBe(
      revoked.json().revokedAt,
    );
    expect((await asOwner(a, { method: 'DELETE', url: '/api/api-keys/not-a-key' })).statusCode).toBe(404);
  });

  it('refuses a made-up or malformed key with 401', async () => {
    for (const key of [`bw_live_${'x'.repeat(43)}`, 'bw_live_short', 'sk_test_123', a.apiKey.slice(0, -1)]) {
      const res = await withKey(key, { method: 'GET', url: '/api/bookings' });
      expect(res.statusCode, key).toBe(401);
    }
  });

  it(`stops at ${MAX_ACTIVE_API_KEYS} active keys with a 409 saying what to do`, async () => {
    const listed = (await asOwner(b, { method: 'GET', url: '/api/api-keys' })).json() as unknown[];
    for (let i = listed.length; i < MAX_ACTIVE_API_KEYS; i++) await newKey(b, `Key ${i}`);
    const over = await asOwner(b, { method: 'POST', url: '/api/api-keys', payload: { name: 'One more' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one you no longer use first.`,
    );
  });
});

describe('a request with an API key', () => {
  it('reads its own business’s bookings, clients and services, and gets 404 for another owner’s', async () => {
    const bookings = await withKey(a.apiKey, { method: 'GET', url: '/api/bookings' });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.json().map((x: { id: string }) => x.id)).toContain(a.bookingId);
    expect(bookings.body).not.toContain(b.bookingId);
    const own = await withKey(a.apiKey, { method: 'GET', url: `/api/bookings/${a.bookingId}` });
    expect(own.statusCode).toBe(200);
    expect((await withKey(a.apiKey, { method: 'GET', url: `/api/clients/${a.clientId}` })).statusCode).toBe(
      200,
    );
    const services = await withKey(a.apiKey, { method: 'GET', url: '/api/services' });
    expect(
      services
        .json()
        .map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([a.serviceId, a.classServiceId].sort());

    for (const url of [`/api/bookings/${b.bookingId}`, `/api/clients/${b.clientId}`]) {
      const res = await withKey(a.apiKey, { method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    const foreignChange = await withKey(a.apiKey, {
      method: 'PATCH',
      url: `/api/bookings/${b.bookingId}`,
      payload: { status: 'cancelled' },
    });
    expect(foreignChange.statusCode).toBe(404);
    // The key decides, never a cookie sent with it: A's key with B's session still reads A's business only.
    const mixed = await app.inject({
      method: 'GET',
      url: `/api/bookings/${b.bookingId}`,
      headers: { ...bearer(a.apiKey), cookie: b.cookie },
    });
    expect(mixed.statusCode).toBe(404);
  });

  it('gets 403 from every route off the allow-list (account, settings, keys, public pages), writing nothing', async () => {
    const counts = await rowCounter(db, ['api_keys']);
    const before = await counts();
    const reached: string[] = [];
    // Outside /api/ (uploaded images, calendar feeds: public files) the header is not read at all.
    const keys = routeKeysOf(app).filter((key) => key.includes(' /api/') && !API_KEY_ROUTES.has(key));
    expect(keys).toEqual(
      expect.arrayContaining(['GET /api/auth/user', 'GET /api/api-keys', 'GET /api/auth/export']),
    );
    for (const key of keys) {
      const [method = 'GET'] = key.split(' ');
      const res = await withKey(a.apiKey, { method: method as 'GET', ...caseOf(key).request(a) });
      if (res.statusCode !== 403 || res.json().message !== 'API keys cannot use this endpoint.') {
        reached.push(`${key}: ${res.statusCode}`);
      }
    }
    expect(reached).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('books, reschedules and cancels in its own business with the app’s rules: a taken slot is a 409', async () => {
    const day = localDateFromToday(6, 'America/New_York');
    const booking = {
      serviceId: a.serviceId,
      teamMemberId: a.memberId,
      appointmentDate: `${day}T11:00`,
      clientData: { firstName: 'Api', lastName: 'Client', phone: a.clientPhone },
    };
    const created = await withKey(a.apiKey, { method: 'POST', url: '/api/bookings', payload: booking });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ businessId: a.business.id, status: 'confirmed', source: 'api' });
    // Its history says it came through the key, by name, not from the owner's own hand.
    const detail = await withKey(a.apiKey, { method: 'GET', url: `/api/bookings/${created.json().id}` });
    expect(detail.json().history[0]).toMatchObject({
      action: 'created',
      details: { source: 'api', apiKey: 'Alpha key name' },
    });
    const byHand = await asOwner(a, {
      method: 'POST',
      url: '/api/bookings',
      payload: { ...booking, appointmentDate: `${day}T16:00` },
    });
    expect(byHand.json()).toMatchObject({ source: 'owner' });

    const taken = await withKey(a.apiKey, { method: 'POST', url: '/api/bookings', payload: booking });
    expect(taken.statusCode).toBe(409);
    const invalid = await withKey(a.apiKey, {
      method: 'POST',
      url: '/api/bookings',
      payload: { ...booking, appointmentDate: `${day}T11:07` },
    });
    expect(invalid.statusCode).toBe(422);

    const later = await withKey(a.apiKey, {
      method: 'POST',
      url: '/api/bookings',
      payload: { ...booking, appointmentDate: `${day}T14:00` },
    });
    expect(later.statusCode).toBe(201);
    const onto = await withKey(a.apiKey, {
      method: 'PATCH',
      url: `/api/bookings/${later.json().id}`,
      payload: { appointmentDate: `${day}T11:00` },
    });
    expect(onto.statusCode).toBe(409);
    const cancelled = await withKey(a.apiKey, {
      method: 'PATCH',
      url: `/api/bookings/${created.json().id}`,
      payload: { status: 'cancelled', cancellationReason: 'Cancelled by the integration' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    // The freed slot can be taken again.
    expect(
      (
        await withKey(a.apiKey, {
          method: 'PATCH',
          url: `/api/bookings/${later.json().id}`,
          payload: { appointmentDate: `${day}T11:00` },
        })
      ).statusCode,
    ).toBe(200);

    // An integration, not the owner at hand: the owner is told of what the key did, as of a customer's booking,
    // and pushed; the owner's own booking tells them nothing.
    const told = async (bookingId: string) =>
      (
        await db
          .select({ title: notifications.title, message: notifications.message })
          .from(notifications)
          .where(
            and(
              eq(notifications.businessId, a.business.id),
              sql`${notifications.data} ->> 'bookingId' = ${bookingId}`,
            ),
          )
          .orderBy(notifications.createdAt)
      ).map((n) => n.title);
    expect(await told(created.json().id)).toEqual(['New booking', 'Booking cancelled']);
    expect(await told(later.json().id)).toEqual(['New booking', 'Booking rescheduled']);
    expect(await told(byHand.json().id)).toEqual([]);
    const [cancelNotice] = await db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.businessId, a.business.id), eq(notifications.title, 'Booking cancelled')));
    expect(cancelNotice!.message).toMatch(/^The API key "Alpha key name" cancelled a booking on /);
    const pushes = await db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(
        and(eq(outbox.bookingId, created.json().id), eq(outbox.channel, 'push'), isNotNull(outbox.userId)),
      )
      .orderBy(outbox.createdAt);
    expect(pushes.map((p) => p.kind)).toEqual(['owner_new_booking', 'owner_booking_cancelled']);
  });

  it('is not held up by the same-origin check (it carries no cookie), which still guards cookie requests', async () => {
    const payload = {
      serviceId: a.serviceId,
      appointmentDate: `${localDateFromToday(7, 'America/New_York')}T12:00`,
      clientData: { firstName: 'Cross', lastName: 'Site', phone: a.clientPhone },
    };
    const headers = { origin: 'https://integrator.example' };
    const keyed = await withKey(a.apiKey, { method: 'POST', url: '/api/bookings', payload, headers });
    expect(keyed.statusCode, keyed.body).toBe(201);
    const cookied = await asOwner(a, { method: 'POST', url: '/api/bookings', payload, headers });
    expect({ status: cookied.statusCode, body: cookied.json() }).toEqual({
      status: 403,
      body: { message: 'Cross-site request refused.' },
    });
    // A foreign page cannot ride a session by adding a made-up key: the key is checked, the cookie ignored.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Forged' },
      headers: { ...headers, cookie: a.cookie, authorization: 'Bearer forged' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
