// Payments (issue 16): the owner records what a visit was paid (several payments may settle one booking), gives
// money back as negative refund entries (never an edit, never more than what is left of the payment), reads the
// list with its totals and a booking's balance, and closes the day's cash. Money is summed in integer cents.
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { bookings, cashCloses, clients, paymentTransactions } from '#server/db/schema/bookings.ts';
import { services, teamMembers } from '#server/db/schema/businesses.ts';
import { queueWebhookEvent } from '#server/modules/outbox/booking-messages.ts';
import type { Business } from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { refusal } from '#server/platform/error-messages.ts';
import type { ExportWordId, ExportWords } from '#server/platform/export-words.ts';
import { bookingServiceName } from '#server/platform/visit-name.ts';
import { addDaysToLocalDate, localDateOf, startOfLocalDay } from '#shared/domain/local-time.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { AppError } from '#shared/errors.ts';
import {
  type BookingBalance,
  type CashClose,
  type cashCloseInputSchema,
  type createPaymentInputSchema,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentMethod,
  type PaymentsPage,
  type PaymentTotals,
  type paymentsQuerySchema,
  type refundInputSchema,
} from '#shared/schemas/payment.ts';

type PaymentFilters = z.output<typeof paymentsQuerySchema>;
type Owner = { db: DbOrTx; business: Business; userId: string };

const notFound = () => new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
const bookingNotFound = () => new AppError('NOT_FOUND', PAYMENT_MESSAGES.bookingNotFound);

/** What has been refunded of each payment, as a positive decimal. */
const refundedOf = sql<string>`(select coalesce(-sum(r.amount), 0)::text from ${paymentTransactions} r
  where r.refund_of_id = ${paymentTransactions.id})`;

const paymentColumns = {
  row: paymentTransactions,
  refunded: refundedOf,
  teamMemberName: teamMembers.name,
  clientFirst: clients.firstName,
  clientLast: clients.lastName,
  serviceName: bookingServiceName(bookings.id, services.name),
};

function selectPayments(db: DbOrTx) {
  return db
    .select(paymentColumns)
    .from(paymentTransactions)
    .leftJoin(teamMembers, eq(teamMembers.id, paymentTransactions.teamMemberId))
    .leftJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .leftJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(services, eq(services.id, bookings.serviceId));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

const money = (value: string) => formatCents(decimalToCents(value));

function toPayment({
  row,
  refunded,
  teamMemberName,
  clientFirst,
  clientLast,
  serviceName,
}: PaymentRow): Payment {
  return {
    id: row.id,
    kind: row.kind === 'refund' ? 'refund' : 'payment',
    bookingId: row.bookingId,
    refundOfId: row.refundOfId,
    method: row.method as PaymentMethod,
    amount: money(row.amount),
    tip: money(row.tip),
    discount: money(row.discount),
    currency: row.currency,
    note: row.note,
    refunded: money(refunded),
    teamMemberId: row.teamMemberId,
    teamMemberName,
    clientName: clientFirst === null ? null : `${clientFirst} ${clientLast ?? ''}`.trim(),
    serviceName,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findOwnBooking(db: DbOrTx, businessId: string, bookingId: string) {
  if (!isUuid(bookingId)) throw bookingNotFound();
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)))
    .limit(1);
  if (!booking) throw bookingNotFound();
  return booking;
}

export async function readPayment(db: DbOrTx, businessId: string, id: string): Promise<Payment> {
  const [row] = await selectPayments(db)
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.businessId, businessId)))
    .limit(1);
  if (!row) throw notFound();
  return toPayment(row);
}

/** POST /api/payments: a payment toward a booking of the owner's (404 for anyone else's) or on its own. */
export async function recordPayment(
  owner: Owner & { input: z.output<typeof createPaymentInputSchema> },
): Promise<Payment> {
  const { db, business, userId, input } = owner;
  const booking = input.bookingId ? await findOwnBooking(db, business.id, input.bookingId) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        businessId: business.id,
        bookingId: booking?.id ?? null,
        kind: 'payment',
        amount: input.amount,
        tip: input.tip,
        discount: input.discount,
        currency: business.currency,
        method: input.method,
        note: input.note,
        teamMemberId: booking?.teamMemberId ?? null,
        recordedBy: userId,
      })
      .returning({ id: paymentTransactions.id });
    const payment = await readPayment(tx, business.id, row!.id);
    // Webhook integrations hear of it, written with the payment.
    await queueWebhookEvent(tx, {
      ...(booking ? { bookingId: booking.id } : { businessId: business.id }),
      event: 'payment.recorded',
      data: { payment },
    });
    return payment;
  });
}

/**
 * POST /api/payments/{id}/refund: a negative entry against the payment. The payment's row is locked while what is
 * left of it is read, so two refunds at once cannot give back more than was paid.
 */
