// Request limits that every process on one PostgreSQL shares (issue 29, docs/decisions/028): each route's count
// per address (or per account) is a row of `rate_limits`, counted by one atomic upsert, so four processes behind a
// load balancer allow what one does. PGlite keeps @fastify/rate-limit's in-memory count: one process per data
// directory is all it can serve (the data directory's lock refuses a second).
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { compileStatement, type Db, placeholder, runCompiled } from '#server/db/client.ts';

// A fixed window per key, as the in-memory store counts: the first hits open it for `timeWindow` ms, a hit after it
// closed opens a new one. `hits` of them are counted at once (see `incr`). The row lock of the upsert orders counts
// on one key across processes.
const COUNT = compileStatement(sql`
  insert into rate_limits as r (key, hits, resets_at)
  values (${placeholder('key', 'text')}, ${placeholder('hits', 'int')},
    now() + ${placeholder('window', 'int')} * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.resets_at <= now() then excluded.hits else r.hits + excluded.hits end,
    resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
  returning r.hits, ceil(extract(epoch from r.resets_at - now()) * 1000)::int as ttl`);

type Counted = { hits: number; ttl: number };
type Counter = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's `store` on PostgreSQL: the plugin makes one, then a child per limited route. Closed
 * windows are deleted with the hourly clean-up (modules/auth/cleanup.ts). */
export function sharedRateLimitStore(db: Db) {
  // Hits on a key whose count is on its way wait for it and are then counted together, by one statement: a burst
  // from one address costs this process two round trips, not one per hit, each waiting for the row's lock and a
  // connection (docs/decisions/028). A key is here while a count for it is on its way.
  const waiting = new Map<string, Counter[]>();

  function count(key: string, window: number, counters: Counter[]) {
    const settled = () => {
      const next = waiting.get(key) ?? [];
      if (next.length > 0) {
        waiting.set(key, []);
        count(key, window, next);
      } else {
        waiting.delete(key);
      }
    };
    runCompiled<Counted>(db, COUNT, { key, hits: counters.length, window }).then(
      (rows) => {
        settled();
        // An upsert returns its one row; the hits counted together get the counts before it, in order.
        const total = rows[0]?.hits ?? counters.length;
        const ttl = Math.max(rows[0]?.ttl ?? window, 0);
        const first = total - counters.length + 1;
        for (const [index, counter] of counters.entries()) counter(null, { current: first + index, ttl });
      },
      (error: Error) => {
        settled();
        for (const counter of counters) counter(error);
      },
    );
  }

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions | { prefix: string }) {
      this.prefix = 'prefix' in options && typeof options.prefix === 'string' ? options.prefix : '';
    }

    incr(key: string, callback: Counter, timeWindow: number) {
      const full = this.prefix + key;
      const queued = waiting.get(full);
      if (queued) {
        queued.push(callback);
      } else {
        waiting.set(full, []);
        count(full, timeWindow, [callback]);
      }
    }

    // The plugin passes the route's merged limit options with the route under `routeInfo` (as its Redis store
    // reads them), not the route options its types declare.
    child(options: RouteOptions & { path: string; prefix: string }) {
      const { routeInfo } = options as unknown as { routeInfo: RouteOptions };
      return new SharedRateLimitStore({ prefix: `${routeInfo.method}${routeInfo.url}-` });
    }
  };
}
