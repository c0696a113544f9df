// Starts Bookwell: reads the environment, opens and migrates the database, seeds the demo, listens, shuts down cleanly.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { testHarnessBuildOptions } from './build-overrides.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_OWNER_PASSWORD, seedDemo } from './db/seed.ts';
import { readEnv } from './env.ts';
import { loggerOptions } from './log-redaction.ts';
import { DEMO_OWNER_EMAIL } from './modules/auth/auth.service.ts';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`bookwell: ${message}\n`);
  process.exit(1);
}

async function openDatabase(env: ReturnType<typeof readEnv>): Promise<Database> {
  if (env.DATABASE_URL) {
    const target = new URL(env.DATABASE_URL);
    try {
      return await openPostgres(env.DATABASE_URL);
    } catch (error) {
      fail(
        `cannot connect to PostgreSQL at ${target.host}${target.pathname} (DATABASE_URL): ${(error as Error).message}`,
      );
    }
  }
  const dataDir = resolve(env.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    fail(
      `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}); choose another DATA_DIR.`,
    );
  }
  try {
    return await openPglite({ dataDir });
  } catch (error) {
    fail((error as Error).message);
  }
}

async function main() {
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  const database = await openDatabase(env);
  await migrateDatabase(database);
  if (env.DEMO_SEED === 'on') {
    const seeded = await seedDemo(database.db);
    if (seeded) {
      process.stdout.write(
        `Demo business created at /book/demo. Owner sign-in: ${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD}\n`,
      );
    }
  }
  const app = await buildApp({
    database,
    env,
    dataDir: resolve(env.DATA_DIR),
    clientDir,
    logger: loggerOptions(env.LOG_LEVEL),
    ...testHarnessBuildOptions,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The app stops accepting and answers every request it took (plugins/requests-in-flight.ts): the database last.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${env.PORT} is already in use; stop the other program or set PORT.`);
    if (code === 'EACCES')
      fail(`not allowed to listen on port ${env.PORT}; choose a port above 1024 with PORT.`);
    fail((error as Error).message);
  }
}

main().catch((error: unknown) => fail((error as Error).message ?? String(error)));
