// GET /metrics (issue 29): an unknown route without METRICS_TOKEN, 401 without the token, and with it a Prometheus
// text exposition (parsed strictly) whose series move as requests are answered, bookings made and cancelled,
// messages delivered and event streams opened; route labels are patterns, never URLs, ids or slugs.
// On PGlite, or PostgreSQL when DATABASE_URL is set.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingTestKit, clientData, NY } from '#server/modules/bookings/booking-test-kit.ts';
import { startSmtpServer } from '#server/modules/outbox/outbox-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { routeKeysOf } from '#server/test/route-cases.ts';
import { BOOKING_EVENTS, METRICS_PATH } from './metrics.ts';
import { type Family, parsePrometheusText, sampleValue } from './prometheus-text.test-kit.ts';
import { UNMATCHED_ROUTE } from './request-timing.ts';

const TOKEN = 'test-metrics-token-7f3a9c1e';
// The worker is off here, so what a booking queues stays in the backlog; `delivering` below sends it.
const { app, db, database } = await buildTestApp({
  env: { METRICS_TOKEN: TOKEN, OUTBOX_WORKER: 'off' },
  notificationStreamLifetimeMs: 60_000,
});
const smtp = await startSmtpServer({ parse: false });
afterAll(() => smtp.close());
const delivering = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url } });
const plain = await buildTestApp();

async function scrape(target: FastifyInstance = app) {
  const res = await target.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return { families: parsePrometheusText(res.body), text: res.body };
}

const requests = (families: Map<string, Family>, method: string, route: string, status: number) =>
  sampleValue(families, 'bookwell_http_request_duration_seconds_count', {
    method,
    route,
    status_code: String(status),
  }) ?? 0;

/** An owner with a business open every day, and a booking (by idempotency key) through the public endpoint. */
async function ownerWithBooking(target: FastifyInstance, targetDb: typeof db) {
  const kit = bookingTestKit(target, targetDb);
  const { owner, ...fixture } = await kit.shop();
  const book = (idempotencyKey: string) =>
    kit.book(
      {
        businessSlug: fixture.business.slug,
        serviceId: fixture.services[0]!.id,
        appointmentDate: `${localDateFromToday(3, NY)}T10:00:00`,
        clientData,
      },
      { 'idempotency-key': idempotencyKey },
    );
  return { ...owner, ...fixture, book };
}

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

