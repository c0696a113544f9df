// Opens the database: embedded PGlite in a data directory (default) or PostgreSQL through node-postgres.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as accounts from './schema/accounts.ts';
import * as admin from './schema/admin.ts';
import * as apiKeys from './schema/api-keys.ts';
import * as bookings from './schema/bookings.ts';
import * as businesses from './schema/businesses.ts';
import * as calendars from './schema/calendars.ts';
import * as classes from './schema/classes.ts';
import * as engagement from './schema/engagement.ts';
import * as integrations from './schema/integrations.ts';
import * as rateLimits from './schema/rate-limits.ts';
import * as resources from './schema/resources.ts';
import * as stripe from './schema/stripe.ts';
import * as teamAccess from './schema/team-access.ts';
import * as waitlist from './schema/waitlist.ts';

export const schema = {
  ...accounts,
  ...businesses,
  ...bookings,
  ...engagement,
  ...admin,
  ...apiKeys,
  ...stripe,
  ...teamAccess,
  ...integrations,
  ...rateLimits,
  ...waitlist,
  ...calendars,
  ...resources,
  ...classes,
};
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool, for LISTEN/NOTIFY and raw benchmarks. */
  pool?: pg.Pool;
  /** PGlite only: the engine, for dumps in tests. */
  pglite?: PGlite;
};

const pgliteExtensions = { btree_gist };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
      // PGlite's default of 128 MB of shared buffers is sized for a server; one small business's data fits in
      // far less, and the difference is resident memory for the whole life of the process.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    });
    const served = servingOthersBetweenQueries(client);
    const db = drizzlePglite({ client: served, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite runs each query synchronously on this thread and settles its promises as microtasks: queries waiting for
 * the engine run back to back without the event loop reading a socket in between. Served like that, requests go
 * through strictly one after the other while the rest wait unseen in the kernel, where no load shedding can count
 * or refuse them (measured: never more than one request in flight at 200 connections, the last answered after
 * 20 s). So calls take turns here, with one event-loop turn between two of them, in which the server reads the
 * requests that arrived meanwhile and counts or refuses them.
 */
function servingOthersBetweenQueries(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // Bound to the engine itself: its methods use private fields, which a proxy as `this` would not have.
      const method = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
      if (property !== 'query' && property !== 'transaction' && property !== 'exec') return method;
      return (...args: unknown[]) => {
        const result = previous.then(nextTurn).then(() => method(...args));
        previous = result.catch(() => {});
        return result;
      };
    },
  });
}

function newPool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config);
  // A client losing its connection must not crash the process. Idle, the pool replaces it; checked out (between two
  // statements of a transaction), the next statement fails and the pool drops the client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export async function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}) {
  const pool = newPool({
    connectionString: url,
    max: options.max ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath},public` : undefined,
    // While the database is down or restarting, a request waits at most this long for a connection (a new one or
    // a pooled one) and then fails with a 503, instead of queueing until the client gives up.
    connectionTimeoutMillis: 3_000,
    // A peer that vanished without closing the socket (a dead host, a dropped NAT entry) is found by TCP itself.
    keepAlive: true,
  });
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() } satisfies Database;
}

/** A small pool of its own beside `pool` (same server, same settings), for one short statement that every request
 * makes and that must not wait behind the requests' own queries for a connection: the shared request limits
 * (docs/decisions/028). Connects on first use. */
export function sidePool(pool: pg.Pool, max: number): { db: Db; close: () => Promise<void> } {
  const side = newPool({ ...pool.options, max });
  return {
    db: drizzlePg({ client: side, schema, casing: 'snake_case' }) as unknown as Db,
    close: () => side.end(),
  };
}

type Row = Record<string, unknown>;
// The same casing as the db objects, for column references inside raw statements.
const dialect = new PgDialect({ casing: 'snake_case' });
/** A name per distinct statement text; the texts are few (values travel as parameters). */
const statementNames = new Map<string, string>();

/**
 * Rows of a hot raw statement (a slot list, a booking's messages), in `db` or in a transaction. On PostgreSQL it is
 * prepared once per connection, named after its text: parsing and planning these statements costs several times
 * more than running them. Values come back as drizzle's raw queries give them (json as objects, timestamps as
 * text), so callers read times with `new Date(…)`.
 */
export async function queryPrepared<T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runCompiled<T>(db, { name: statementName(text), text, params }, {});
}

/** A statement compiled to SQL text once, its per-run values left as `sql.placeholder`s. */
export type CompiledStatement = { name: string; text: string; params: unknown[] };

/** For the hottest statements: building and compiling the query at every run costs more than running it. */
export function compileStatement(query: SQL): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: statementName(text), text, params };
}

/** A compiled statement's per-run value `name`, cast to `type` in the statement (the values travel as text). */
export const placeholder = (name: string, type: string): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** Rows of a compiled statement with its placeholders filled from `values`, prepared as queryPrepared's are. */
export async function runCompiled<T extends Row>(
  db: DbOrTx,
  statement: CompiledStatement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: T[] } }>(
    { sql: statement.text, params: statement.params },
    undefined,
    statement.name,
    false,
  );
  return (await prepared.execute(values)).rows;
}

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** One PGlite per data directory: a second process would corrupt it, so it is refused with a clear message. */
function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'bookwell.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `DATA_DIR ${dir} is already in use by another Bookwell process (pid ${holder}); stop it or choose another DATA_DIR.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dir}.`);
}

/**
 * A process killed with SIGKILL stays a zombie until its parent reaps it (a second or more under a busy npm, shell
 * or supervisor); signals still reach a zombie, so kill(pid, 0) alone would refuse an immediate restart. A zombie
 * has closed its files and touches the data directory no more. Where /proc is missing, signals decide.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  // "pid (command) state …": the command may itself hold parentheses, so the state follows the last ')'.
  const state = stat.charAt(stat.lastIndexOf(')') + 2);
  return state === 'Z' || state === 'X';
}
