// The database the environment names (DATABASE_URL, else the embedded one in DATA_DIR), migrated: what the command
// line scripts act on.
import { resolve } from 'node:path';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { readEnv } from '#server/env.ts';

export async function openConfiguredDatabase(): Promise<Database> {
  const env = readEnv();
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite({ dataDir: resolve(env.DATA_DIR) });
  await migrateDatabase(database);
  return database;
}
