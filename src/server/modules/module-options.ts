// What every route module receives from buildApp.
import type { Database, Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';

export type ModuleOptions = {
  db: Db;
  database: Database;
  env: Env;
  /** Where uploads and other files live: DATA_DIR, or a temporary directory in tests. */
  dataDir: string;
};
