// Deposits and prepayment through Stripe Checkout (issue 16, decision 017): one checkout per booking held for
// payment, and the webhook events already handled.
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { businesses } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * The Checkout Session that pays for a booking held as 'pending_payment'. `status`: open (waiting for the
 * customer), paid (the webhook confirmed the booking), expired (the hold ended, the slot was freed). A paid
 * checkout whose booking is cancelled inside the policy gets `refund_status` 'due', then 'refunded' once Stripe
 * took the refund.
 */
export const stripeCheckouts = pgTable(
  'stripe_checkouts',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sessionId: text().notNull(),
    /** What the customer pays now, in the business's currency. */
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    currency: text().notNull(),
    status: text().notNull().default('open'),
    /** Stripe's payment page for the session. */
    url: text().notNull(),
    /** The confirmation email's sign-in link, sent once the payment confirms the booking. */
    manageLink: text(),
    paymentIntentId: text(),
    refundStatus: text(),
    /** When the hold ends and the slot is freed if nothing was paid. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stripe_checkouts_session_unique').on(t.sessionId),
    uniqueIndex('stripe_checkouts_booking_unique').on(t.bookingId),
    index('stripe_checkouts_open_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('stripe_checkouts_status_check', sql`${t.status} in ('open','paid','expired')`),
    check(
      'stripe_checkouts_refund_check',
      sql`${t.refundStatus} is null or ${t.refundStatus} in ('due','refunded')`,
    ),
  ],
);

/** Stripe event ids already handled: a replayed webhook is answered 200 and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
