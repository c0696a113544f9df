// Applies the committed SQL migrations in drizzle/ to either engine, then the data migrations written in TypeScript.
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { runDataMigrations } from './data-migrations.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database, options: { migrationsSchema?: string } = {}) {
  await oneAtATime(database, async () => {
    await applySqlMigrations(database, options);
    await runDataMigrations(database.db);
  });
}

/**
 * Processes starting together on one PostgreSQL migrate in turn: the first applies what is missing, the others then
 * find nothing to do (drizzle's migrator takes no lock, and a second process creating the same table failed). A
 * session lock per schema, held on a connection of its own while others run the migrations; PGlite has one process.
 */
async function oneAtATime(database: Database, migrate: () => Promise<void>) {
  if (!database.pool) return migrate();
  const lock = await database.pool.connect();
  const key = "hashtext('bookwell migrations ' || current_schema())";
  try {
    await lock.query(`select pg_advisory_lock(${key})`);
    try {
      await migrate();
    } finally {
      await lock.query(`select pg_advisory_unlock(${key})`);
    }
  } finally {
    lock.release();
  }
}

/**
 * The SQL migrations alone; `migrationsFolder` (a copy of drizzle/ with a shorter journal) stops them at an older
 * schema, as a database that has not been upgraded yet.
 */
export async function applySqlMigrations(
  database: Database,
  options: { migrationsSchema?: string; migrationsFolder?: string } = {},
) {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // The journal lives beside the tables (the first schema of the search_path), so a database that holds several
  // schemas (one per test run) keeps one journal per schema.
  const migrationsSchema =
    options.migrationsSchema ??
    ((await database.pool!.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema ||
      'public');
  await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder, migrationsSchema });
}
