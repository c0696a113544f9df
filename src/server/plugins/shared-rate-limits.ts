// Request limits that every process on one PostgreSQL shares (issue 29, docs/decisions/028): each route's count
// per address (or per account) is a row of `rate_limits`, counted by one atomic upsert, so four processes behind a
// load balancer allow what one does. PGlite keeps @fastify/rate-limit's in-memory count: one process per data
// directory is all it can serve (the data directory's lock refuses a second).
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { compileStatement, type Db, placeholder, runCompiled } from '#server/db/client.ts';

// A fixed window per key, as the in-memory store counts: the first hit opens it for `timeWindow` ms, a hit after it
// closed opens a new one. The row lock of the upsert orders hits on one key across processes.
const COUNT = compileStatement(sql`
  insert into rate_limits as r (key, hits, resets_at)
  values (${placeholder('key', 'text')}, 1, now() + ${placeholder('window', 'int')} * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
    resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
  returning r.hits, ceil(extract(epoch from r.resets_at - now()) * 1000)::int as ttl`);

type Counted = { hits: number; ttl: number };

/** @fastify/rate-limit's `store` on PostgreSQL: the plugin makes one, then a child per limited route. Closed
 * windows are deleted with the hourly clean-up (modules/auth/cleanup.ts). */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions | { prefix: string }) {
      this.prefix = 'prefix' in options && typeof options.prefix === 'string' ? options.prefix : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      runCompiled<Counted>(db, COUNT, { key: this.prefix + key, window: timeWindow }).then(
        // An upsert returns its one row.
        (rows) =>
          callback(null, { current: rows[0]?.hits ?? 1, ttl: Math.max(rows[0]?.ttl ?? timeWindow, 0) }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options with the route under `routeInfo` (as its Redis store
    // reads them), not the route options its types declare.
    child(options: RouteOptions & { path: string; prefix: string }) {
      const { routeInfo } = options as unknown as { routeInfo: RouteOptions };
      return new SharedRateLimitStore({ prefix: `${routeInfo.method}${routeInfo.url}-` });
    }
  };
}