describe('access', () => {
  it('is an unknown route (404) without METRICS_TOKEN', async () => {
    const res = await plain.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /metrics' });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['another scheme', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
    ['the bare token', TOKEN],
  ])('is 401 with %s', async (_case, authorization) => {
    const res = await app.inject({ url: METRICS_PATH, headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.json()).toEqual({ message: 'A valid metrics token is required.' });
  });
});

describe('the exposition', () => {
  it('declares every family with its Prometheus type', async () => {
    const { families } = await scrape();
    const types = Object.fromEntries([...families.values()].map((f) => [f.name, f.type]));
    expect(types).toMatchObject({
      bookwell_http_request_duration_seconds: 'histogram',
      bookwell_bookings_created_total: 'counter',
      bookwell_bookings_cancelled_total: 'counter',
      bookwell_outbox_deliveries_total: 'counter',
      bookwell_outbox_due_messages: 'gauge',
      bookwell_outbox_oldest_due_age_seconds: 'gauge',
      bookwell_live_streams: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      process_resident_memory_bytes: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
    });
    // Counted series exist from the start, at zero until something happens.
    expect(
      sampleValue(families, 'bookwell_outbox_deliveries_total', { channel: 'sms', outcome: 'failed' }),
    ).toBe(0);
    // PGlite's line of requests in front of the engine: this scrape is outside the API, so nothing is in it.
    const line = ['bookwell_pglite_requests_in_service', 'bookwell_pglite_requests_waiting'];
    expect(line.filter((name) => families.has(name))).toEqual(database.kind === 'pglite' ? line : []);
    if (database.kind === 'pglite') {
      expect(line.map((name) => sampleValue(families, name))).toEqual([0, 0]);
    }
    // The pool's gauges exist where there is a pool: PostgreSQL.
    const pool = ['bookwell_db_pool_connections_in_use', 'bookwell_db_pool_waiting_queries'];
    expect(pool.filter((name) => families.has(name))).toEqual(database.kind === 'postgres' ? pool : []);
    if (database.pool) {
      expect(sampleValue(families, 'bookwell_db_pool_waiting_queries')).toBe(0);
      const inUse = async () => sampleValue((await scrape()).families, 'bookwell_db_pool_connections_in_use');
      const held = await database.pool.connect();
      try {
        expect(await inUse()).toBeGreaterThanOrEqual(1);
      } finally {
        held.release();
      }
    }
  });

  it('counts a booking made, not its resubmission, and a cancellation, not another change', async () => {
    const before = (await scrape()).families;
    const owner = await ownerWithBooking(app, db);
    const first = await owner.book('metrics-booking-1');
    expect(first.statusCode).toBe(201);
    expect((await owner.book('metrics-booking-1')).statusCode).toBe(200);
    const id = first.json().id as string;
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/bookings/${id}`, headers: { cookie: owner.cookie }, payload });
    expect((await patch({ notes: 'Window seat' })).statusCode).toBe(200);
    expect((await patch({ status: 'cancelled' })).statusCode).toBe(200);
    expect((await patch({ status: 'cancelled' })).statusCode).toBe(409);

    const after = (await scrape()).families;
    const moved = (name: string) => (sampleValue(after, name) ?? 0) - (sampleValue(before, name) ?? 0);
    expect(moved('bookwell_bookings_created_total')).toBe(1);
    expect(moved('bookwell_bookings_cancelled_total')).toBe(1);
    expect(
      requests(after, 'POST', '/api/bookings', 201) - requests(before, 'POST', '/api/bookings', 201),
    ).toBe(1);
    expect(
      requests(after, 'POST', '/api/bookings', 200) - requests(before, 'POST', '/api/bookings', 200),
    ).toBe(1);
    expect(requests(after, 'PATCH', '/api/bookings/:id', 200)).toBe(
      requests(before, 'PATCH', '/api/bookings/:id', 200) + 2,
    );
    expect(requests(after, 'PATCH', '/api/bookings/:id', 409)).toBe(
      requests(before, 'PATCH', '/api/bookings/:id', 409) + 1,
    );
  });

  it('labels a request with its route pattern, and one no route matched with a fixed label', async () => {
    const owner = await ownerWithBooking(app, db);
    const id = (await owner.book('metrics-route-label')).json().id as string;
    const missing = `/no-such-page-${owner.business.slug}`;
    const before = (await scrape()).families;
    const res = await app.inject({ url: `/api/bookings/${id}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: missing })).statusCode).toBe(404);

    const { families, text } = await scrape();
    expect(requests(families, 'GET', '/api/bookings/:id', 200)).toBe(
      requests(before, 'GET', '/api/bookings/:id', 200) + 1,
    );
    expect(requests(families, 'GET', UNMATCHED_ROUTE, 404)).toBe(
      requests(before, 'GET', UNMATCHED_ROUTE, 404) + 1,
    );
    const histogram = families.get('bookwell_http_request_duration_seconds')!;
    const bucket = histogram.samples.find(
      (s) =>
        s.labels.route === '/api/bookings/:id' && s.labels.status_code === '200' && s.labels.le === '+Inf',
    );
    expect(bucket?.value).toBeGreaterThanOrEqual(1);
    // No id, slug or email anywhere: every route label is a registered pattern or the fixed one.
    for (const secret of [id, owner.business.slug, owner.email, clientData.email]) {
      expect(text).not.toContain(secret);
    }
    const patterns = new Set([...routeKeysOf(app).map((key) => key.split(' ')[1]), UNMATCHED_ROUTE]);
    const routes = new Set(histogram.samples.map((s) => s.labels.route));
    expect([...routes].filter((route) => !patterns.has(route!))).toEqual([]);
  });

  it('counts bookings only on routes that exist', () => {
    const keys = routeKeysOf(app);
    expect(Object.keys(BOOKING_EVENTS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("shows the outbox's due messages per channel and how long the oldest has waited", async () => {
    const owner = await ownerWithBooking(app, db);
    expect((await owner.book('metrics-backlog')).statusCode).toBe(201);
    const { families } = await scrape();
    for (const channel of ['email', 'sms', 'push', 'webhook']) {
      expect(sampleValue(families, 'bookwell_outbox_due_messages', { channel })).toBeGreaterThanOrEqual(0);
      expect(
        sampleValue(families, 'bookwell_outbox_oldest_due_age_seconds', { channel }),
      ).toBeGreaterThanOrEqual(0);
    }
    expect(
      sampleValue(families, 'bookwell_outbox_due_messages', { channel: 'email' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts the deliveries of the worker of the process', async () => {
    const owner = await ownerWithBooking(delivering.app, delivering.db);
    expect((await owner.book('metrics-delivery')).statusCode).toBe(201);
    await eventually(async () => {
      const { families } = await scrape(delivering.app);
      return (
        (sampleValue(families, 'bookwell_outbox_deliveries_total', { channel: 'email', outcome: 'sent' }) ??
          0) >= 1
      );
    });
    expect(smtp.count()).toBeGreaterThanOrEqual(1);
  });

  it('counts the notification streams open', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const owner = await ownerWithBooking(app, db);
    const streams = async () => sampleValue((await scrape()).families, 'bookwell_live_streams');
    expect(await streams()).toBe(0);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: owner.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    await eventually(async () => (await streams()) === 1);
    controller.abort();
    await eventually(async () => (await streams()) === 0);
  });
});

describe('the strict parser', () => {
  it('reads a well-formed exposition', () => {
    const families = parsePrometheusText(
      [
        '# HELP x_seconds A "time" with \\\\ and \\n.',
        '# TYPE x_seconds histogram',
        'x_seconds_bucket{route="/a",le="0.5"} 1',
        'x_seconds_bucket{route="/a",le="+Inf"} 2',
        'x_seconds_sum{route="/a"} 1.5',
        'x_seconds_count{route="/a"} 2',
        '# TYPE y_total counter',
        'y_total{label="q\\"uote"} 3 1700000000000',
        '# TYPE z gauge',
        'z Nan',
        '',
      ].join('\n'),
    );
    expect(families.get('x_seconds')?.help).toBe('A "time" with \\ and \n.');
    expect(sampleValue(families, 'x_seconds_count', { route: '/a' })).toBe(2);
    expect(sampleValue(families, 'y_total', { label: 'q"uote' })).toBe(3);
    // prom-client writes NaN as 'Nan', which Prometheus reads (Go's ParseFloat ignores the case).
    expect(sampleValue(families, 'z')).toBeNaN();
  });

  it.each([
    ['a sample outside a family', 'z 1\n'],
    ['an unknown type', '# TYPE z thing\nz 1\n'],
    ['a sample of another family', '# TYPE z gauge\nw 1\n'],
    ['a family split in two', '# TYPE a gauge\na 1\n# TYPE b gauge\nb 1\n# TYPE a gauge\n'],
    ['a repeated series', '# TYPE z gauge\nz{a="1"} 1\nz{a="1"} 2\n'],
    ['a repeated label', '# TYPE z gauge\nz{a="1",a="2"} 1\n'],
    ['an unquoted label value', '# TYPE z gauge\nz{a=1} 1\n'],
    ['a bad escape', '# TYPE z gauge\nz{a="\\x"} 1\n'],
    ['a value that is not a number', '# TYPE z gauge\nz one\n'],
    ['a missing newline at the end', '# TYPE z gauge\nz 1'],
    ['a histogram without +Inf', '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n'],
    [
      'buckets that fall',
      '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n',
    ],
    [
      'a +Inf bucket that is not the count',
      '# TYPE h histogram\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 1\n',
    ],
  ])('refuses %s', (_case, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
