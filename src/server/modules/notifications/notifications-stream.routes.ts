// GET /api/notifications/stream: Server-Sent Events telling the signed-in owner's open tabs that their
// notifications changed (a booking came in, a row was marked read elsewhere), so the bell and the overlay refresh
// at once instead of waiting for the 5-second poll. Comment lines keep proxies from closing a quiet stream;
// every stream ends when the app closes.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { startNotificationEvents } from './notification-events.ts';

export const NOTIFICATIONS_STREAM_PATH = '/api/notifications/stream';
/** Under the server's 30-second idle timeout and the usual 60-second proxy read timeouts. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/**
 * A stream ends after this long and the browser opens a new one at once: the session is checked again (a
 * signed-out or expired session stops getting events) and long-lived connections spread over restarted processes.
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;

export async function notificationsStreamRoutes(
  app: FastifyInstance,
  options: ModuleOptions & {
    lifetimeMs?: number;
    /** Told how many streams are open whenever one opens or ends (the metrics' live streams gauge). */
    onStreamsChange?: (open: number) => void;
  },
) {
  const lifetimeMs = options.lifetimeMs ?? STREAM_LIFETIME_MS;
  const events = await startNotificationEvents(options.database, app.log);
  const open = new Set<PassThrough>();
  // Before the server stops accepting: an open stream would otherwise hold app.close() until the client leaves.
  app.addHook('preClose', (done) => {
    for (const stream of open) stream.end();
    done();
  });
  app.addHook('onClose', async () => {
    await events.close();
  });

  app.get(NOTIFICATIONS_STREAM_PATH, async (request, reply) => {
    const business = sessionBusiness(request);
    const stream = new PassThrough();
    open.add(stream);
    options.onStreamsChange?.(open.size);
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const unsubscribe = events.subscribe(business.id, () => {
      stream.write('event: notifications\ndata: changed\n\n');
    });
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => stream.end(), lifetimeMs);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      open.delete(stream);
      options.onStreamsChange?.(open.size);
      stream.end();
    };
    // The response closes when the client leaves or the connection drops.
    reply.raw.once('close', finish);
    stream.once('finish', finish);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });
}
