// What backup and restore read of the database itself: its tables and columns (from the catalogue, so a backup holds
// exactly what the schema at its migration level has), how far it is migrated, and the settings that make every
// value's text the same on both engines.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseKind, DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/platform/sql.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** drizzle's journal of applied migrations: in `drizzle` on PGlite, beside the tables on PostgreSQL (migrate.ts). */
const MIGRATIONS_TABLE = '__drizzle_migrations';

export type JournalEntry = { tag: string; when: number };
export type TableColumns = { name: string; columns: Array<{ name: string; type: string }> };

/**
 * Values as text the same way on both engines and any server configuration: ISO dates in UTC, the shortest exact
 * floats, hex bytea. Set inside a transaction (`set local`), so they end with it.
 */
export async function useCanonicalText(tx: DbOrTx) {
  for (const setting of [
    `set local timezone = 'UTC'`,
    `set local datestyle = 'ISO, YMD'`,
    `set local intervalstyle = 'postgres'`,
    'set local extra_float_digits = 1',
    `set local bytea_output = 'hex'`,
  ]) {
    await tx.execute(sql.raw(setting));
  }
}

/** The tables of the current schema (drizzle's journal aside), each with its stored columns in order. */
export async function listTables(tx: DbOrTx): Promise<TableColumns[]> {
  const rows = await queryRows<{ table: string; column: string; type: string }>(
    tx,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
        and c.relname <> ${MIGRATIONS_TABLE}
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, TableColumns>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

/** Sequences of the current schema besides the journal's own: the format carries none (decision 027). */
export async function listSequences(tx: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind = 'S'
        and relname <> ${`${MIGRATIONS_TABLE}_id_seq`}
      order by relname`,
  );
  return rows.map((row) => row.name);
}

/** The SQL migrations this code knows, in order. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The last migration applied to the database as drizzle records it (its `when`), or null when none was: drizzle
 * applies every migration whose `when` is later than the newest it recorded.
 */
export async function appliedMigration(tx: DbOrTx, kind: DatabaseKind): Promise<number | null> {
  const [schema] = await queryRows<{ name: string }>(
    tx,
    kind === 'pglite' ? sql`select 'drizzle' as name` : sql`select current_schema() as name`,
  );
  const table = sql`${sql.identifier(schema!.name)}.${sql.identifier(MIGRATIONS_TABLE)}`;
  const [exists] = await queryRows<{ found: boolean }>(
    tx,
    sql`select to_regclass(format('%I.%I', ${schema!.name}::text, ${MIGRATIONS_TABLE}::text)) is not null as found`,
  );
  if (!exists?.found) return null;
  const [last] = await queryRows<{ when: string | null }>(
    tx,
    sql`select max(created_at)::text as "when" from ${table}`,
  );
  return last?.when ? Number(last.when) : null;
}

/** A copy of drizzle/ whose journal ends at `tag`: migrating with it brings a database to that level exactly. */
export function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'bookwell-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}
