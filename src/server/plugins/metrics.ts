// Prometheus metrics (issue 29, docs/decisions/026): GET /metrics, only when METRICS_TOKEN is set and only with
// `Authorization: Bearer <token>`. Counters move in memory where things happen (an answer, a delivery); the gauges
// that need the database (the outbox backlog) are read once per scrape, never on a request's path. Every label has
// a small fixed set of values: route patterns, never URLs, ids or slugs.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { OUTBOX_CHANNELS } from '#server/db/schema/engagement.ts';
import { readOutboxBacklog } from '#server/modules/outbox/backlog.service.ts';
import {
  DELIVERY_OUTCOMES,
  type DeliveryOutcome,
  type OutboxChannel,
} from '#server/modules/outbox/delivery.types.ts';
import { AppError } from '#shared/errors.ts';
import type { Admission } from './load-shedding.ts';
import type { RouteObserver } from './request-timing.ts';

export const METRICS_PATH = '/metrics';

type BookingEvent = 'created' | 'cancelled';

/**
 * Where a booking is made or cancelled, as its route answers it: counted from the answer, so the booking write
 * itself does nothing more. Not counted: payment holds released (Stripe checkout cancelled or expired) and the
 * bookings of a closed account, which no one cancels through these routes.
 */
export const BOOKING_EVENTS: Record<
  string,
  { status: number; event: BookingEvent; when?: (request: FastifyRequest) => boolean }
> = {
  // 201 a new booking; 200 is the same booking again (an idempotent resubmit).
  'POST /api/bookings': { status: 201, event: 'created' },
  'PATCH /api/bookings/:id': {
    status: 200,
    event: 'cancelled',
    when: (request) => (request.body as { status?: unknown } | undefined)?.status === 'cancelled',
  },
  'POST /api/client/bookings/:id/cancel': { status: 200, event: 'cancelled' },
  'POST /api/manage/:token/cancel': { status: 200, event: 'cancelled' },
};

export function createMetrics(options: { database: Database; token: string; admission?: Admission }) {
  const { database } = options;
  const registry = new Registry();
  // process_* and nodejs_* under their standard names: memory, CPU, event-loop delay, GC, handles.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'bookwell_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status; its _count counts requests.',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  // Two counters, not one with an event label: created plus cancelled adds up to nothing meaningful.
  const bookings: Record<BookingEvent, Counter> = {
    created: new Counter({
      name: 'bookwell_bookings_created_total',
      help: 'Bookings created through POST /api/bookings in this process.',
      registers,
    }),
    cancelled: new Counter({
      name: 'bookwell_bookings_cancelled_total',
      help: 'Bookings cancelled by their owner or client through the API in this process.',
      registers,
    }),
  };
  const deliveries = new Counter({
    name: 'bookwell_outbox_deliveries_total',
    help: "Outbox messages this process's worker handled, by channel and outcome (retry: failed, tried again).",
    labelNames: ['channel', 'outcome'],
    registers,
  });
  // Every series from the start: a rate over a series that appears only at its first increment misses that one.
  for (const channel of OUTBOX_CHANNELS) {
    for (const outcome of DELIVERY_OUTCOMES) deliveries.labels(channel, outcome).inc(0);
  }
  const dueMessages = new Gauge({
    name: 'bookwell_outbox_due_messages',
    help: 'Outbox messages whose time has come and that are not delivered yet, by channel.',
    labelNames: ['channel'],
    registers,
  });
  const oldestDue = new Gauge({
    name: 'bookwell_outbox_oldest_due_age_seconds',
    help: 'How long the oldest due, undelivered outbox message has waited, by channel (0 when none).',
    labelNames: ['channel'],
    registers,
  });
  const liveStreams = new Gauge({
    name: 'bookwell_live_streams',
    help: 'Notification event streams (Server-Sent Events) open in this process.',
    registers,
  });
  // The pool exists on PostgreSQL only. PGlite has one in-process connection; what waits for it there is the
  // requests' line in front of it (load-shedding.ts).
  const { admission } = options;
  if (admission) {
    new Gauge({
      name: 'bookwell_pglite_requests_in_service',
      help: 'API requests admitted to the embedded database (PGlite) and not answered yet.',
      registers,
      collect() {
        this.set(admission.serving());
      },
    });
    new Gauge({
      name: 'bookwell_pglite_requests_waiting',
      help: 'API requests waiting for a turn at the embedded database (PGlite).',
      registers,
      collect() {
        this.set(admission.waiting());
      },
    });
  }
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'bookwell_db_pool_connections_in_use',
      help: 'PostgreSQL pool connections checked out.',
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'bookwell_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const authorized = bearerMatcher(options.token);

  /** The text exposition, the outbox backlog read now (one query over the due-rows index). */
  async function scrape(log: FastifyRequest['log']): Promise<string> {
    try {
      for (const { channel, due, oldestDueSeconds } of await readOutboxBacklog(database.db)) {
        dueMessages.labels(channel).set(due);
        oldestDue.labels(channel).set(oldestDueSeconds);
      }
    } catch (error) {
      // The process's own figures are still worth a scrape; the backlog is left out rather than shown stale.
      dueMessages.reset();
      oldestDue.reset();
      log.warn({ err: error }, 'reading the outbox backlog for /metrics failed');
    }
    return registry.metrics();
  }

  return {
    /** The observer of one route's answers, label values bound once: per request, one observe and one lookup. */
    observerFor(method: HTTPMethods | HTTPMethods[], route: string): RouteObserver {
      const byMethodAndStatus = new Map<string, Map<number, Histogram.Internal<string>>>();
      const rule = BOOKING_EVENTS[`${method} ${route}`];
      const counter = rule && bookings[rule.event];
      return (request, statusCode, seconds) => {
        let byStatus = byMethodAndStatus.get(request.method);
        if (!byStatus) {
          byStatus = new Map();
          byMethodAndStatus.set(request.method, byStatus);
        }
        let child = byStatus.get(statusCode);
        if (!child) {
          child = requestDuration.labels(request.method, route, String(statusCode));
          byStatus.set(statusCode, child);
        }
        child.observe(seconds);
        if (counter && statusCode === rule.status && (rule.when?.(request) ?? true)) counter.inc();
      };
    },

    countDelivery(channel: OutboxChannel, outcome: DeliveryOutcome) {
      deliveries.labels(channel, outcome).inc();
    },

    setLiveStreams(open: number) {
      liveStreams.set(open);
    },

    /** GET /metrics; registered only when METRICS_TOKEN is set (otherwise the path is an unknown route, 404). */
    registerRoute(app: FastifyInstance) {
      app.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
        if (!authorized(request.headers.authorization)) {
          throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.', {
            'www-authenticate': 'Bearer realm="metrics"',
          });
        }
        const body = await scrape(request.log);
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
      });
    },
  };
}

/** The token compared in constant time: both sides hashed to the same length first. */
function bearerMatcher(token: string) {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = digest(token);
  return (header: string | undefined) => {
    const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(given), expected);
  };
}
