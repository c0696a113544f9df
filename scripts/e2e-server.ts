// Server for the browser tests: the built client (dist/client must exist) and the API on PORT, with the
// demo seed, in a fresh temporary DATA_DIR that is removed on exit.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!existsSync(fileURLToPath(new URL('../dist/client/index.html', import.meta.url)))) {
  process.stderr.write('e2e-server: dist/client is missing; run `npx vite build` first.\n');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-e2e-'));
if (process.env.DATABASE_URL) {
  // On PostgreSQL the browser tests get a schema of their own, recreated at every run.
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public');
  await admin.query('DROP SCHEMA IF EXISTS e2e CASCADE');
  await admin.query('CREATE SCHEMA e2e');
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', '-c search_path=e2e,public');
  process.env.DATABASE_URL = url.toString();
}
Object.assign(process.env, {
  // Every browser test signs in, reads availability and books from 127.0.0.1.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // The platform admin of the browser tests (e2e/platform-admin-sign-in.ts), made below with a verified address.
  ADMIN_EMAILS: 'platform-admin@e2e.bookwell.test',
  BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
  DATA_DIR: dataDir,
  DEMO_SEED: 'on',
  NODE_ENV: 'test',
  PORT: process.env.PORT ?? '4321',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // e2e/integrations.spec.ts connects Slack to a receiver on this machine.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  // Deposits (e2e/deposits.spec.ts): Stripe is a stand-in the spec serves on PORT + 20000 (clear of the other
  // helpers' ports and of PostgreSQL's).
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_API_URL: `http://127.0.0.1:${Number(process.env.PORT ?? '4321') + 20_000}`,
  // No weather provider: the dashboard's card shows its fallback at once instead of asking the internet.
  WEATHER_API_URL: 'http://127.0.0.1:9',
  WEATHER_GEOCODING_URL: 'http://127.0.0.1:9',
});
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
// A signal before the server has installed its own graceful handlers still removes the directory.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(1);
  });
}

// The browser tests' push messages go to a stand-in push service on this machine (e2e/notifications.spec.ts).
const { testHarnessBuildOptions } = await import('../src/server/build-overrides.ts');
testHarnessBuildOptions.allowLocalPushEndpoints = true;
// The platform admin's account, its address already proven (there is no mailbox here to receive the code that
// proves it; a listed address gets the role only once verified). The server starts on the same database after.
{
  const { openPglite, openPostgres } = await import('../src/server/db/client.ts');
  const { migrateDatabase } = await import('../src/server/db/migrate.ts');
  const { users } = await import('../src/server/db/schema/accounts.ts');
  const { hashPassword } = await import('#server/platform/password.ts');
  const database = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openPglite({ dataDir });
  await migrateDatabase(database);
  await database.db
    .insert(users)
    .values({
      email: 'platform-admin@e2e.bookwell.test',
      firstName: 'Avery',
      lastName: 'Stone',
      password: await hashPassword('correct-horse-42'),
      emailVerified: true,
    })
    .onConflictDoNothing();
  await database.close();
}

await import('../src/server/main.ts');
