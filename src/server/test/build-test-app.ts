// A fresh database and app per test file: PGlite from the run's snapshot, or a new schema on PostgreSQL
// (DATABASE_URL), dropped when the file ends.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp, PGLITE_LOAD_LIMITS } from '#server/app.ts';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { type Env, envSchema } from '#server/env.ts';

/** A database of the test file's own, migrated; `empty`, without a table yet, for tests of the migrations. */
export async function openTestDatabase(options: { empty?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.pool.query(`CREATE SCHEMA ${schemaName}`);
    await admin.close();
    const database = await openPostgres(url, { searchPath: schemaName, max: 20 });
    const close = async () => {
      await database.pool.query(`DROP SCHEMA ${schemaName} CASCADE`);
      await database.close();
    };
    try {
      if (!options.empty) await migrateDatabase(database, { migrationsSchema: schemaName });
    } catch (error) {
      await close();
      throw error;
    }
    return { ...database, close };
  }
  if (options.empty) return openPglite();
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openPglite({ loadDataDir: new Blob([snapshot]) });
}

export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // Test files book from one address far faster than the public limit allows; rate-limits.test.ts sets its own.
  return envSchema.parse({
    NODE_ENV: 'test',
    DEMO_SEED: 'off',
    BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
    // Nothing listens on the discard port: tests never ask the real weather provider (weather.test.ts runs its own).
    WEATHER_API_URL: 'http://127.0.0.1:9',
    WEATHER_GEOCODING_URL: 'http://127.0.0.1:9',
    ...overrides,
  });
}

/** Builds the app on a fresh database and closes both after the file's tests. */
export async function buildTestApp(
  options: Pick<
    BuildAppOptions,
    'clientDir' | 'serverTimeouts' | 'notificationStreamLifetimeMs' | 'allowLocalPushEndpoints' | 'loadLimits'
  > & {
    env?: Partial<Record<keyof Env, string>>;
  } = {},
) {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-data-'));
  const app = await buildApp({
    database,
    env: testEnv(options.env),
    dataDir,
    clientDir: options.clientDir,
    serverTimeouts: options.serverTimeouts,
    // Injected requests wait for the end of the answer: event streams end at once unless a test wants them open.
    notificationStreamLifetimeMs: options.notificationStreamLifetimeMs ?? 1,
    allowLocalPushEndpoints: options.allowLocalPushEndpoints,
    // Tests of other things fire dozens of requests at once on a machine busy with other test files: their
    // requests may wait as long as they need. load-shedding.test.ts passes the real limits.
    loadLimits: options.loadLimits ?? { ...PGLITE_LOAD_LIMITS, maxWaitMs: 60_000 },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db: database.db, database, dataDir };
}
