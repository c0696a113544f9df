// Restores a backup (decision 027) into an empty database and DATA_DIR, whichever engine took it: the archive is
// checked and unpacked first, the schema migrated to the backup's level, then every table loaded in one transaction
// (foreign keys checked at its end, the app's triggers off: the rows they would derive are in the backup) and the
// upload files put in place. A target holding any row or upload is refused before anything is changed.
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { readdir, rename, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '#server/db/client.ts';
import { applySqlMigrations } from '#server/db/migrate.ts';
import { uploadsDirOf } from '#server/modules/uploads/uploads.service.ts';
import { queryRows } from '#server/platform/sql.ts';
import { type ArchiveEntry, readArchive } from './archive.ts';
import {
  appliedMigration,
  type JournalEntry,
  knownMigrations,
  listTables,
  migrationsUpTo,
  type TableColumns,
  useCanonicalText,
} from './catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  stagingFolder,
  tableEntry,
  uploadEntry,
} from './manifest.ts';

const ROWS_PER_INSERT = 1000;
const CHARS_PER_INSERT = 4_000_000;

/** Restores the backup in `file` into `database` and the uploads folder under `dataDir`; returns its manifest. */
export async function restoreBackup(options: {
  database: Database;
  dataDir: string;
  file: string;
}): Promise<Manifest> {
  const file = resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const entries = readArchive(file);
  try {
    const manifest = await readManifest(entries, file);
    const migration = knownMigration(manifest);
    const uploadsDir = uploadsDirOf(options.dataDir);
    await refuseNonEmptyTarget(options.database, uploadsDir, migration);
    const staging = stagingFolder(options.dataDir, '.restore-');
    try {
      await unpack(entries, manifest, staging, file);
      const folder = migrationsUpTo(migration.tag);
      try {
        await applySqlMigrations(options.database, { migrationsFolder: folder });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      await load(options.database, manifest, staging, uploadsDir);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
    return manifest;
  } finally {
    await entries.return(undefined);
  }
}

/** The next entry, with a damaged or foreign archive reported as the user's problem, not a stack trace. */
async function nextEntry(entries: AsyncGenerator<ArchiveEntry>, file: string) {
  try {
    return await entries.next();
  } catch (error) {
    throw new BackupError(`${file} is not a Bookwell backup, or it is damaged: ${(error as Error).message}`);
  }
}

async function readManifest(entries: AsyncGenerator<ArchiveEntry>, file: string): Promise<Manifest> {
  const notABackup = new BackupError(`${file} is not a Bookwell backup (it has no ${MANIFEST_ENTRY} first).`);
  const first = await nextEntry(entries, file);
  if (first.done || first.value.name !== MANIFEST_ENTRY) throw notABackup;
  const chunks: Buffer[] = [];
  for await (const chunk of first.value.body) chunks.push(chunk);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw notABackup;
  }
  const { format, version } = (parsed ?? {}) as { format?: unknown; version?: unknown };
  if (format !== BACKUP_FORMAT) throw notABackup;
  if (version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} is in backup format ${String(version)}; this Bookwell reads format ${BACKUP_FORMAT_VERSION}. Restore it with the Bookwell version that made it.`,
    );
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    const issue = manifest.error.issues[0];
    throw new BackupError(
      `${file} has a damaged ${MANIFEST_ENTRY}: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return manifest.data;
}

/** The backup's migration among this code's; a backup of a newer schema is refused. */
function knownMigration(manifest: Manifest): JournalEntry {
  const known = knownMigrations();
  const { tag, when } = manifest.migration;
  const match = known.find((entry) => entry.when === when && entry.tag === tag);
  if (match) return match;
  const newest = known.at(-1)!;
  throw new BackupError(
    when > newest.when
      ? `This backup's schema (migration ${tag}) is newer than this Bookwell knows (up to ${newest.tag}): restore it with the version that made it, or a later one.`
      : `This backup names migration ${tag}, which this Bookwell does not have.`,
  );
}

async function refuseNonEmptyTarget(database: Database, uploadsDir: string, migration: JournalEntry) {
  const target =
    database.kind === 'pglite'
      ? 'The DATA_DIR'
      : 'The PostgreSQL database (DATABASE_URL, in its current schema)';
  const nothingChanged =
    'Restore only into an empty DATA_DIR or an empty PostgreSQL database; nothing was changed.';
  const filled = await tablesWithRows(database.db, await listTables(database.db));
  if (filled.length > 0) {
    const shown = filled.slice(0, 5).join(', ') + (filled.length > 5 ? ', …' : '');
    throw new BackupError(`${target} already holds Bookwell data (rows in ${shown}). ${nothingChanged}`);
  }
  const applied = await appliedMigration(database.db, database.kind);
  if (applied !== null && applied > migration.when) {
    throw new BackupError(
      `${target} is migrated past this backup's schema (${migration.tag}). ${nothingChanged}`,
    );
  }
  const files = await readdir(uploadsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (files.length > 0) {
    throw new BackupError(`${uploadsDir} already holds ${files.length} file(s). ${nothingChanged}`);
  }
}

async function tablesWithRows(db: DbOrTx, tables: TableColumns[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const probes = tables.map(
    (table) =>
      sql`select ${table.name}::text as name where exists (select 1 from ${sql.identifier(table.name)})`,
  );
  const rows = await queryRows<{ name: string }>(db, sql.join(probes, sql` union all `));
  return rows.map((row) => row.name).sort();
}

/** Writes every other entry to `staging` (tables/, uploads/), checking each against the manifest. */
async function unpack(
  entries: AsyncGenerator<ArchiveEntry>,
  manifest: Manifest,
  staging: string,
  file: string,
) {
  const expected = new Map<string, { path: string; bytes?: number }>();
  for (const table of manifest.tables) {
    expected.set(tableEntry(table.name), { path: join(staging, 'tables', `${table.name}.jsonl`) });
  }
  for (const upload of manifest.uploads) {
    expected.set(uploadEntry(upload.name), {
      path: join(staging, 'uploads', upload.name),
      bytes: upload.bytes,
    });
  }
  mkdirSync(join(staging, 'tables'));
  mkdirSync(join(staging, 'uploads'));
  for (let next = await nextEntry(entries, file); !next.done; next = await nextEntry(entries, file)) {
    const entry = next.value;
    const target = expected.get(entry.name);
    if (!target) throw new BackupError(`${file} holds ${entry.name}, which its manifest does not list.`);
    if (target.bytes !== undefined && target.bytes !== entry.size) {
      throw new BackupError(
        `${file} is damaged: ${entry.name} has ${entry.size} bytes, not ${target.bytes}.`,
      );
    }
    try {
      await pipeline(Readable.from(entry.body), createWriteStream(target.path));
    } catch (error) {
      throw new BackupError(
        `${file} is not a Bookwell backup, or it is damaged: ${(error as Error).message}`,
      );
    }
    expected.delete(entry.name);
  }
  const missing = [...expected.keys()];
  if (missing.length > 0)
    throw new BackupError(`${file} is incomplete: ${missing.slice(0, 5).join(', ')} missing.`);
}

/** Loads every table and moves the uploads in place, all or nothing. */
async function load(database: Database, manifest: Manifest, staging: string, uploadsDir: string) {
  const moved: string[] = [];
  try {
    await database.db.transaction(async (tx) => {
      await useCanonicalText(tx);
      const tables = await matchingTables(tx, manifest);
      const foreignKeys = await queryRows<{ table: string; name: string }>(
        tx,
        sql`select c.relname as "table", k.conname as name
          from pg_constraint k join pg_class c on c.oid = k.conrelid
          where k.contype = 'f' and not k.condeferrable and c.relnamespace = current_schema()::regnamespace`,
      );
      /** One statement per table: its app triggers on or off, its foreign keys deferred or not. */
      const alterTables = (triggers: 'enable' | 'disable', keys: SQL) =>
        tables.map(
          (table) =>
            sql`alter table ${sql.identifier(table.name)} ${sql.raw(triggers)} trigger user${sql.join(
              foreignKeys
                .filter((key) => key.table === table.name)
                .map((key) => sql`, alter constraint ${sql.identifier(key.name)} ${keys}`),
            )}`,
        );
      // Rows go in table by table in any order: references are checked once all are in.
      for (const statement of alterTables('disable', sql`deferrable initially deferred`)) {
        await tx.execute(statement);
      }
      for (const table of tables) {
        const expected = manifest.tables.find((entry) => entry.name === table.name)!.rows;
        const rows = await loadTable(tx, table, join(staging, 'tables', `${table.name}.jsonl`));
        if (rows !== expected) {
          throw new BackupError(`The backup is damaged: ${table.name} has ${rows} rows, not ${expected}.`);
        }
      }
      await tx.execute(sql`set constraints all immediate`);
      for (const statement of alterTables('enable', sql`not deferrable`)) await tx.execute(statement);
      mkdirSync(uploadsDir, { recursive: true });
      for (const upload of manifest.uploads) {
        const path = join(uploadsDir, upload.name);
        await rename(join(staging, 'uploads', upload.name), path);
        moved.push(path);
      }
    });
  } catch (error) {
    await Promise.all(moved.map((path) => unlink(path).catch(() => {})));
    throw error;
  }
}

/** The target's tables, which must be the backup's, column for column, once migrated to its level. */
async function matchingTables(tx: Tx, manifest: Manifest): Promise<TableColumns[]> {
  const tables = await listTables(tx);
  const shape = (list: Array<{ name: string; columns: string[] }>) =>
    JSON.stringify(list.map((table) => [table.name, table.columns]).sort());
  const target = tables.map((table) => ({ name: table.name, columns: table.columns.map((c) => c.name) }));
  if (shape(target) !== shape(manifest.tables)) {
    throw new BackupError(
      `The backup's tables differ from this Bookwell's schema at migration ${manifest.migration.tag}: the backup is damaged or was made by a modified version.`,
    );
  }
  return tables;
}

/** Inserts a table's JSON lines in batches, each value cast from its text to the column's type; returns the count. */
async function loadTable(tx: Tx, table: TableColumns, path: string): Promise<number> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    table.columns.map((column, i) => sql`(r->>${sql.raw(String(i))})::${sql.raw(column.type)}`),
    sql`, `,
  );
  const insert = (lines: string[]) =>
    tx.execute(
      sql`insert into ${sql.identifier(table.name)} (${columns})
        select ${values} from json_array_elements(${`[${lines.join(',')}]`}::json) as r`,
    );
  let rows = 0;
  let batch: string[] = [];
  let chars = 0;
  for await (const line of createInterface({
    input: createReadStream(path),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (line === '') continue;
    batch.push(line);
    chars += line.length;
    rows++;
    if (batch.length >= ROWS_PER_INSERT || chars >= CHARS_PER_INSERT) {
      await insert(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  return rows;
}
