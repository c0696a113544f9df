// Integrations over HTTP: every catalogue id connects and disconnects and stays so per business, coming-soon ids
// are refused (409) and unknown ones are a 400, requests are kept; webhook integrations post signed events
// (booking created, rescheduled, cancelled, completed, payment recorded, test) to a real local receiver through
// the outbox, retry a 500 until it succeeds once, and refuse private and loopback addresses when saved and, after
// DNS resolution, when sent.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessIntegrations } from '#server/db/schema/businesses.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { integrationRequests } from '#server/db/schema/integrations.ts';
import { readEnv } from '#server/env.ts';
import { queueWebhookEvent } from '#server/modules/outbox/booking-messages.ts';
import type { Transport } from '#server/modules/outbox/delivery.types.ts';
import { createOutboxWorker } from '#server/modules/outbox/worker.ts';
import { isPrivateAddress, type ResolveAll } from '#server/net/public-address.ts';
import { loadSecretKey, secretBox } from '#server/platform/secret-box.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  insertBookingFixture,
  localDateFromToday,
  seedTenant,
  type TenantFixture,
} from '#server/test/factories.ts';
import { INTEGRATIONS, WEBHOOK_LOG_SIZE } from '#shared/domain/integrations.ts';
import type { IntegrationRecord, WebhookDetails } from '#shared/schemas/integrations.ts';
import { TEST_EVENTS_PER_MINUTE } from './integrations.routes.ts';
import { COMING_SOON_MESSAGE, UNKNOWN_INTEGRATION_MESSAGE } from './integrations.service.ts';
import { newWebhookSecret } from './webhook-settings.ts';
import { checkWebhookUrl, UNSAFE_WEBHOOK_MESSAGE } from './webhook-target.ts';
import { createWebhookTransport } from './webhook-transport.ts';

