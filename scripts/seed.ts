// `npm run seed`: migrates and seeds the demo business into DATA_DIR (or DATABASE_URL); does nothing if it exists.
import { resolve } from 'node:path';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { DEMO_OWNER_PASSWORD, seedDemo } from '#server/db/seed.ts';
import { readEnv } from '#server/env.ts';
import { DEMO_OWNER_EMAIL } from '#server/modules/auth/auth.service.ts';

const env = readEnv();
const database = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL)
  : await openPglite({ dataDir: resolve(env.DATA_DIR) });
try {
  await migrateDatabase(database);
  const created = await seedDemo(database.db);
  console.log(
    created
      ? `Demo business created at /book/demo. Owner sign-in: ${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD}`
      : 'The demo business already exists; nothing to do.',
  );
} finally {
  await database.close();
}
