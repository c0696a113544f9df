// Calendar connections (issue 27): a team member's outside calendar, read in the background, and the busy times
// read from it, which block the member's availability like bookings do. A connection has a kind: 'ics' (a secret
// iCal address, read-only) or 'caldav' (two-way: the member's bookings are also written to it as events).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
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
    /** The address sealed with the server key (platform/secret-box.ts): for 'ics' the secret iCal URL, for
     * 'caldav' the JSON of the calendar's URL, user name and app password. */
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
    /** CalDAV: the member's bookings changed up to this time were written to the calendar; a booking changed
     * since makes the connection due at once. */
    pushedAt: timestamp({ withTimezone: true }),
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

/** CalDAV: a booking written to the member's calendar as an event (`bookwell-<booking id>.ics`), with what it said,
 * so a sync writes only what changed and removes what is no longer booked. */
export const calendarPushedEvents = pgTable(
  'calendar_pushed_events',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The event's times and words as written: a different one is written again. */
    fingerprint: text().notNull(),
    pushedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.connectionId, t.bookingId] })],
);
