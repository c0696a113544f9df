// `npm run backup` and `npm run restore` as an operator runs them, on PGlite data directories: a backup and its
// restore into a new DATA_DIR, and the mistakes (no file named, a DATA_DIR without a database, a restore into one
// that holds data) told in one line with exit code 1, never a stack trace.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { PROCESS_TEST_TIMEOUT } from '#server/test/app-processes.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'bookwell-backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run {command} -- ...args` as npm would (node on the script), with DATA_DIR and no DATABASE_URL. */
async function run(command: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(root, 'scripts', `${command}.ts`), '--', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A PGlite DATA_DIR migrated and holding one account. */
async function dataDirWithAccount(dataDir: string) {
  const database = await openPglite({ dataDir });
  try {
    await migrateDatabase(database);
    await database.db.execute(
      sql`insert into users (id, email) values (gen_random_uuid(), 'cli@example.com')`,
    );
  } finally {
    await database.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up a DATA_DIR and restore it into a new one', { timeout: 2 * PROCESS_TEST_TIMEOUT }, async () => {
    const source = join(dir, 'source');
    await dataDirWithAccount(source);
    const file = join(dir, 'bookwell.tar.gz');
    const backup = await run('backup', source, file);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      /^Backup written to .*bookwell\.tar\.gz: \d+ tables, \d+ rows, 0 uploads \(pglite, migration \w+\)\.\n$/,
    );

    const target = join(dir, 'target');
    const restore = await run('restore', target, file);
    expect({ code: restore.code, stderr: restore.stderr }).toEqual({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(
      /^Restored .*bookwell\.tar\.gz \(taken .* on pglite\): \d+ rows, 0 uploads\./,
    );
    // Nothing of the restore's own is left behind in the DATA_DIR.
    expect(existsSync(join(target, 'bookwell.lock'))).toBe(false);

    // Refused: the account restored above is there.
    const again = await run('restore', target, file);
    expect(again).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'The DATA_DIR already holds Bookwell data (rows in data_migrations, users). Restore only into an empty DATA_DIR or an empty PostgreSQL database; nothing was changed.\n',
    });
  });

  it('say what is wrong, in one line, and exit 1', { timeout: PROCESS_TEST_TIMEOUT }, async () => {
    const empty = join(dir, 'empty');
    expect(await run('backup', empty)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Usage: npm run backup -- <file.tar.gz>\n',
    });
    expect(await run('backup', empty, join(dir, 'x.tar.gz'))).toEqual({
      code: 1,
      stdout: '',
      stderr: `DATA_DIR ${empty} holds no Bookwell database: set DATA_DIR (or DATABASE_URL) to the one to back up.\n`,
    });
    expect(existsSync(empty)).toBe(false);
    expect(await run('restore', empty, join(dir, 'missing.tar.gz'))).toEqual({
      code: 1,
      stdout: '',
      stderr: `No such file: ${join(dir, 'missing.tar.gz')}\n`,
    });
  });
});
