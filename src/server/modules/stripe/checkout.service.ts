// Deposits and prepayment through Stripe Checkout (decision 017). A customer's booking of a service that asks for
// payment is written as 'pending_payment' (it holds the slot under the no-overlap constraint), a Checkout Session
// is opened for the amount, and:
// - checkout.session.completed confirms the booking, records the payment (card, note 'Stripe') and sends the
//   confirmation messages a booking gets;
// - checkout.session.expired, the hold's 15 minutes passing (the sweep), or the customer coming back from Stripe's
//   page without paying (its cancel link), cancels it and frees the slot;
// - a paid booking cancelled inside the policy gets its payment back through Stripe, recorded as a refund.
import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { and, eq, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { bookings, clients, paymentTransactions } from '#server/db/schema/bookings.ts';
import { businesses, services } from '#server/db/schema/businesses.ts';
import { stripeCheckouts, stripeEvents } from '#server/db/schema/stripe.ts';
import { recordBookingChange } from '#server/modules/booking-changes/booking-changes.service.ts';
import { queueWebhookEvent } from '#server/modules/outbox/booking-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { readPayment } from '#server/modules/payments/payments.service.ts';
import { bookingServiceName } from '#server/platform/visit-name.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { fullName } from '#shared/domain/names.ts';
import { AppError } from '#shared/errors.ts';
import {
  chargedCents,
  StripeApiError,
  type StripeConfig,
  stripeAmount,
  stripeRequest,
} from './stripe-api.ts';

/** How long a booking waits for its payment before the slot is freed. */
export const PAYMENT_HOLD_MINUTES = 15;
/** Stripe's shortest Checkout Session life: after it nobody can pay, whatever we heard. */
const STRIPE_SESSION_MINUTES = 30;
const MINUTE = 60_000;
export const PAYMENT_NOT_COMPLETED_REASON = 'Payment not completed';
export const CHECKOUT_FAILED_MESSAGE = 'The payment page could not be opened. Please try again.';
export const STRIPE_PAYMENT_NOTE = 'Stripe';
export const STRIPE_REFUND_NOTE = 'Stripe refund: cancelled inside the cancellation policy';

type CheckoutSession = { id: string; url: string | null };

/** The proof in a checkout's cancel link that it is this booking's: an HMAC of the booking id under the manage
 * links' key (client-portal/manage-link.ts manageLinkKey), in its own domain. Only Stripe's page and the customer see it. */
export function checkoutCancelToken(key: KeyObject, bookingId: string): string {
  return createHmac('sha256', key).update(`checkout-cancel:${bookingId}`).digest('base64url');
}

function isCheckoutCancelToken(key: KeyObject, bookingId: string, token: string) {
  const expected = Buffer.from(checkoutCancelToken(key, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Opens the Checkout Session for a booking just written as 'pending_payment' and keeps it; the URL the customer
 * is sent to. When Stripe cannot be reached the hold is let go at once and the customer told to try again.
 */
export async function startCheckout(options: {
  db: Db;
  stripe: StripeConfig;
  booking: { id: string; businessId: string; slug: string; serviceName: string; full: boolean };
  amountCents: number;
  customerEmail: string | null;
  manageLink: string | null;
  /** What signs the cancel link (manageLinkKey). */
  linkKey: KeyObject;
  origin: string;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<string> {
  const { db, stripe, booking, amountCents, customerEmail, manageLink, linkKey, origin, now, log } = options;
  const [business] = await db
    .select({ currency: businesses.currency, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, booking.businessId));
  const currency = business?.currency ?? 'USD';
  // The amount kept and later recorded as paid is exactly what Stripe charges.
  const charged = chargedCents(amountCents, currency);
  const page = `${origin}/book/${encodeURIComponent(booking.slug)}`;
  let session: CheckoutSession;
  try {
    session = await stripeRequest<CheckoutSession>(stripe, '/v1/checkout/sessions', {
      idempotencyKey: `checkout-${booking.id}`,
      params: {
        mode: 'payment',
        client_reference_id: booking.id,
        customer_email: customerEmail ?? undefined,
        success_url: `${page}?payment=success&booking=${booking.id}`,
        cancel_url: `${page}?payment=cancelled&booking=${booking.id}&release=${checkoutCancelToken(linkKey, booking.id)}`,
        expires_at: Math.floor(now.getTime() / 1000) + STRIPE_SESSION_MINUTES * 60,
        metadata: { booking_id: booking.id },
        payment_intent_data: { metadata: { booking_id: booking.id } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: stripeAmount(charged, currency),
              product_data: {
                name: `${booking.full ? 'Prepayment' : 'Deposit'}: ${booking.serviceName}`,
                description: business?.name,
              },
            },
          },
        ],
      },
    });
    if (!session.url) throw new StripeApiError(502, 'Stripe returned no checkout URL');
  } catch (error) {
    await db.transaction((tx) => releaseHold(tx, booking.id));
    log.warn(
      { err: error, bookingId: booking.id },
      'Stripe checkout could not be opened; the hold was let go',
    );
    throw new AppError('UNAVAILABLE', CHECKOUT_FAILED_MESSAGE);
  }
  await db.insert(stripeCheckouts).values({
    businessId: booking.businessId,
    bookingId: booking.id,
    sessionId: session.id,
    amount: formatCents(charged),
    currency,
    url: session.url,
    manageLink,
    expiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * MINUTE),
  });
  return session.url;
}

/** The payment page of a booking still waiting for its payment (a resubmitted booking gets it again). */
export async function openCheckoutUrl(db: DbOrTx, bookingId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ url: stripeCheckouts.url })
    .from(stripeCheckouts)
    .where(and(eq(stripeCheckouts.bookingId, bookingId), eq(stripeCheckouts.status, 'open')));
  return row?.url;
}

/** Cancels a booking still held for payment (nothing to tell the client: they never had a confirmation). */
async function releaseHold(tx: Tx, bookingId: string) {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancellationReason: PAYMENT_NOT_COMPLETED_REASON, updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending_payment')))
    .returning({ businessId: bookings.businessId, startsAt: bookings.appointmentDate });
  if (!row) return;
  await recordBookingChange(tx, {
    booking: { id: bookingId, ...row, timeZone: await timeZoneOf(tx, row.businessId) },
    actor: { kind: 'system' },
    action: 'cancelled',
    fromStatus: 'pending_payment',
    toStatus: 'cancelled',
    details: { cancellationReason: PAYMENT_NOT_COMPLETED_REASON },
  });
}

async function timeZoneOf(tx: Tx, businessId: string) {
  const [row] = await tx
    .select({ timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row!.timezone;
}

/** The fields of a Checkout Session an event carries that matter here. */
export type CheckoutSessionObject = {
  id: string;
  status?: string | null;
  payment_status?: string | null;
  payment_intent?: string | null;
};
export type StripeEvent = { id: string; type: string; data: { object: CheckoutSessionObject } };

/**
 * One webhook event, at most once (its id is kept in the same transaction as its effects): true when handled
 * now, false for a replay.
 */
export async function handleStripeEvent(db: Db, stripe: StripeConfig, event: StripeEvent): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return 'replay' as const;
    const session = event.data.object;
    if (event.type === 'checkout.session.completed' && session.payment_status === 'paid') {
      return completeCheckout(tx, session);
    }
    if (event.type === 'checkout.session.expired') await expireCheckout(tx, session.id);
    return 'done' as const;
  });
  if (outcome === 'replay') return false;
  if (outcome === 'confirmed') outboxWritten(db);
  if (outcome === 'refund') await processDueRefunds(db, stripe);
  return true;
}

