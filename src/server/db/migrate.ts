// Applies the committed SQL migrations in drizzle/ to either engine.
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database, options: { migrationsSchema?: string } = {}) {
  const config = { migrationsFolder, migrationsSchema: options.migrationsSchema };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}
