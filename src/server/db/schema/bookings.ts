// Customers and their appointments: clients, bookings (with history), reviews and payments.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { users } from './accounts.ts';
import { businesses, services, teamMembers } from './businesses.ts';
import { classSessions } from './classes.ts';
import { createdAt, id, languageCheck, updatedAt } from './columns.ts';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    phone: text().notNull(),
    // Digits only (with a leading + kept), so '(555) 123-4567' and '555-123-4567' are one client.
    phoneNormalized: text().notNull(),
    email: text(),
    password: text(),
    hasAccount: boolean().notNull().default(false),
    profileImageUrl: text(),
    dateOfBirth: date(),
    notes: text(),
    tags: text().array().notNull().default([]),
    marketingConsent: boolean().notNull().default(false),
    preferences: jsonb().notNull().default({}),
    /** The language of the client's messages: the one they last booked or signed in with; null until known (their
     * messages then use the business's). */
    language: text().$type<Locale>(),
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_business_phone_unique')
      .on(t.businessId, t.phoneNormalized)
      .where(sql`${t.erasedAt} is null`),
    index('clients_business_idx').on(t.businessId, t.createdAt),
    languageCheck('clients_language_check', t.language),
  ],
);

/** A client's signed-in session on one business's client dashboard; `token` holds the SHA-256 of the cookie. */
export const clientSessions = pgTable(
  'client_sessions',
  {
    id: id(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_sessions_expires_idx').on(t.expiresAt)],
);

/** A one-time sign-in code (and link) sent to a client: hashed, 15 minutes, 5 tries, used once. */
export const clientAuthCodes = pgTable(
  'client_auth_codes',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Normalised email (lower case) or E.164 phone the code was sent to. */
    destination: text().notNull(),
    channel: text().notNull(),
    codeHash: text().notNull(),
    linkTokenHash: text().notNull().unique(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_auth_codes_destination_idx').on(t.businessId, t.destination, t.createdAt),
    check('client_auth_codes_channel_check', sql`${t.channel} in ('email','sms')`),
  ],
);

/**
 * A repeating booking (issue 30, decision 030): its rule, kept so the owner sees what was asked for. Each
 * appointment is an ordinary booking naming the series (its client, member and status are the bookings').
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    frequency: text().notNull(),
    /** Weeks between appointments; 1 for monthly. */
    interval: smallint().notNull(),
    /** The first appointment's local date and wall time ('HH:mm') in the business's zone. */
    startsOn: date({ mode: 'string' }).notNull(),
    localTime: text().notNull(),
    endCount: smallint(),
    endUntil: date({ mode: 'string' }),
    /** 'owner' or 'client': who made it repeat. */
    createdBy: text().notNull(),
    /** The Idempotency-Key the series was booked with, and the answer it got: a resubmit gets the same answer. */
    idempotencyKey: text(),
    outcome: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_series_business_idx').on(t.businessId, t.createdAt),
    uniqueIndex('booking_series_idempotency_unique').on(t.businessId, t.idempotencyKey),
    check('booking_series_frequency_check', sql`${t.frequency} in ('weekly','monthly')`),
    check('booking_series_interval_check', sql`${t.interval} between 1 and 8`),
    check('booking_series_created_by_check', sql`${t.createdBy} in ('owner','client')`),
  ],
);

// No overlap for one staff member is enforced by the exclusion constraint in drizzle/0001_bookings_no_overlap.sql
// (pending_payment added by the deposits migration: a slot held for payment is taken; held, a time offered to a
// waitlisted customer, by the waitlist migration).
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    clientId: uuid()
      .notNull()
      .references(() => clients.id),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id),
    appointmentDate: timestamp({ withTimezone: true }).notNull(),
    // End of the time the staff member is busy: duration plus the business's buffer.
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** A visit shared between members (decision 043): the end of the booking's member's part (its buffer
     * included); the other parts are held by their members in booking_services. Null: the member has the whole span. */
    memberEndsAt: timestamp({ withTimezone: true }),
    durationMinutes: integer().notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    // Sum of the booking's succeeded payments, null when none; revenue counts it instead of the price.
    // Kept by a trigger on payment_transactions (drizzle/0004_analytics_rollup_triggers.sql), never by app code.
    paidAmount: numeric({ precision: 10, scale: 2 }),
    status: text().notNull().default('confirmed'),
    notes: text(),
    cancellationReason: text(),
    source: text().notNull().default('online'),
    idempotencyKey: text(),
    /** The repeating booking this appointment belongs to, if any. */
    seriesId: uuid().references((): AnyPgColumn => bookingSeries.id),
    /** A seat booking of a class (decision 036): its session and how many seats it takes; both null otherwise. */
    classSessionId: uuid().references((): AnyPgColumn => classSessions.id),
    seats: smallint(),
    /** When the instructor checked the class's attendee in. */
    checkedInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_series_idx').on(t.seriesId, t.appointmentDate).where(sql`${t.seriesId} is not null`),
    index('bookings_business_date_idx').on(t.businessId, t.appointmentDate),
    index('bookings_member_date_idx').on(t.teamMemberId, t.appointmentDate),
    // A client's visits in date order: first visits (new vs returning clients) in analytics.
    index('bookings_client_date_idx').on(t.clientId, t.appointmentDate),
    uniqueIndex('bookings_idempotency_unique').on(t.businessId, t.idempotencyKey),
    // Holds for a payment (decision 017): the Stripe sweep finds those whose checkout never opened.
    index('bookings_pending_payment_idx').on(t.createdAt).where(sql`${t.status} = 'pending_payment'`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending','pending_payment','held','confirmed','completed','cancelled','no_show')`,
    ),
    check('bookings_range_check', sql`${t.endsAt} > ${t.appointmentDate}`),
    check(
      'bookings_member_end_check',
      sql`${t.memberEndsAt} is null or (${t.memberEndsAt} > ${t.appointmentDate} and ${t.memberEndsAt} <= ${t.endsAt})`,
    ),
    index('bookings_class_session_idx').on(t.classSessionId).where(sql`${t.classSessionId} is not null`),
    check(
      'bookings_class_seats_check',
      sql`(${t.classSessionId} is null and ${t.seats} is null) or (${t.classSessionId} is not null and ${t.seats} >= 1)`,
    ),
  ],
);