// A local receiver is only reachable with the test-only flag; the tests run the outbox worker themselves.
const local = await buildTestApp({ env: { OUTBOX_WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
const guarded = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });
const { app, db, dataDir } = local;
const box = secretBox(loadSecretKey({ dataDir }));

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
/** Status codes the receiver answers with, in turn; 200 when none is left. */
const answers: number[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.statusCode = answers.shift() ?? 200;
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/bookwell`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const skip: Transport = async () => ({ status: 'skipped', reason: 'not under test' });
const worker = createOutboxWorker({
  db,
  retryBaseMs: 0,
  transports: {
    email: skip,
    sms: skip,
    push: skip,
    webhook: createWebhookTransport({ db, box, allowPrivate: true }),
  },
});
/** Delivers every due row; a retried row is due again at once (retryBaseMs 0). */
async function deliverAll() {
  while ((await worker.runOnce()) > 0) {}
}

function call(
  t: { cookie: string },
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  target = app,
) {
  return target.inject({ method, url, headers: { cookie: t.cookie }, ...(payload ? { payload } : {}) });
}

const list = async (t: TenantFixture, target = app) =>
  (await call(t, 'GET', '/api/integrations', undefined, target)).json() as IntegrationRecord[];
const connectedIds = async (t: TenantFixture) =>
  (await list(t)).filter((r) => r.isConnected).map((r) => r.integrationId);

/** HMAC-SHA256 of "<t>.<body>" under the secret, as a receiver checks it. */
function verifySignature(header: string | string[] | undefined, body: string, secret: string) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header));
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
}

let a: TenantFixture;
let b: TenantFixture;
beforeAll(async () => {
  a = await seedTenant(app, db, 'Alpha');
  b = await seedTenant(app, db, 'Bravo');
});

describe('the catalogue and connections', () => {
  it('lists every catalogue entry, none connected at first', async () => {
    const records = await list(a);
    expect(records.map((r) => r.integrationId)).toEqual(INTEGRATIONS.map((i) => i.id));
    expect(records.every((r) => r.isConnected === false)).toBe(true);
    expect(records.length).toBeGreaterThanOrEqual(33);
  });

  it('connects and disconnects every id that is not coming soon, per business, and refuses coming-soon ones', async () => {
    for (const entry of INTEGRATIONS) {
      const payload = {
        integrationId: entry.id,
        ...(entry.kind === 'webhook' ? { webhookUrl: receiverUrl } : {}),
      };
      const res = await call(a, 'POST', '/api/integrations/connect', payload);
      if (entry.comingSoon) {
        expect(res.statusCode, entry.id).toBe(409);
        expect(res.json()).toEqual({ message: COMING_SOON_MESSAGE });
      } else {
        expect(res.statusCode, `${entry.id}: ${res.body}`).toBe(200);
        expect(res.json()).toEqual({ integrationId: entry.id, isConnected: true });
      }
    }
    const available = INTEGRATIONS.filter((i) => !i.comingSoon).map((i) => i.id);
    expect(await connectedIds(a)).toEqual(available);
    expect(available).not.toContain('whatsapp');
    expect(available).not.toContain('mindbody');
    // Another business's connections are its own.
    expect(await connectedIds(b)).toEqual([]);

    for (const id of available) {
      const res = await call(a, 'POST', '/api/integrations/disconnect', { integrationId: id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ integrationId: id, isConnected: false });
    }
    expect(await connectedIds(a)).toEqual([]);
    const disconnectSoon = await call(a, 'POST', '/api/integrations/disconnect', {
      integrationId: 'mindbody',
    });
    expect(disconnectSoon.statusCode).toBe(409);
  });

  it('answers 400 for an unknown id, a missing id and a webhook without its URL', async () => {
    for (const path of ['connect', 'disconnect']) {
      const unknown = await call(a, 'POST', `/api/integrations/${path}`, { integrationId: 'myspace' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: UNKNOWN_INTEGRATION_MESSAGE });
      expect((await call(a, 'POST', `/api/integrations/${path}`, {})).statusCode).toBe(400);
    }
    const noUrl = await call(a, 'POST', '/api/integrations/connect', { integrationId: 'slack' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toEqual({ message: 'Enter the webhook URL.' });
    expect(await connectedIds(a)).toEqual([]);
  });

  it('keeps a request for a missing integration, with its note', async () => {
    const res = await call(a, 'POST', '/api/integrations/requests', {
      name: 'Vagaro',
      note: 'We import our old bookings from it',
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await db
      .select()
      .from(integrationRequests)
      .where(eq(integrationRequests.businessId, a.business.id));
    expect(rows).toMatchObject([
      { name: 'Vagaro', note: 'We import our old bookings from it', userId: a.userId },
    ]);
    expect((await call(a, 'POST', '/api/integrations/requests', { name: '  ' })).statusCode).toBe(400);
  });
});

describe('webhooks to a local receiver', () => {
  let secret: string;
  beforeAll(async () => {
    await deliverAll();
    const res = await call(a, 'POST', '/api/integrations/connect', {
      integrationId: 'slack',
      webhookUrl: receiverUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
    const details = (await call(a, 'GET', '/api/integrations/slack/webhook')).json() as WebhookDetails;
    expect(details).toMatchObject({ integrationId: 'slack', url: receiverUrl, deliveries: [] });
    expect(details.secret).toMatch(/^whsec_/);
    secret = details.secret;
  });

  it('posts a signed test event and shows it in the delivery log', async () => {
    received.length = 0;
    const res = await call(a, 'POST', '/api/integrations/slack/test-event');
    expect(res.statusCode, res.body).toBe(202);
    await deliverAll();
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.headers['content-type']).toBe('application/json');
    expect(verifySignature(hit!.headers['x-bookwell-signature'], hit!.body, secret)).toBe(true);
    expect(verifySignature(hit!.headers['x-bookwell-signature'], hit!.body, newWebhookSecret())).toBe(false);
    expect(JSON.parse(hit!.body)).toMatchObject({
      event: 'test',
      data: { message: 'A test event from Bookwell.' },
    });
    const details = (await call(a, 'GET', '/api/integrations/slack/webhook')).json() as WebhookDetails;
    expect(details.deliveries).toMatchObject([{ event: 'test', statusCode: 200, error: null }]);
    expect(details.deliveries[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('posts booking created, rescheduled, completed, cancelled and payment recorded', async () => {
    received.length = 0;
    const created = await call(a, 'POST', '/api/bookings', {
      serviceId: a.serviceId,
      teamMemberId: a.memberId,
      appointmentDate: `${localDateFromToday(5, 'America/New_York')}T11:00`,
      clientData: { firstName: 'Webhook', lastName: 'Client', phone: a.clientPhone },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bookingId = (created.json() as { id: string }).id;
    const moved = await call(a, 'PATCH', `/api/bookings/${bookingId}`, {
      appointmentDate: `${localDateFromToday(5, 'America/New_York')}T13:00`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const paid = await call(a, 'POST', '/api/payments', { bookingId, method: 'card', amount: '35.00' });
    expect(paid.statusCode, paid.body).toBe(201);
    const cancelled = await call(a, 'PATCH', `/api/bookings/${a.bookingId}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverAll();

    const events = received.map((r) => {
      expect(verifySignature(r.headers['x-bookwell-signature'], r.body, secret)).toBe(true);
      return JSON.parse(r.body) as { id: string; event: string; data: Record<string, unknown> };
    });
    expect(events.map((e) => e.event).sort()).toEqual([
      'booking.cancelled',
      'booking.created',
      'booking.rescheduled',
      'payment.recorded',
    ]);
    const byEvent = new Map(events.map((e) => [e.event, e]));
    expect(byEvent.get('booking.created')!.data.booking).toMatchObject({
      id: bookingId,
      service: 'Alpha Signature Fade',
      teamMember: 'Alpha Staffer',
    });
    expect(byEvent.get('booking.rescheduled')!.data).toMatchObject({
      from: expect.any(String),
      to: expect.any(String),
    });
    expect(byEvent.get('payment.recorded')!.data).toMatchObject({
      payment: { amount: '35.00', method: 'card' },
      booking: { id: bookingId },
    });
    expect(byEvent.get('payment.recorded')).toMatchObject({
      text: expect.stringMatching(
        /^Payment recorded: \$35\.00 \(Card\), AlphaClient AlphaSurname, Alpha Signature Fade, /,
      ),
    });
    expect((byEvent.get('booking.created') as unknown as { text: string }).text).toMatch(
      /^New booking: .+, Alpha Signature Fade, \w{3} \w{3} \d+, 1?\d:\d\d [AP]M E[SD]T$/,
    );
    expect(byEvent.get('booking.cancelled')!.data.booking).toMatchObject({
      id: a.bookingId,
      status: 'cancelled',
    });

    received.length = 0;
    // A visit two days ago (the app books no past times), completed now.
    const { id: pastId } = await insertBookingFixture(db, {
      businessId: a.business.id,
      serviceId: a.serviceId,
      teamMemberId: a.memberId,
      start: new Date(Date.now() - 2 * 24 * 3600_000),
    });
    const done = await call(a, 'PATCH', `/api/bookings/${pastId}`, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    await deliverAll();
    expect(received.map((r) => JSON.parse(r.body).event)).toEqual(['booking.completed']);
  });

  it('retries a 500 with the outbox and succeeds once', async () => {
    received.length = 0;
    answers.push(500);
    await call(a, 'POST', '/api/integrations/slack/test-event');
    await worker.runOnce();
    const [row] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.businessId, a.business.id), eq(outbox.channel, 'webhook')))
      .orderBy(outbox.createdAt)
      .then((rows) => rows.slice(-1));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, reason: 'the receiver answered 500' });
    await deliverAll();
    const [after] = await db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received).toHaveLength(2);
    // The same event both times (receivers tell repeats apart by its id), accepted once.
    expect(JSON.parse(received[0]!.body).id).toBe(JSON.parse(received[1]!.body).id);
    expect(JSON.parse(received[1]!.body).id).toBe(row!.id);
    const details = (await call(a, 'GET', '/api/integrations/slack/webhook')).json() as WebhookDetails;
    expect(details.deliveries.slice(0, 2)).toMatchObject([
      { event: 'test', statusCode: 200, error: null },
      { event: 'test', statusCode: 500, error: 'the receiver answered 500' },
    ]);
  });

  it('keeps the secret when the owner changes the URL, and keeps webhook events out of Messages', async () => {
    const otherUrl = `${receiverUrl}?channel=two`;
    const res = await call(a, 'POST', '/api/integrations/connect', {
      integrationId: 'slack',
      webhookUrl: otherUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
    const details = (await call(a, 'GET', '/api/integrations/slack/webhook')).json() as WebhookDetails;
    expect(details).toMatchObject({ url: otherUrl, secret });
    const messages = await call(a, 'GET', '/api/messages');
    expect(messages.statusCode, messages.body).toBe(200);
    const items = (messages.json() as { items: Array<{ channel: string }> }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => item.channel === 'webhook')).toEqual([]);
  });

  it(`keeps the last ${WEBHOOK_LOG_SIZE} attempts`, async () => {
    // More events than the test button allows in a minute: queued as the button queues them.
    for (let i = 0; i < WEBHOOK_LOG_SIZE + 3; i++)
      await queueWebhookEvent(db, { businessId: a.business.id, integrationId: 'slack', event: 'test' });
    await deliverAll();
    const details = (await call(a, 'GET', '/api/integrations/slack/webhook')).json() as WebhookDetails;
    expect(details.deliveries).toHaveLength(WEBHOOK_LOG_SIZE);
  });

  it(`sends at most ${TEST_EVENTS_PER_MINUTE} test events a minute per owner`, async () => {
    const owner = await seedTenant(app, db, 'Tester');
    const connected = await call(owner, 'POST', '/api/integrations/connect', {
      integrationId: 'slack',
      webhookUrl: receiverUrl,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    for (let i = 0; i < TEST_EVENTS_PER_MINUTE; i++)
      expect((await call(owner, 'POST', '/api/integrations/slack/test-event')).statusCode).toBe(202);
    const refused = await call(owner, 'POST', '/api/integrations/slack/test-event');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    const queued = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.businessId, owner.business.id), eq(outbox.kind, 'test')));
    expect(queued).toHaveLength(TEST_EVENTS_PER_MINUTE);
    // Another owner at the same address is not held back.
    expect((await call(a, 'POST', '/api/integrations/slack/test-event')).statusCode).toBe(202);
    await deliverAll();
  });

  it("shows no business another's webhook and posts nothing after a disconnect", async () => {
    expect((await call(b, 'GET', '/api/integrations/slack/webhook')).statusCode).toBe(404);
    expect((await call(b, 'POST', '/api/integrations/slack/test-event')).statusCode).toBe(404);
    expect(await connectedIds(b)).toEqual([]);

    await call(a, 'POST', '/api/integrations/slack/test-event');
    await call(a, 'POST', '/api/integrations/disconnect', { integrationId: 'slack' });
    received.length = 0;
    await deliverAll();
    expect(received).toHaveLength(0);
    expect((await call(a, 'GET', '/api/integrations/slack/webhook')).statusCode).toBe(404);
    const [row] = await db
      .select({ settings: businessIntegrations.settings })
      .from(businessIntegrations)
      .where(
        and(
          eq(businessIntegrations.businessId, a.business.id),
          eq(businessIntegrations.integrationId, 'slack'),
        ),
      );
    expect(row!.settings).toEqual({});
  });
});

