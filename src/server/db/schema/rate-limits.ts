// Request limits shared by every process on one PostgreSQL (docs/decisions/028): one row per limited key (route and
// address, or route and account) and its current window. Unlogged (migration 0030): a crash forgets the counts,
// which costs an attacker's window nothing, and a count never waits for a WAL flush.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});