type Checkout = typeof stripeCheckouts.$inferSelect;

async function lockCheckout(tx: Tx, sessionId: string): Promise<Checkout | undefined> {
  const [row] = await tx
    .select()
    .from(stripeCheckouts)
    .where(eq(stripeCheckouts.sessionId, sessionId))
    .for('update');
  return row;
}

/**
 * A paid session: the payment is recorded; a booking still held is confirmed with the messages a new booking
 * gets. A booking no longer held (the hold ran out, or it was cancelled, before the payment arrived) gets the
 * money back ('refund').
 */
async function completeCheckout(
  tx: Tx,
  session: CheckoutSessionObject,
): Promise<'confirmed' | 'refund' | 'done'> {
  const checkout = await lockCheckout(tx, session.id);
  if (!checkout || checkout.status === 'paid') return 'done';
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, checkout.bookingId)).for('update');
  if (!booking) return 'done';
  const held = booking.status === 'pending_payment';
  await tx
    .update(stripeCheckouts)
    .set({
      status: 'paid',
      paymentIntentId: session.payment_intent ?? null,
      refundStatus: held ? null : 'due',
    })
    .where(eq(stripeCheckouts.id, checkout.id));
  const [recorded] = await tx
    .insert(paymentTransactions)
    .values({
      businessId: checkout.businessId,
      bookingId: booking.id,
      kind: 'payment',
      amount: checkout.amount,
      currency: checkout.currency,
      method: 'card',
      status: 'succeeded',
      reference: session.payment_intent ?? session.id,
      note: STRIPE_PAYMENT_NOTE,
      teamMemberId: booking.teamMemberId,
    })
    .returning({ id: paymentTransactions.id });
  // Webhook integrations hear of it like of a payment the owner records.
  await queueWebhookEvent(tx, {
    bookingId: booking.id,
    event: 'payment.recorded',
    data: { payment: await readPayment(tx, checkout.businessId, recorded!.id) },
  });
  if (!held) return 'refund';
  await tx
    .update(bookings)
    .set({ status: 'confirmed', updatedAt: new Date() })
    .where(eq(bookings.id, booking.id));
  const [about] = await tx
    .select({
      firstName: clients.firstName,
      lastName: clients.lastName,
      serviceName: bookingServiceName(bookings.id, services.name),
      timeZone: businesses.timezone,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(eq(bookings.id, booking.id));
  // The owner hears of the customer's new booking now that it is paid; the client gets its confirmation.
  await recordBookingChange(tx, {
    booking: {
      id: booking.id,
      businessId: booking.businessId,
      startsAt: booking.appointmentDate,
      timeZone: about!.timeZone,
    },
    actor: { kind: 'payment' },
    action: 'paid',
    fromStatus: 'pending_payment',
    toStatus: 'confirmed',
    details: { by: 'payment', amount: checkout.amount },
    clientName: fullName(about!),
    serviceName: about!.serviceName,
    manageLink: checkout.manageLink,
  });
  return 'confirmed';
}

/** An expired session, or a hold whose time ran out: the slot is freed. */
async function expireCheckout(tx: Tx, sessionId: string) {
  const checkout = await lockCheckout(tx, sessionId);
  if (checkout?.status !== 'open') return;
  await tx.update(stripeCheckouts).set({ status: 'expired' }).where(eq(stripeCheckouts.id, checkout.id));
  await releaseHold(tx, checkout.bookingId);
}

/**
 * Inside the cancellation's transaction: a paid deposit of a booking cancelled inside the policy (at least the
 * business's cut-off before the appointment) is to be given back. processDueRefunds does it after the commit.
 */
export async function markRefundDue(
  tx: Tx,
  booking: { id: string; appointmentDate: Date },
  cutoffHours: number,
  now: Date,
): Promise<boolean> {
  if (booking.appointmentDate.getTime() - now.getTime() < cutoffHours * 60 * MINUTE) return false;
  const due = await tx
    .update(stripeCheckouts)
    .set({ refundStatus: 'due' })
    .where(
      and(
        eq(stripeCheckouts.bookingId, booking.id),
        eq(stripeCheckouts.status, 'paid'),
        sql`${stripeCheckouts.refundStatus} is null`,
      ),
    )
    .returning({ id: stripeCheckouts.id });
  return due.length > 0;
}

/** This process's refund runner per database (stripe.routes.ts), told when a refund became due. */
const refundRunners = new WeakMap<Db, () => void>();

export function onRefundsDue(db: Db, run: () => void): () => void {
  refundRunners.set(db, run);
  return () => refundRunners.delete(db);
}

/** After the commit that marked a refund due: it is made now rather than at the next sweep. */
export function refundsDue(db: Db) {
  refundRunners.get(db)?.();
}

type Refund = { id: string };

/**
 * Gives back every paid deposit marked due (or only `bookingId`'s): what is left of its payment goes back through
 * Stripe (POST /v1/refunds, idempotent per checkout, so a retry never refunds twice) and is recorded as a refund
 * of the payment. A refund Stripe refuses stays due for the next sweep.
 */
export async function processDueRefunds(db: Db, stripe: StripeConfig, bookingId?: string) {
  const due = await db
    .select()
    .from(stripeCheckouts)
    .where(
      and(
        eq(stripeCheckouts.refundStatus, 'due'),
        bookingId ? eq(stripeCheckouts.bookingId, bookingId) : undefined,
      ),
    );
  for (const checkout of due) {
    const [payment] = await db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.bookingId, checkout.bookingId),
          eq(paymentTransactions.kind, 'payment'),
          eq(paymentTransactions.note, STRIPE_PAYMENT_NOTE),
        ),
      );
    if (!payment) continue;
    const [done] = await db
      .select({ refunded: sql<string>`coalesce(-sum(${paymentTransactions.amount}), 0)::text` })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.refundOfId, payment.id));
    const leftCents = decimalToCents(payment.amount) - decimalToCents(done?.refunded ?? '0');
    let refund: Refund | null = null;
    if (leftCents > 0) {
      refund = await stripeRequest<Refund>(stripe, '/v1/refunds', {
        idempotencyKey: `refund-${checkout.id}`,
        params: {
          payment_intent: checkout.paymentIntentId ?? undefined,
          amount: stripeAmount(leftCents, payment.currency),
          metadata: { booking_id: checkout.bookingId },
        },
      }).catch(() => null);
      if (!refund) continue;
    }
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(stripeCheckouts)
        .set({ refundStatus: 'refunded' })
        .where(and(eq(stripeCheckouts.id, checkout.id), eq(stripeCheckouts.refundStatus, 'due')))
        .returning({ id: stripeCheckouts.id });
      if (!claimed || !refund) return;
      await tx.insert(paymentTransactions).values({
        businessId: payment.businessId,
        bookingId: payment.bookingId,
        kind: 'refund',
        refundOfId: payment.id,
        amount: formatCents(-leftCents),
        currency: payment.currency,
        method: payment.method,
        status: 'succeeded',
        reference: refund.id,
        note: STRIPE_REFUND_NOTE,
        teamMemberId: payment.teamMemberId,
      });
    });
  }
}

