// What `npm run backup` and `npm run restore` share: the one file argument, the database the environment names
// (DATABASE_URL, else PGlite in DATA_DIR, as the app reads them; never migrated here), and a user's mistake told in
// one line with exit code 1 instead of a stack trace.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';
import { BackupError } from './manifest.ts';

type Target = { database: Database; dataDir: string };

/** Runs `action` on the configured database with the command's file argument, then closes the database. */
export async function runBackupCommand(options: {
  command: 'backup' | 'restore';
  action: (target: Target, file: string) => Promise<string[]>;
}) {
  const files = process.argv.slice(2).filter((arg) => arg !== '--');
  if (files.length !== 1) {
    console.error(`Usage: npm run ${options.command} -- <file.tar.gz>`);
    process.exitCode = 1;
    return;
  }
  try {
    // Checked before the database is opened: opening an embedded one that is not there yet creates it.
    if (options.command === 'restore' && !existsSync(files[0]!)) {
      throw new BackupError(`No such file: ${resolve(files[0]!)}`);
    }
    const target = await openConfigured(options.command === 'backup');
    try {
      for (const line of await options.action(target, files[0]!)) console.log(line);
    } finally {
      await target.database.close();
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

async function openConfigured(needsExistingDatabase: boolean): Promise<Target> {
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    throw new BackupError((error as Error).message);
  }
  const dataDir = resolve(env.DATA_DIR);
  if (!env.DATABASE_URL && needsExistingDatabase && !existsSync(join(dataDir, 'pglite'))) {
    throw new BackupError(
      `DATA_DIR ${dataDir} holds no Bookwell database: set DATA_DIR (or DATABASE_URL) to the one to back up.`,
    );
  }
  try {
    const database = env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL, { max: 2 })
      : await openPglite({ dataDir });
    return { database, dataDir };
  } catch (error) {
    throw new BackupError(`Could not open the database: ${(error as Error).message}`);
  }
}
