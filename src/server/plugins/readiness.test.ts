// GET /api/ready: 503 until the database holds every migration and answers, 200 once it does, 503 while the app
// shuts down; GET /api/health stays 200 throughout what it does not check. On PGlite, or PostgreSQL (DATABASE_URL).
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { DATA_MIGRATIONS, runDataMigrations } from '#server/db/data-migrations.ts';
import { queryRows } from '#server/platform/sql.ts';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import { READY_PATH, readinessRoutes } from './readiness.ts';
import { buildAppWithTestRoutes } from './test-routes.test-kit.ts';

/** The readiness route alone over `database`: the whole app cannot even be built on an empty database. */
async function readinessOnly(database: Database) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(readinessRoutes, { database });
  await app.ready();
  return app;
}

/** Runs `check` with a probe of the route alone over `database`, then closes both. */
async function probing(
  database: Database,
  check: (probe: () => Promise<[number, unknown]>) => Promise<void>,
) {
  const app = await readinessOnly(database);
  try {
    await check(async () => {
      const res = await app.inject({ url: READY_PATH });
      expect(res.headers['cache-control']).toBe('no-store');
      return [res.statusCode, res.json()];
    });
  } finally {
    await app.close();
    await database.close();
  }
}

const NOT_MIGRATED = [503, { status: 'not_ready', reason: 'migrations' }];
const READY = [200, { status: 'ready' }];

describe('GET /api/ready before and after the migrations', () => {
  it('is 503 on an empty database', async () => {
    await probing(await openTestDatabase({ empty: true }), async (probe) => {
      expect(await probe()).toEqual(NOT_MIGRATED);
    });
  });

  it('is 503 while the newest SQL migration or a data migration is not recorded, 200 once they are', async () => {
    const database = await openTestDatabase();
    const journal = sql.raw(
      database.kind === 'pglite' ? 'drizzle.__drizzle_migrations' : '__drizzle_migrations',
    );
    await probing(database, async (probe) => {
      expect(await probe()).toEqual(READY);

      const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
        database.db,
        sql`delete from ${journal} where created_at = (select max(created_at) from ${journal}) returning *`,
      );
      expect(await probe()).toEqual(NOT_MIGRATED);
      await database.db.execute(
        sql`insert into ${journal} (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
      expect(await probe()).toEqual(READY);

      await database.db.execute(
        sql`delete from data_migrations where name = ${DATA_MIGRATIONS.at(-1)!.name}`,
      );
      expect(await probe()).toEqual(NOT_MIGRATED);
      await runDataMigrations(database.db);
      expect(await probe()).toEqual(READY);
    });
  });

  it('is 503 when the database does not answer', async () => {
    const database = await openTestDatabase();
    const app = await readinessOnly(database);
    expect((await app.inject({ url: READY_PATH })).statusCode).toBe(200);
    await database.close();
    const res = await app.inject({ url: READY_PATH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', reason: 'database' });
    await app.close();
  });
});

let probeEntered: () => void;
const probeHandled = new Promise<void>((resolve) => {
  probeEntered = resolve;
});
let closingStarted: () => void;
const closing = new Promise<void>((resolve) => {
  closingStarted = resolve;
});
const database = await openTestDatabase();
const app = await buildAppWithTestRoutes(database, (app) => {
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.url === READY_PATH) probeEntered();
    done();
  });
  app.addHook('preClose', (done) => {
    closingStarted();
    done();
  });
});

describe('GET /api/ready in the running app', () => {
  it('is 200 beside /api/health when the app is up', async () => {
    const [ready, health] = await Promise.all([
      app.inject({ url: READY_PATH }),
      app.inject({ url: '/api/health' }),
    ]);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(health.statusCode).toBe(200);
  });

  it('is 503 to a probe in flight when the app starts shutting down', async () => {
    let unlock = () => {};
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    // The probe's query waits behind this lock (on PGlite, behind the transaction) until the shutdown has begun.
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table data_migrations in access exclusive mode`);
      locked();
      await unlocked;
    });
    await lockTaken;
    const probe = app.inject({ url: READY_PATH });
    await probeHandled;
    const closed = app.close();
    await closing;
    unlock();
    await holder;
    const res = await probe;
    await closed;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', reason: 'shutting_down' });
  });
});
