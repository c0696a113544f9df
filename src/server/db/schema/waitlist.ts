// The waitlist (issue 30): customers waiting for a time, the times offered to them (each held by a 'held' booking
// under the no-overlap constraint), and the times freed that have yet to be offered.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { bookings } from './bookings.ts';
import { businesses, services, teamMembers } from './businesses.ts';
import { classSessions } from './classes.ts';
import { createdAt, id, languageCheck } from './columns.ts';

/** A customer waiting for a time of one service (with one member, or anyone), or for seats in a full class session:
 * their preferred windows (jsonb, see shared/schemas/waitlist.ts; a session's date for a class) and contact. `status`: active (waiting), booked (an offer was accepted), left (the
 * customer left), removed (the owner removed it), expired (its last preferred date passed). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    teamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'cascade' }),
    /** A full class session the customer waits in, and for how many seats (decision 036); both null otherwise. */
    classSessionId: uuid().references(() => classSessions.id, { onDelete: 'cascade' }),
    seats: smallint(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    phone: text().notNull(),
    phoneNormalized: text().notNull(),
    email: text(),
    /** The booking page's language when they joined: their waitlist messages speak it (null: the client's, else the
     * business's). */
    language: text().$type<Locale>(),
    windows: jsonb().notNull(),
    /** The first and last local dates of the windows: matching reads only entries whose range holds the date. */
    firstDate: date().notNull(),
    lastDate: date().notNull(),
    status: text().notNull().default('active'),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('waitlist_entries_active_idx')
      .on(t.businessId, t.firstDate, t.lastDate)
      .where(sql`${t.status} = 'active'`),
    index('waitlist_entries_business_idx').on(t.businessId, t.createdAt),
    languageCheck('waitlist_entries_language_check', t.language),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('active','booked','left','removed','expired')`,
    ),
    check(
      'waitlist_entries_class_check',
      sql`(${t.classSessionId} is null and ${t.seats} is null) or (${t.classSessionId} is not null and ${t.seats} >= 1)`,
    ),
  ],
);

/** A time offered to an entry, held for it by the 'held' booking `bookingId` until `expiresAt`. `status`: open,
 * accepted (the hold became the booking), declined, expired, withdrawn (the entry left or was removed). At most one
 * open offer per entry, so nobody is ever offered two times at once. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    entryId: uuid()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** The end of the time held (duration and buffer), as the booking's ends_at. */
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('open'),
    /** 'automatic' (a freed time) or 'owner' (offered by hand). */
    source: text().notNull().default('automatic'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_offers_one_open').on(t.businessId, t.entryId).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_entry_idx').on(t.entryId, t.startsAt),
    index('waitlist_offers_accepted_idx').on(t.businessId, t.decidedAt).where(sql`${t.status} = 'accepted'`),
    check(
      'waitlist_offers_status_check',
      sql`${t.status} in ('open','accepted','declined','expired','withdrawn')`,
    ),
    check('waitlist_offers_source_check', sql`${t.source} in ('automatic','owner')`),
  ],
);

/** Time freed (a cancellation, a move, time off removed, hours opened…) that the waitlist worker has yet to offer:
 * written in the transaction of the change that freed it, only while the business has active entries, and deleted
 * in the transaction that makes its offers. `teamMemberId` null: any member (hours or a service changed). */
export const waitlistFreedTimes = pgTable(
  'waitlist_freed_times',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_freed_times_created_idx').on(t.createdAt)],
);