export async function refundPayment(
  owner: Owner & { paymentId: string; input: z.output<typeof refundInputSchema> },
): Promise<Payment> {
  const { db, business, userId, paymentId, input } = owner;
  if (!isUuid(paymentId)) throw notFound();
  const id = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.id, paymentId), eq(paymentTransactions.businessId, business.id)))
      .for('update');
    if (!payment) throw notFound();
    if (payment.kind !== 'payment') throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundOfRefund);
    const [done] = await tx
      .select({ refunded: sql<string>`coalesce(-sum(${paymentTransactions.amount}), 0)::text` })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.refundOfId, payment.id));
    const leftCents = decimalToCents(payment.amount) - decimalToCents(done?.refunded ?? '0');
    if (decimalToCents(input.amount) > leftCents) {
      throw refusal('BAD_REQUEST', 'payments.refundTooMuch', { left: formatCents(leftCents) });
    }
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        businessId: business.id,
        bookingId: payment.bookingId,
        kind: 'refund',
        refundOfId: payment.id,
        amount: formatCents(-decimalToCents(input.amount)),
        currency: payment.currency,
        method: payment.method,
        status: payment.status,
        note: input.reason,
        teamMemberId: payment.teamMemberId,
        recordedBy: userId,
      })
      .returning({ id: paymentTransactions.id });
    return row!.id;
  });
  return readPayment(db, business.id, id);
}

/** The period asked for (default: the business's today) as local dates and the instants that bound it. */
function periodOf(business: Business, filters: Pick<PaymentFilters, 'from' | 'to'>) {
  const today = localDateOf(new Date(), business.timezone);
  const from = filters.from ?? filters.to ?? today;
  const to = filters.to ?? (filters.from ? today : from);
  if (from > to) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.period);
  return {
    from,
    to,
    start: startOfLocalDay(from, business.timezone),
    end: startOfLocalDay(addDaysToLocalDate(to, 1), business.timezone),
  };
}

function filterConditions(business: Business, filters: PaymentFilters, period: { start: Date; end: Date }) {
  const conditions: SQL[] = [
    eq(paymentTransactions.businessId, business.id),
    eq(paymentTransactions.status, 'succeeded'),
    gte(paymentTransactions.createdAt, period.start),
    lt(paymentTransactions.createdAt, period.end),
  ];
  if (filters.method) conditions.push(eq(paymentTransactions.method, filters.method));
  if (filters.status) conditions.push(eq(paymentTransactions.kind, filters.status));
  if (filters.teamMemberId) {
    // Another business's member (or not an id at all) selects nothing, like any member without payments.
    conditions.push(
      isUuid(filters.teamMemberId) ? eq(paymentTransactions.teamMemberId, filters.teamMemberId) : sql`false`,
    );
  }
  return and(...conditions);
}

/** Totals over entries, in cents: see paymentTotalsSchema. */
function totalsOf(
  entries: Array<{ kind: string; method: string; amount: string; tip: string; discount: string }>,
): PaymentTotals {
  const byMethod = new Map<PaymentMethod, number>();
  let payments = 0;
  let tips = 0;
  let discounts = 0;
  let refunds = 0;
  for (const entry of entries) {
    const amount = decimalToCents(entry.amount);
    const tip = decimalToCents(entry.tip);
    if (entry.kind === 'refund') refunds -= amount;
    else payments += amount;
    tips += tip;
    discounts += decimalToCents(entry.discount);
    const method = entry.method as PaymentMethod;
    byMethod.set(method, (byMethod.get(method) ?? 0) + amount + tip);
  }
  return {
    byMethod: PAYMENT_METHODS.filter((m) => byMethod.has(m)).map((method) => ({
      method,
      amount: formatCents(byMethod.get(method) ?? 0),
    })),
    payments: formatCents(payments),
    tips: formatCents(tips),
    discounts: formatCents(discounts),
    refunds: formatCents(refunds),
    net: formatCents(payments - refunds + tips),
    count: entries.length,
  };
}