/**
 * The periodic sweep: holds whose 15 minutes passed are ended (the session expired on Stripe so nobody pays
 * late, then the slot freed); a session Stripe says was paid meanwhile is completed instead. A hold Stripe cannot
 * be asked about, or whose session was never kept, is freed once a Stripe session would surely have ended. Then
 * refunds still due are retried.
 */
export async function sweepStripe(db: Db, stripe: StripeConfig, now: Date) {
  const ended = await db
    .select()
    .from(stripeCheckouts)
    .where(and(eq(stripeCheckouts.status, 'open'), lte(stripeCheckouts.expiresAt, now)));
  let confirmed = false;
  for (const checkout of ended) {
    const stale = now.getTime() - checkout.createdAt.getTime() > STRIPE_SESSION_MINUTES * MINUTE;
    if ((await endCheckout(db, stripe, checkout.sessionId, stale)) === 'confirmed') confirmed = true;
  }
  if (confirmed) outboxWritten(db);
  // A hold whose checkout was never kept (the process stopped between writing the booking and Stripe's answer).
  const orphans = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending_payment'),
        lte(bookings.createdAt, new Date(now.getTime() - STRIPE_SESSION_MINUTES * MINUTE)),
        notExists(db.select().from(stripeCheckouts).where(eq(stripeCheckouts.bookingId, bookings.id))),
      ),
    );
  for (const { id } of orphans) await db.transaction((tx) => releaseHold(tx, id));
  await processDueRefunds(db, stripe);
}

