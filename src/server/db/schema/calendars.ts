// Calendar connections (issue 27): a team member's outside calendar, read in the background, and the busy times
// read from it, which block the member's availability like bookings do. A connection has a kind: 'ics' (a secret
// iCal address, read-only); a two-way kind (CalDAV) adds its own kind and sealed credentials beside it.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, teamMembers } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The address (for 'ics' the secret iCal URL) sealed with the server key (platform/secret-box.ts). */
    secretSealed: text().notNull(),
    /** What the owner is shown of it: the host and the last characters. */
    hint: text().notNull(),
    lastSyncedAt: timestamp({ withTimezone: true }),
    /** Busy times stored by the last successful read. */
    busyCount: integer().notNull().default(0),
    /** The last failure in plain words; cleared by a success. */
    lastError: text(),
    lastErrorAt: timestamp({ withTimezone: true }),
    /** Failed reads in a row. */
    failures: integer().notNull().default(0),
    /** When the owner was told of the current run of failures (once per run). */
    failureNotifiedAt: timestamp({ withTimezone: true }),
    nextSyncAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The lease of the process reading it now (claimed with FOR UPDATE SKIP LOCKED). */
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_connections_member_kind_unique').on(t.businessId, t.teamMemberId, t.kind),
    index('calendar_connections_due_idx').on(t.nextSyncAt),
  ],
);

/** A time a member's connected calendar says they are busy, in the stored window. Replaced whole at each read. */
export const calendarBusyIntervals = pgTable(
  'calendar_busy_intervals',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // The availability read asks "this member, overlapping this range", like the bookings' no-overlap index.
    index('calendar_busy_member_range_idx').using(
      'gist',
      t.teamMemberId,
      sql`tstzrange(starts_at, ends_at, '[)')`,
    ),
    index('calendar_busy_connection_idx').on(t.connectionId),
  ],
);
