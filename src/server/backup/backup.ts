// Takes a backup (decision 027): every table of the schema read in one read-only REPEATABLE READ transaction (one
// consistent snapshot, even while bookings are being made), one JSON-lines file per table with each value as
// PostgreSQL's own text for it, and the upload files that snapshot names, in one tar.gz.
import { existsSync, rmSync, statSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '#server/db/client.ts';
import { uploadsDirOf } from '#server/modules/uploads/uploads.service.ts';
import { queryRows } from '#server/platform/sql.ts';
import { type ArchiveInput, writeArchive } from './archive.ts';
import {
  appliedMigration,
  knownMigrations,
  listSequences,
  listTables,
  type TableColumns,
  useCanonicalText,
} from './catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_ENTRY,
  type Manifest,
  stagingFolder,
  tableEntry,
  UPLOAD_FILE_NAME,
  uploadEntry,
} from './manifest.ts';

const ROWS_PER_FETCH = 1000;

export type BackupResult = {
  manifest: Manifest;
  /** Files the snapshot's uploads rows name that were not on disk (an account deleted meanwhile removes its own). */
  missingUploads: string[];
};

/** Writes a backup of `database` and the uploads under `dataDir` to `file`, replacing it only once complete. */
export async function createBackup(options: {
  database: Database;
  dataDir: string;
  file: string;
}): Promise<BackupResult> {
  const file = resolve(options.file);
  if (!isDirectory(dirname(file))) throw new BackupError(`The folder ${dirname(file)} does not exist.`);
  if (isDirectory(file)) throw new BackupError(`${file} is a folder: name the backup file to write.`);
  // Beside the archive, not in /tmp: the staged tables are as large as the database's text, and /tmp is often small.
  const staging = stagingFolder(dirname(file), '.bookwell-backup-');
  const partial = `${file}.partial`;
  try {
    const createdAt = new Date();
    const snapshot = await options.database.db.transaction(
      async (tx) => {
        await useCanonicalText(tx);
        const migration = await migrationOf(tx, options.database);
        const sequences = await listSequences(tx);
        if (sequences.length > 0) {
          throw new Error(
            `The schema has sequences (${sequences.join(', ')}), which backups do not carry yet.`,
          );
        }
        const listed = await listTables(tx);
        const counts = await writeRows(tx, listed, staging);
        const tables = listed.map((table, i) => ({
          name: table.name,
          columns: table.columns.map((column) => column.name),
          rows: counts[i]!,
        }));
        const uploads = await queryRows<{ name: string }>(
          tx,
          sql`select file_name as name from uploads order by file_name`,
        );
        return { migration, tables, uploadNames: uploads.map((row) => row.name) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const uploadsDir = uploadsDirOf(options.dataDir);
    const uploads: Manifest['uploads'] = [];
    const missingUploads: string[] = [];
    for (const name of snapshot.uploadNames) {
      const bytes = UPLOAD_FILE_NAME.test(name) ? fileSize(join(uploadsDir, name)) : null;
      if (bytes === null) missingUploads.push(name);
      else uploads.push({ name, bytes });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      engine: options.database.kind,
      migration: snapshot.migration,
      tables: snapshot.tables,
      uploads,
    };
    const manifestData = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const entries: ArchiveInput[] = [
      { name: MANIFEST_ENTRY, size: manifestData.length, mtime: createdAt, data: manifestData },
      ...snapshot.tables.map((table) => {
        const path = join(staging, `${table.name}.jsonl`);
        return { name: tableEntry(table.name), size: statSync(path).size, mtime: createdAt, path };
      }),
      ...uploads.map((upload) => ({
        name: uploadEntry(upload.name),
        size: upload.bytes,
        mtime: createdAt,
        path: join(uploadsDir, upload.name),
      })),
    ];
    await writeArchive(partial, entries);
    await rename(partial, file);
    return { manifest, missingUploads };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

async function migrationOf(tx: Tx, database: Database) {
  const when = await appliedMigration(tx, database.kind);
  if (when === null)
    throw new BackupError('This database holds no Bookwell schema yet: there is nothing to back up.');
  const migration = knownMigrations().find((entry) => entry.when === when);
  if (!migration) {
    throw new BackupError(
      'This database was migrated by a newer Bookwell than this one: take the backup with that version.',
    );
  }
  return migration;
}

/**
 * Streams every table's rows to `staging/{table}.jsonl`, one JSON array of the values' text (or null) per line;
 * returns each table's count. One cursor over all tables: a few statements whatever the number of tables (each
 * one costs a round trip, and on a busy PGlite tens of milliseconds).
 */
async function writeRows(tx: Tx, tables: TableColumns[], staging: string): Promise<number[]> {
  const branches = tables.map((table, i) => {
    const values = sql.join(
      table.columns.map((column) => sql`${sql.identifier(column.name)}::text`),
      sql`, `,
    );
    return sql`select ${sql.raw(String(i))} as "table", array_to_json(array[${values}])::text as line
      from ${sql.identifier(table.name)}`;
  });
  await tx.execute(sql`declare backup_rows no scroll cursor for ${sql.join(branches, sql` union all `)}`);
  const counts = tables.map(() => 0);
  const files = await Promise.all(tables.map((table) => open(join(staging, `${table.name}.jsonl`), 'w')));
  try {
    for (;;) {
      const batch = await queryRows<{ table: number; line: string }>(
        tx,
        sql.raw(`fetch forward ${ROWS_PER_FETCH} from backup_rows`),
      );
      if (batch.length === 0) break;
      const lines = new Map<number, string[]>();
      for (const row of batch) {
        counts[row.table]!++;
        const text = lines.get(row.table) ?? [];
        text.push(`${row.line}\n`);
        lines.set(row.table, text);
      }
      for (const [table, text] of lines) await files[table]!.write(text.join(''));
    }
  } finally {
    await Promise.all(files.map((file) => file.close()));
  }
  await tx.execute(sql`close backup_rows`);
  return counts;
}

function fileSize(path: string): number | null {
  try {
    return statSync(path).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isDirectory(path: string) {
  return existsSync(path) && statSync(path).isDirectory();
}