/**
 * Ends an open checkout: Stripe expires its session first, and a session Stripe says was paid meanwhile is
 * completed instead ('confirmed', or 'paid' when the booking was no longer held: its refund is then due);
 * otherwise the hold is let go ('released'). When Stripe cannot be asked, nothing changes ('unknown': a payment
 * may be on its way) unless `evenUnasked` (a session that has surely ended).
 */
async function endCheckout(
  db: Db,
  stripe: StripeConfig,
  sessionId: string,
  evenUnasked: boolean,
): Promise<'confirmed' | 'paid' | 'released' | 'unknown'> {
  const session = await endSession(stripe, sessionId);
  if (!session && !evenUnasked) return 'unknown';
  return db.transaction(async (tx) => {
    if (session?.status === 'complete' && session.payment_status === 'paid') {
      return (await completeCheckout(tx, session)) === 'confirmed' ? 'confirmed' : 'paid';
    }
    await expireCheckout(tx, sessionId);
    return 'released';
  });
}

/**
 * The customer came back from Stripe's page without paying (its cancel link): the hold is let go at once, so they
 * can choose the same time again, unless Stripe says the session was paid meanwhile. 404 for a link that is not
 * this booking's; false when nothing was held any more (or Stripe could not be asked: the sweep ends it later).
 */
export async function cancelCheckout(
  db: Db,
  stripe: StripeConfig,
  options: { bookingId: string; token: string; linkKey: KeyObject },
): Promise<boolean> {
  const { bookingId, token, linkKey } = options;
  if (!isCheckoutCancelToken(linkKey, bookingId, token)) throw new AppError('NOT_FOUND', 'Booking not found');
  const [checkout] = await db
    .select({ sessionId: stripeCheckouts.sessionId })
    .from(stripeCheckouts)
    .where(and(eq(stripeCheckouts.bookingId, bookingId), eq(stripeCheckouts.status, 'open')));
  if (!checkout) return false;
  const outcome = await endCheckout(db, stripe, checkout.sessionId, false);
  if (outcome === 'confirmed') outboxWritten(db);
  return outcome === 'released';
}

/** Expires the session on Stripe; what Stripe says of it (it may have been paid or expired already), or null
 * when Stripe cannot be reached. */
async function endSession(stripe: StripeConfig, sessionId: string): Promise<CheckoutSessionObject | null> {
  const path = `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`;
  try {
    return await stripeRequest<CheckoutSessionObject>(stripe, `${path}/expire`);
  } catch (error) {
    if (!(error instanceof StripeApiError)) return null;
    return stripeRequest<CheckoutSessionObject>(stripe, path, { method: 'GET' }).catch(() => null);
  }
}