describe('webhook addresses without WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  let g: TenantFixture;
  beforeAll(async () => {
    g = await seedTenant(guarded.app, guarded.db, 'Guarded');
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.8/hook',
    'https://10.255.1.2:8443/hook',
    'https://192.168.1.10/hook',
    'https://172.16.0.1/hook',
    'https://100.64.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::127.0.0.1]/hook',
    'https://[::ffff:7f00:1]/hook',
    'https://[64:ff9b::a9fe:a9fe]/hook',
    'https://[2002:a00:1::1]/hook',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
    'https://localhost/hook',
    'http://hooks.example.com/hook',
    'https://user:pass@hooks.example.com/hook',
  ])('refuses %s when saved', async (webhookUrl) => {
    const res = await call(
      g,
      'POST',
      '/api/integrations/connect',
      { integrationId: 'zapier', webhookUrl },
      guarded.app,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: UNSAFE_WEBHOOK_MESSAGE });
    expect((await list(g, guarded.app)).find((r) => r.integrationId === 'zapier')?.isConnected).toBe(false);
  });

  /** A resolver that answers `address` for every name. */
  const resolvingTo =
    (address: string): ResolveAll =>
    (_hostname, _options, callback) =>
      callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);

  it('is off by default and refused in production', () => {
    expect(readEnv({}).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(readEnv({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(true);
    expect(() => readEnv({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_TARGETS=true .* cannot be used with NODE_ENV=production/,
    );
  });

  it('tells public addresses from private ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111'])
      expect(isPrivateAddress(address)).toBe(false);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.20.0.1',
      '192.168.0.1',
      '100.100.0.1',
      '169.254.0.1',
      '::1',
      'fd12::1',
      'fe80::2',
      '0.0.0.0',
      '::',
      '239.1.1.1',
      'ff02::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('refuses a name that resolves to 127.0.0.1 or 10.0.0.0/8 when saved', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3']) {
      await expect(
        checkWebhookUrl('https://hooks.example.com/x', {
          allowPrivate: false,
          resolveAll: resolvingTo(address),
        }),
      ).rejects.toThrow(UNSAFE_WEBHOOK_MESSAGE);
    }
    await expect(
      checkWebhookUrl('https://hooks.example.com/x', {
        allowPrivate: false,
        resolveAll: resolvingTo('93.184.216.34'),
      }),
    ).resolves.toBe('https://hooks.example.com/x');
  });

  it('refuses, when sending, a name that resolves to 127.0.0.1 or 10.0.0.0/8 by then (DNS rebinding)', async () => {
    const guardedBox = secretBox(loadSecretKey({ dataDir: guarded.dataDir }));
    await guarded.db.insert(businessIntegrations).values({
      businessId: g.business.id,
      integrationId: 'ifttt',
      isConnected: true,
      settings: {
        url: `https://rebound.example.com/hook`,
        secretSealed: guardedBox.seal(newWebhookSecret()),
      },
    });
    for (const address of ['127.0.0.1', '10.0.0.9']) {
      const transport = createWebhookTransport({
        db: guarded.db,
        box: guardedBox,
        allowPrivate: false,
        resolveAll: resolvingTo(address),
      });
      const delivery = await transport({
        id: '00000000-0000-7000-8000-000000000001',
        businessId: g.business.id,
        bookingId: null,
        userId: null,
        kind: 'test',
        channel: 'webhook',
        recipient: 'ifttt',
        payload: {},
        attempts: 1,
      });
      expect(delivery).toEqual({
        status: 'failed',
        reason: 'rebound.example.com resolves to a private address',
      });
    }
    const details = (
      await call(g, 'GET', '/api/integrations/ifttt/webhook', undefined, guarded.app)
    ).json() as WebhookDetails;
    expect(details.deliveries).toMatchObject([
      { statusCode: null, error: 'rebound.example.com resolves to a private address' },
      { statusCode: null, error: 'rebound.example.com resolves to a private address' },
    ]);
  });
});
