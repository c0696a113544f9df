// Which businesses' notifications just changed, as the database announces them (trigger of migration 0013 on the
// channel 'bookwell_notifications'): on PostgreSQL through LISTEN on a dedicated connection, so a row written by
// any process reaches every process; on PGlite through its own listen. Event streams subscribe per business.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '#server/db/client.ts';

export const NOTIFICATIONS_CHANNEL = 'bookwell_notifications';
/** Reconnection delays of the PostgreSQL listener: doubled from the first up to the last. */
const RECONNECT_MS = { first: 250, max: 10_000 };

type Listener = () => void;

export type NotificationEvents = {
  /** Calls `listener` after each change to the business's notifications; returns the unsubscribe. */
  subscribe: (businessId: string, listener: Listener) => () => void;
  close: () => Promise<void>;
};

export async function startNotificationEvents(
  database: Database,
  log: FastifyBaseLogger,
): Promise<NotificationEvents> {
  const listeners = new Map<string, Set<Listener>>();
  const announce = (businessId: string) => {
    for (const listener of listeners.get(businessId) ?? []) listener();
  };
  // After a reconnection, changes made while the listener was away were never announced: everyone refreshes.
  const announceAll = () => {
    for (const set of listeners.values()) for (const listener of set) listener();
  };
  const stop =
    database.kind === 'postgres'
      ? await listenOnPostgres(database.pool!, announce, announceAll, log)
      : await database.pglite!.listen(NOTIFICATIONS_CHANNEL, announce);
  return {
    subscribe(businessId, listener) {
      let set = listeners.get(businessId);
      if (!set) {
        set = new Set();
        listeners.set(businessId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(businessId);
      };
    },
    close: async () => {
      listeners.clear();
      await stop();
    },
  };
}

/** A connection of its own (LISTEN holds it for good), opened again with backoff whenever it is lost. */
async function listenOnPostgres(
  pool: pg.Pool,
  announce: (businessId: string) => void,
  announceAll: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === NOTIFICATIONS_CHANNEL && message.payload) announce(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'notification listener could not connect; retrying');
      lost(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_MS.first;
    if (reconnecting) announceAll();
  };

  const lost = (which: pg.Client) => {
    if (closed || (client !== undefined && client !== which) || retry) return;
    client = undefined;
    which.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };

  await connect(false);
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