/**
 * The services of a visit (decision 037): a booking of several services back to back with one member is one
 * booking (its service is the first, its duration and price the totals), and these rows say which services, in
 * which order, each with its own duration and price. A booking of one service has none.
 */
export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** 0 for the first service of the visit. */
    position: smallint().notNull(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    durationMinutes: integer().notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    /** A part another member performs in a shared visit (decision 043), with the span that member is busy for
     * (the buffer after their last part in a row included) and whether the booking is live; null, null, null and
     * false for a part of the booking's own member. */
    teamMemberId: uuid().references(() => teamMembers.id),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    live: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.position] }),
    index('booking_services_service_idx').on(t.serviceId),
    check(
      'booking_services_member_check',
      sql`(${t.teamMemberId} is null and ${t.startsAt} is null and ${t.endsAt} is null and not ${t.live})
        or (${t.teamMemberId} is not null and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    details: jsonb().notNull().default({}),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    clientId: uuid().references(() => clients.id, { onDelete: 'set null' }),
    clientName: text().notNull(),
    rating: integer().notNull(),
    comment: text(),
    /** The owner's public answer. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    /** Set when the owner hides an abusive review: it leaves the public list and the averages. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_business_idx').on(t.businessId, t.createdAt),
    // One review per visit.
    uniqueIndex('reviews_booking_unique').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Money taken (kind 'payment', amount > 0) and given back (kind 'refund', amount < 0, refundOfId naming the
 * payment): entries are never edited, a refund is a new negative row. `amount` is what counts toward the booking's
 * price (bookings.paid_amount sums it); the tip and the discount given are kept beside it.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    kind: text().notNull().default('payment'),
    refundOfId: uuid().references((): AnyPgColumn => paymentTransactions.id, { onDelete: 'cascade' }),
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    tip: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    discount: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    currency: text().notNull().default('USD'),
    method: text().notNull().default('cash'),
    status: text().notNull().default('succeeded'),
    reference: text(),
    /** The owner's note on a payment; a refund's reason. */
    note: text(),
    /** Who served the visit (the booking's team member when it was recorded): the list's team member filter. */
    teamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'set null' }),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_transactions_business_idx').on(t.businessId, t.createdAt),
    index('payment_transactions_booking_idx').on(t.bookingId),
    index('payment_transactions_refund_of_idx').on(t.refundOfId),
    check('payment_transactions_kind_check', sql`${t.kind} in ('payment','refund')`),
    check(
      'payment_transactions_sign_check',
      sql`(${t.kind} = 'payment' and ${t.amount} > 0 and ${t.refundOfId} is null)
        or (${t.kind} = 'refund' and ${t.amount} < 0 and ${t.refundOfId} is not null)`,
    ),
    check('payment_transactions_extras_check', sql`${t.tip} >= 0 and ${t.discount} >= 0`),
  ],
);

/** A day's cash close: the cash counted in the drawer against the cash recorded, the difference kept. */
export const cashCloses = pgTable(
  'cash_closes',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The business's local day closed. */
    localDate: date().notNull(),
    countedCash: numeric({ precision: 10, scale: 2 }).notNull(),
    recordedCash: numeric({ precision: 10, scale: 2 }).notNull(),
    /** counted − recorded: negative when cash is missing. */
    difference: numeric({ precision: 10, scale: 2 }).notNull(),
    note: text(),
    closedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cash_closes_business_day_unique').on(t.businessId, t.localDate)],
);

// Bookings per business, local calendar day (in the business's time zone) and status, with their revenue
// (paid amount, else price). Kept exact by triggers on bookings and businesses
// (drizzle/0004_analytics_rollup_triggers.sql, 0008_sharded_totals_triggers.sql) so the dashboard and long
// analytics periods read a few hundred rows instead of every booking.
// A cell is split into shards (the writing connection's backend pid modulo 16): concurrent bookings of one
// business and day add to different rows instead of queueing on one row lock until each commit. Readers sum.
export const bookingDayTotals = pgTable(
  'booking_day_totals',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    localDate: date().notNull(),
    status: text().notNull(),
    shard: smallint().notNull().default(0),
    bookings: integer().notNull().default(0),
    amount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.localDate, t.status, t.shard] })],
);

// All-time bookings and revenue per business and status, sharded like booking_day_totals and kept by the same
// triggers: milestone checks run at every booking and must not sum every day a business has been open.
export const bookingTotals = pgTable(
  'booking_totals',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    shard: smallint().notNull().default(0),
    bookings: integer().notNull().default(0),
    amount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.status, t.shard] })],
);
