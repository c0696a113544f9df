// Column helpers shared by every table group: UUIDv7 ids, timestamps and the language columns' check.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../shared/i18n/locales.ts';
import { uuidv7 } from '../uuid.ts';

export const id = () =>
  uuid()
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A language column holds one of the app's languages (shared/i18n/locales.ts), or null where it may. */
export const languageCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in (${sql.raw(LOCALES.map((l) => `'${l}'`).join(','))})`);
