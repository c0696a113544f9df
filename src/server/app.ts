// Builds the Fastify application (plugins and modules) for a given database; never listens.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { manageLinkKey } from '#server/platform/manage-link.ts';
import { loadSecretKey, secretBox } from '#server/platform/secret-box.ts';
import { type Database, sidePool } from './db/client.ts';
import type { Env } from './env.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { businessesRoutes } from './modules/businesses/businesses.routes.ts';
import { calendarFeedsRoutes } from './modules/calendar/feeds.routes.ts';
import { calendarSyncRoutes } from './modules/calendar-sync/calendar-sync.routes.ts';
import { calendarFetchRules, scheduleCalendarSync } from './modules/calendar-sync/calendar-sync-worker.ts';
import { classesRoutes } from './modules/classes/classes.routes.ts';
import { clientAuthRoutes } from './modules/client-auth/client-auth.routes.ts';
import { clientPortalRoutes } from './modules/client-portal/client-portal.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { customizationRoutes } from './modules/customization/customization.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { createWebhookTransport } from './modules/integrations/webhook-transport.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import type { ModuleOptions } from './modules/module-options.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationsStreamRoutes } from './modules/notifications/notifications-stream.routes.ts';
import { registerOpenApi } from './modules/openapi/openapi.plugin.ts';
import { openApiRoutes } from './modules/openapi/openapi.routes.ts';
import { createEmailTransport } from './modules/outbox/email-transport.ts';
import { createSmsTransport } from './modules/outbox/sms-transport.ts';
import { scheduleOutboxWorker } from './modules/outbox/worker.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushTransport } from './modules/push/push-transport.ts';
import { loadVapidKeys } from './modules/push/vapid.ts';
import { resourcesRoutes } from './modules/resources/resources.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { stripeRoutes } from './modules/stripe/stripe.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { teamAccessRoutes } from './modules/team-access/team-access.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { weatherRoutes } from './modules/weather/weather.routes.ts';
import { websiteRoutes } from './modules/website/website.routes.ts';
import { refusal } from './platform/error-messages.ts';
import { registerRouteAccess } from './platform/route-access.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { type LoadLimits, registerLoadShedding } from './plugins/load-shedding.ts';
import { readinessRoutes } from './plugins/readiness.ts';
import { registerRequestTiming, SLOW_REQUEST_MS } from './plugins/request-timing.ts';
import { trackRequestsInFlight } from './plugins/requests-in-flight.ts';
import { answerUnreadableRequest, cookieDefaults, registerSecurity } from './plugins/security.ts';
import { sharedRateLimitStore } from './plugins/shared-rate-limits.ts';

export type BuildAppOptions = {
  database: Database;
  env: Env;
  /** DATA_DIR (uploads live under it); tests pass a temporary directory. */
  dataDir: string;
  /** Built client (index.html and assets); served with an SPA fallback when present. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten how long a notification event stream stays open (default STREAM_LIFETIME_MS). */
  notificationStreamLifetimeMs?: number;
  /**
   * Tests only: push subscriptions may name a stand-in push service on http or a loopback address. A build
   * option, never an environment variable, so no production server can turn the SSRF guard off by accident.
   */
  allowLocalPushEndpoints?: boolean;
  /** Tests shorten SERVER_TIMEOUTS. */
  serverTimeouts?: Partial<typeof SERVER_TIMEOUTS>;
  /** Tests narrow PGLITE_LOAD_LIMITS. */
  loadLimits?: LoadLimits;
};

export const JSON_BODY_LIMIT = 1024 * 1024;
/** A connection silent for connectionTimeout is closed, a request not fully received within requestTimeout gets 408,
 * an idle keep-alive connection is closed after keepAliveTimeout: a client that sends headers and then nothing
 * holds a socket for seconds, not forever. requestTimeout leaves a slow phone a minute for a 5 MB image. */
export const SERVER_TIMEOUTS = { connectionTimeout: 30_000, requestTimeout: 60_000, keepAliveTimeout: 5_000 };
/** PGlite's turn-taking (plugins/load-shedding.ts): a few served at once, 100 waiting at most 0.5 s each
 * (docs/decisions/009: the overload bench's slowest answer fell from 3.0 s to 1.4 s). */
export const PGLITE_LOAD_LIMITS: LoadLimits = { concurrency: 8, queue: 100, maxWaitMs: 500 };
/** Connections of the shared request limits' own pool (one upsert of ~0.5 ms per limited request). */
const SHARED_LIMIT_CONNECTIONS = 2;

