// What restore refuses before it changes anything (a newer schema or format, a file that is not a backup or is
// damaged, a target with uploads), that a failed load leaves a target a second restore accepts, and that a backup of
// an older schema comes back at its own migration level for the next start to upgrade.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { applySqlMigrations, migrateDatabase } from '#server/db/migrate.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import { queryRows } from '#server/platform/sql.ts';
import { type ArchiveInput, readArchive, writeArchive } from './archive.ts';
import { createBackup } from './backup.ts';
import { type Engine, openDatabase, tempDataDir } from './backup-test-kit.ts';
import { appliedMigration, knownMigrations, listTables, migrationsUpTo } from './catalog.ts';
import { BackupError, MANIFEST_ENTRY, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const engine: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

async function addUser(database: Database) {
  const email = `backup-${randomBytes(4).toString('hex')}@example.com`;
  await database.db.execute(sql`insert into users (id, email) values (${uuidv7()}, ${email})`);
  return email;
}

const emails = async (database: Database) =>
  (await queryRows<{ email: string }>(database.db, sql`select email from users order by email`)).map(
    (row) => row.email,
  );

/** A backup of a migrated database holding one account; its file and that account's email. */
async function smallBackup(dir: string) {
  const source = await openDatabase(engine);
  const email = await addUser(source);
  const file = join(dir, 'small.tar.gz');
  await createBackup({ database: source, dataDir: tempDataDir(), file });
  return { file, email };
}

/** A copy of the backup in `file` with its manifest edited and `extra` entries added at the end. */
async function rewritten(file: string, edit: (manifest: Manifest) => object, extra: ArchiveInput[] = []) {
  const entries: ArchiveInput[] = [];
  for await (const entry of readArchive(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    let data = Buffer.concat(chunks);
    if (entry.name === MANIFEST_ENTRY) data = Buffer.from(JSON.stringify(edit(JSON.parse(data.toString()))));
    entries.push({ name: entry.name, size: data.length, mtime: new Date(), data });
  }
  const copy = `${file}.${randomBytes(4).toString('hex')}.tar.gz`;
  await writeArchive(copy, [...entries, ...extra]);
  return copy;
}

describe('restore', () => {
  it('refuses what it cannot restore with a message, and changes nothing', { timeout: 120_000 }, async () => {
    const dir = tempDataDir();
    const { file } = await smallBackup(dir);
    const newest = knownMigrations().at(-1)!;
    const foreign = join(dir, 'clients.csv');
    writeFileSync(foreign, 'name,phone\nMaya,555\n');
    const stray = Buffer.from('x');
    const cases: Array<[string, string]> = [
      [
        await rewritten(file, (m) => ({ ...m, migration: { tag: '9999_later', when: newest.when + 1 } })),
        `This backup's schema (migration 9999_later) is newer than this Bookwell knows (up to ${newest.tag}): restore it with the version that made it, or a later one.`,
      ],
      [
        await rewritten(file, (m) => ({ ...m, version: 2 })),
        'is in backup format 2; this Bookwell reads format 1.',
      ],
      [foreign, `${foreign} is not a Bookwell backup, or it is damaged: incorrect header check`],
      [join(dir, 'nowhere.tar.gz'), `No such file: ${join(dir, 'nowhere.tar.gz')}`],
      [
        await rewritten(file, (m) => m, [
          { name: 'uploads/../escape', size: 1, mtime: new Date(), data: stray },
        ]),
        'holds uploads/../escape, which its manifest does not list.',
      ],
    ];
    const target = await openDatabase(engine, { empty: true });
    const dataDir = tempDataDir();
    for (const [backup, message] of cases) {
      const refused = restoreBackup({ database: target, dataDir, file: backup });
      await expect(refused, message).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow(message);
    }
    expect(await listTables(target.db)).toEqual([]);

    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', 'left-over.png'), stray);
    await expect(restoreBackup({ database: target, dataDir, file })).rejects.toThrow(
      `${join(dataDir, 'uploads')} already holds 1 file(s). Restore only into an empty DATA_DIR or an empty PostgreSQL database; nothing was changed.`,
    );
    expect(await listTables(target.db)).toEqual([]);
  });

  it('loads all or nothing: after a damaged table, the same target takes a good backup', {
    timeout: 120_000,
  }, async () => {
    const dir = tempDataDir();
    const { file, email } = await smallBackup(dir);
    const damaged = await rewritten(file, (m) => ({
      ...m,
      tables: m.tables.map((t) => (t.name === 'users' ? { ...t, rows: t.rows + 1 } : t)),
    }));
    const target = await openDatabase(engine, { empty: true });
    const dataDir = tempDataDir();
    await expect(restoreBackup({ database: target, dataDir, file: damaged })).rejects.toThrow(
      'The backup is damaged: users has 1 rows, not 2.',
    );
    expect(await emails(target)).toEqual([]);
    await restoreBackup({ database: target, dataDir, file });
    expect(await emails(target)).toEqual([email]);
  });

  it('brings a backup of an older schema back at its level, which the next start upgrades', {
    timeout: 120_000,
  }, async () => {
    const older = knownMigrations().at(-2)!;
    const source = await openDatabase(engine, { empty: true });
    const folder = migrationsUpTo(older.tag);
    try {
      await applySqlMigrations(source, { migrationsFolder: folder });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const email = await addUser(source);
    const file = join(tempDataDir(), 'older.tar.gz');
    const { manifest } = await createBackup({ database: source, dataDir: tempDataDir(), file });
    expect(manifest.migration).toEqual(older);

    const target = await openDatabase(engine, { empty: true });
    await restoreBackup({ database: target, dataDir: tempDataDir(), file });
    expect(await appliedMigration(target.db, target.kind)).toBe(older.when);
    await migrateDatabase(target);
    expect(await appliedMigration(target.db, target.kind)).toBe(knownMigrations().at(-1)!.when);
    expect(await emails(target)).toEqual([email]);
  });
});
