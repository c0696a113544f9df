// What a backup archive holds (decision 027), written first in it as manifest.json: the format, the schema's
// migration level, the tables with their columns and row counts, the upload files. Restore reads it before anything.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const BACKUP_FORMAT = 'bookwell-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const uploadEntry = (fileName: string) => `uploads/${fileName}`;
/** An upload's stored name (storeImage's, or any plain file name): never a path. */
export const UPLOAD_FILE_NAME = /^[\w-][\w.-]{0,89}$/;

/** A user's mistake or a file that is not a usable backup: the commands print the message alone and exit 1. */
export class BackupError extends Error {}

/** A new working folder in `parent` (created if missing); a folder that cannot be written is the user's to fix. */
export function stagingFolder(parent: string, prefix: string): string {
  try {
    mkdirSync(parent, { recursive: true });
    return mkdtempSync(join(parent, prefix));
  } catch (error) {
    throw new BackupError(`Cannot write in ${parent}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`);
  }
}

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  engine: z.enum(['pglite', 'postgres']),
  /** The last SQL migration applied to the database the backup was taken of (drizzle/meta/_journal.json). */
  migration: z.object({ tag: z.string(), when: z.number().int() }),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string()).min(1),
      rows: z.number().int().min(0),
    }),
  ),
  uploads: z.array(z.object({ name: z.string().regex(UPLOAD_FILE_NAME), bytes: z.number().int().min(0) })),
});

export type Manifest = z.infer<typeof manifestSchema>;