export async function buildApp(options: BuildAppOptions) {
  const { database, env } = options;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: answerUnreadableRequest(production),
    trustProxy: env.TRUST_PROXY ?? false,
    ...SERVER_TIMEOUTS,
    ...options.serverTimeouts,
  });
  const requestsAnswered = trackRequestsInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  const admission =
    database.kind === 'pglite'
      ? registerLoadShedding(app, options.loadLimits ?? PGLITE_LOAD_LIMITS)
      : undefined;
  // Before any route: each route gets its timing hook as it is registered. prom-client loads only when the metrics
  // are on: importing it costs every start a quarter of a second (docs/decisions/026).
  const metrics = env.METRICS_TOKEN
    ? (await import('./plugins/metrics.ts')).createMetrics({ database, token: env.METRICS_TOKEN, admission })
    : undefined;
  registerRequestTiming(app, { slowMs: SLOW_REQUEST_MS, observerFor: metrics?.observerFor });

  registerSecurity(app, { production, publicUrl: env.PUBLIC_URL });
  await app.register(cookie, { parseOptions: cookieDefaults(production) });
  // Shared by every process on one PostgreSQL, counted on two connections of their own so that a request's count
  // never waits behind the requests' queries for the pool; PGlite serves one process, which counts in memory.
  const limits =
    database.pool && env.SHARED_RATE_LIMITS === 'on'
      ? sidePool(database.pool, SHARED_LIMIT_CONNECTIONS)
      : undefined;
  if (limits) app.addHook('onClose', limits.close);
  await app.register(rateLimit, {
    global: false,
    store: limits ? sharedRateLimitStore(limits.db) : undefined,
    errorResponseBuilder: (_request, context) =>
      refusal('TOO_MANY_REQUESTS', 'tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(authPlugin, { db: database.db, production, adminEmails: env.ADMIN_EMAILS });
  registerRouteAccess(app, database.db);
  // Before the first route: the OpenAPI document lists every route registered after it.
  await registerOpenApi(app);

  await app.register(healthRoutes, { kind: database.kind });
  await app.register(readinessRoutes, { database });
  metrics?.registerRoute(app);
  const serverKey = loadSecretKey({ envKey: env.TWO_FACTOR_KEY, dataDir: options.dataDir });
  const moduleOptions: ModuleOptions = {
    db: database.db,
    database,
    env,
    dataDir: options.dataDir,
    linkKey: manageLinkKey(serverKey),
    box: secretBox(serverKey),
  };
  await app.register(authRoutes, moduleOptions);
  for (const routes of [
    accountRoutes,
    businessesRoutes,
    servicesRoutes,
    resourcesRoutes,
    classesRoutes,
    teamRoutes,
    teamAccessRoutes,
    uploadsRoutes,
    availabilityRoutes,
    bookingsRoutes,
    clientsRoutes,
    analyticsRoutes,
    notificationsRoutes,
    customizationRoutes,
    reviewsRoutes,
    calendarFeedsRoutes,
    messagesRoutes,
    clientAuthRoutes,
    clientPortalRoutes,
    paymentsRoutes,
    websiteRoutes,
    weatherRoutes,
    adminRoutes,
    supportRoutes,
    apiKeysRoutes,
    openApiRoutes,
    stripeRoutes,
    integrationsRoutes,
    waitlistRoutes,
    calendarSyncRoutes,
  ]) {
    await app.register(routes, moduleOptions);
  }
  await app.register(notificationsStreamRoutes, {
    ...moduleOptions,
    lifetimeMs: options.notificationStreamLifetimeMs,
    onStreamsChange: metrics?.setLiveStreams,
  });
  const vapid = await loadVapidKeys({ db: database.db, env });
  const push = createPushTransport({
    db: database.db,
    vapid,
    allowLocalEndpoints: options.allowLocalPushEndpoints,
  });
  await app.register(pushRoutes, {
    ...moduleOptions,
    vapid,
    transport: push,
    allowLocalEndpoints: options.allowLocalPushEndpoints,
  });

  scheduleCalendarSync(app, { db: database.db, box: moduleOptions.box, rules: calendarFetchRules(env) });

  if (env.OUTBOX_WORKER === 'on') {
    const email = createEmailTransport({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM });
    scheduleOutboxWorker(app, {
      db: database.db,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      transports: {
        email,
        sms: createSmsTransport({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          apiUrl: env.TWILIO_API_URL,
        }),
        push,
        webhook: createWebhookTransport({
          db: database.db,
          box: moduleOptions.box,
          allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
        }),
      },
      close: email.close,
      onDelivery: metrics?.countDelivery,
    });
  }

  if (options.clientDir && existsSync(join(options.clientDir, 'index.html'))) {
    await registerClientApp(
      app,
      options.clientDir,
      production,
      env.BOOKING_RATE_LIMIT_PER_MINUTE,
      env.PUBLIC_URL,
    );
  }
  // Added last, so it runs first once the server has stopped listening (onClose hooks run in reverse order): the
  // modules' own close hooks, and then the database (main.ts), wait for every request to be answered.
  app.addHook('onClose', requestsAnswered);
  return app;
}