async function totalsFor(db: DbOrTx, where: SQL | undefined): Promise<PaymentTotals> {
  const groups = await db
    .select({
      kind: paymentTransactions.kind,
      method: paymentTransactions.method,
      amount: sql<string>`sum(${paymentTransactions.amount})::text`,
      tip: sql<string>`sum(${paymentTransactions.tip})::text`,
      discount: sql<string>`sum(${paymentTransactions.discount})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentTransactions)
    .where(where)
    .groupBy(paymentTransactions.kind, paymentTransactions.method);
  return {
    ...totalsOf(groups),
    count: groups.reduce((sum, group) => sum + Number(group.count), 0),
  };
}

const newestFirst = [desc(paymentTransactions.createdAt), desc(paymentTransactions.id)];

/** GET /api/payments: one page of the period's entries (newest first) and the totals over all of them. */
export async function listPayments(options: {
  db: DbOrTx;
  business: Business;
  filters: PaymentFilters;
}): Promise<PaymentsPage> {
  const { db, business, filters } = options;
  const period = periodOf(business, filters);
  const where = filterConditions(business, filters, period);
  const [rows, totals] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(PAYMENTS_PAGE_SIZE)
      .offset((filters.page - 1) * PAYMENTS_PAGE_SIZE),
    totalsFor(db, where),
  ]);
  return {
    from: period.from,
    to: period.to,
    currency: business.currency,
    payments: rows.map(toPayment),
    totals,
    page: filters.page,
    pageSize: PAYMENTS_PAGE_SIZE,
  };
}

/** Most rows one CSV export holds (a year of a busy shop). */
const CSV_MAX_ROWS = 50_000;

const METHOD = {
  cash: 'payments.method.cash',
  card: 'payments.method.card',
  bank_transfer: 'payments.method.bank_transfer',
  gift_card: 'payments.method.gift_card',
  other: 'payments.method.other',
} as const satisfies Record<PaymentMethod, ExportWordId>;

/** GET /api/payments/export.csv: every entry the filters select (oldest first), with a header row; the headings,
 * types and methods in `words`' language (docs/decisions/048), amounts and times machine-readable. */
export async function paymentsCsvRows(options: {
  db: DbOrTx;
  business: Business;
  filters: PaymentFilters;
  words: ExportWords;
}) {
  const { db, business, filters } = options;
  const { t } = options.words;
  const period = periodOf(business, filters);
  const rows = await selectPayments(db)
    .where(filterConditions(business, filters, period))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id))
    .limit(CSV_MAX_ROWS);
  const header = [
    t('payments.date'),
    t('payments.type'),
    t('payments.method'),
    t('payments.amount'),
    t('payments.tip'),
    t('payments.discount'),
    t('payments.currency'),
    t('payments.client'),
    t('payments.service'),
    t('payments.teamMember'),
    t('payments.note'),
    t('payments.id'),
    t('payments.refundOf'),
    t('payments.bookingId'),
  ];
  const lines = rows.map(toPayment).map((p) => {
    const at = new Date(p.createdAt);
    const local = `${localDateOf(at, business.timezone)} ${new Intl.DateTimeFormat('en-GB', {
      timeZone: business.timezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at)}`;
    return [
      local,
      t(p.kind === 'refund' ? 'payments.kind.refund' : 'payments.kind.payment'),
      t(METHOD[p.method]),
      p.amount,
      p.tip,
      p.discount,
      p.currency,
      p.clientName,
      p.serviceName,
      p.teamMemberName,
      p.note,
      p.id,
      p.refundOfId,
      p.bookingId,
    ];
  });
  return { from: period.from, to: period.to, rows: [header, ...lines] };
}

/** GET /api/bookings/{id}/balance: the price, what the payments brought (refunds taken off), and what is due. */
export async function bookingBalance(options: {
  db: DbOrTx;
  business: Business;
  bookingId: string;
}): Promise<BookingBalance> {
  const { db, business, bookingId } = options;
  const booking = await findOwnBooking(db, business.id, bookingId);
  const rows = await selectPayments(db)
    .where(
      and(
        eq(paymentTransactions.bookingId, booking.id),
        eq(paymentTransactions.businessId, business.id),
        eq(paymentTransactions.status, 'succeeded'),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
  const totals = totalsOf(rows.map((r) => r.row));
  const price = decimalToCents(booking.price);
  const discount = decimalToCents(totals.discounts);
  const paid = decimalToCents(totals.payments) - decimalToCents(totals.refunds);
  return {
    bookingId: booking.id,
    currency: business.currency,
    price: formatCents(price),
    discount: formatCents(discount),
    paid: formatCents(paid),
    tips: totals.tips,
    due: formatCents(Math.max(0, price - discount - paid)),
    payments: rows.map(toPayment),
  };
}

function toClose(row: typeof cashCloses.$inferSelect): CashClose {
  return {
    id: row.id,
    date: row.localDate,
    countedCash: money(row.countedCash),
    recordedCash: money(row.recordedCash),
    difference: money(row.difference),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /api/payments/close: the day's cash counted against the cash recorded (tips in, refunds out). */
export async function closeDay(
  owner: Owner & { input: z.output<typeof cashCloseInputSchema> },
): Promise<CashClose> {
  const { db, business, userId, input } = owner;
  const period = periodOf(business, { from: input.date, to: input.date });
  const cash = await totalsFor(db, filterConditions(business, { method: 'cash', page: 1 }, period));
  const recorded = decimalToCents(cash.net);
  try {
    const [row] = await db
      .insert(cashCloses)
      .values({
        businessId: business.id,
        localDate: input.date,
        countedCash: input.countedCash,
        recordedCash: formatCents(recorded),
        difference: formatCents(decimalToCents(input.countedCash) - recorded),
        note: input.note,
        closedBy: userId,
      })
      .returning();
    return toClose(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyClosed);
    throw error;
  }
}

/** GET /api/payments/closes: the latest closes first. */
export async function listCloses(options: { db: DbOrTx; business: Business }) {
  const rows = await options.db
    .select()
    .from(cashCloses)
    .where(eq(cashCloses.businessId, options.business.id))
    .orderBy(desc(cashCloses.localDate))
    .limit(60);
  return { closes: rows.map(toClose) };
}
