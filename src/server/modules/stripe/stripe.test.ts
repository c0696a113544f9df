// Deposits through Stripe Checkout against a local stand-in for Stripe's API (STRIPE_API_URL points at it): the
// checkout's amount, the signed webhook confirming the booking, refused signatures, replays, expired holds and
// refunds on cancellation.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { bookings, paymentTransactions } from '#server/db/schema/bookings.ts';
import { businessIntegrations } from '#server/db/schema/businesses.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { stripeCheckouts } from '#server/db/schema/stripe.ts';
import { purgeDeletedAccounts } from '#server/modules/account/account-deletion.ts';
import { bookingTestKit, clientData, NY } from '#server/modules/bookings/booking-test-kit.ts';
import { AWAITING_PAYMENT_MESSAGE } from '#server/modules/bookings/booking-update.service.ts';
import { buildTestApp, testEnv } from '#server/test/build-test-app.ts';
import { localDateFromToday, uniquePhone } from '#server/test/factories.ts';
import { PAYMENT_HOLD_MINUTES, STRIPE_PAYMENT_NOTE, sweepStripe } from './checkout.service.ts';
import { stripeConfig } from './stripe-api.ts';

const SECRET_KEY = 'sk_test_standin';
const WEBHOOK_SECRET = 'whsec_standin';

/** What the stand-in was asked, in order: method, path and form fields. */
type Call = { method: string; path: string; form: Record<string, string>; auth?: string };
const calls: Call[] = [];
/** Sessions the stand-in knows; a session marked paid cannot be expired (as on Stripe). */
const sessions = new Map<string, { status: 'open' | 'complete' | 'expired'; paid: boolean }>();
let sessionCount = 0;

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const standIn = createServer(async (request, response) => {
  const body = await readBody(request);
  const path = request.url ?? '';
  calls.push({
    method: request.method ?? '',
    path,
    form: Object.fromEntries(new URLSearchParams(body)),
    auth: request.headers.authorization,
  });
  const send = (status: number, json: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(json));
  };
  if (request.headers.authorization !== `Bearer ${SECRET_KEY}`)
    return send(401, { error: { message: 'key' } });
  if (path === '/v1/checkout/sessions') {
    const id = `cs_test_${++sessionCount}`;
    sessions.set(id, { status: 'open', paid: false });
    return send(200, { id, url: `${base}/pay/${id}`, status: 'open' });
  }
  const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
  if (expire) {
    const session = sessions.get(expire[1]!);
    if (session?.status !== 'open') return send(400, { error: { message: 'not open' } });
    session.status = 'expired';
    return send(200, { id: expire[1], status: 'expired', payment_status: 'unpaid' });
  }
  const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
  if (read) {
    const session = sessions.get(read[1]!);
    return send(200, {
      id: read[1],
      status: session?.status,
      payment_status: session?.paid ? 'paid' : 'unpaid',
    });
  }
  if (path === '/v1/refunds') return send(200, { id: `re_test_${calls.length}`, status: 'succeeded' });
  send(404, { error: { message: 'unknown path' } });
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

const stripeEnv = {
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: base,
};
const { app, db, dataDir } = await buildTestApp({ env: stripeEnv });
const stripe = stripeConfig(testEnv(stripeEnv))!;
const { shop, book } = bookingTestKit(app, db);

function sign(payload: string, at = new Date(), secret = WEBHOOK_SECRET) {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

let eventCount = 0;
function sessionEvent(type: string, sessionId: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_test_${++eventCount}`,
    type,
    data: { object: { id: sessionId, object: 'checkout.session', ...extra } },
  });
}

function webhook(payload: string, signature: string | null = sign(payload)) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

const paid = (sessionId: string) =>
  sessionEvent('checkout.session.completed', sessionId, {
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_for_${sessionId}`,
  });

/** The owner's PATCH /api/bookings/{id}. */
function changeAsOwner(id: string, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/bookings/${id}`,
    headers: { cookie: fixture.owner.cookie },
    payload,
  });
}

async function bookingRow(id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function paymentsOf(bookingId: string) {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingId))
    .orderBy(paymentTransactions.createdAt);
}

async function sessionOf(bookingId: string) {
  const [row] = await db.select().from(stripeCheckouts).where(eq(stripeCheckouts.bookingId, bookingId));
  return row!;
}

let fixture: Awaited<ReturnType<typeof shop>>;
const date = localDateFromToday(5, NY);
const slot = (time: string) => ({
  businessSlug: fixture.business.slug,
  serviceId: fixture.services[0]!.id,
  teamMemberId: fixture.staff[0]!.id,
  appointmentDate: `${date}T${time}:00`,
  clientData: { ...clientData, phone: uniquePhone() },
});

/** A shop whose one service (120.50) asks a 25 % deposit. */
async function depositShop() {
  const created = await shop({ services: [{ name: 'Colour', price: '120.50', duration: 60 }] });
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/services/${created.services[0]!.id}`,
    headers: { cookie: created.owner.cookie },
    payload: { depositType: 'percentage', depositValue: '25' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { created, service: res.json() };
}

beforeAll(async () => {
  const { created, service } = await depositShop();
  fixture = created;
  expect(service).toMatchObject({
    depositType: 'percentage',
    depositValue: '25.00',
    depositAmount: '30.13',
  });
});

describe('service deposit settings', () => {
  it('says Stripe is configured and refuses impossible deposits with a message', async () => {
    const status = await app.inject({
      method: 'GET',
      url: '/api/stripe/status',
      headers: { cookie: fixture.owner.cookie },
    });
    expect(status.json()).toEqual({ configured: true });
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/services/${fixture.services[0]!.id}`,
        headers: { cookie: fixture.owner.cookie },
        payload,
      });
    const tooMuch = await patch({ depositType: 'percentage', depositValue: '150' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Deposit percentage must be between 0.01 and 100');
    const overPrice = await patch({ depositType: 'fixed', depositValue: '200' });
    expect(overPrice.statusCode).toBe(400);
    expect(overPrice.json().message).toBe('The deposit cannot be more than the price');
    const noValue = await patch({ depositType: 'fixed', depositValue: null });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().message).toBe('Please enter the deposit amount');
  });

  it('shows the deposit on the public services list', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/businesses/${fixture.business.slug}/services` });
    expect(res.json()[0]).toMatchObject({ price: '120.50', depositAmount: '30.13' });
  });
});

describe('booking a service that takes a deposit', () => {
  let bookingId: string;
  let sessionId: string;

  it('holds the slot as pending_payment and opens a checkout for the right amount', async () => {
    const res = await book(slot('10:00'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    bookingId = body.id;
    expect(body.status).toBe('pending_payment');
    const create = calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(create.auth).toBe(`Bearer ${SECRET_KEY}`);
    // 25 % of 120.50 = 30.125 → 30.13, in cents.
    expect(create.form['line_items[0][price_data][unit_amount]']).toBe('3013');
    expect(create.form['line_items[0][price_data][currency]']).toBe('usd');
    expect(create.form.mode).toBe('payment');
    expect(create.form.client_reference_id).toBe(bookingId);
    expect(create.form.success_url).toContain(`/book/${fixture.business.slug}?payment=success`);
    expect(create.form.cancel_url).toContain(`/book/${fixture.business.slug}?payment=cancelled`);
    sessionId = (await sessionOf(bookingId)).sessionId;
    expect(body.checkoutUrl).toBe(`${base}/pay/${sessionId}`);
    // Nobody is told of it yet: no confirmation, no reminders.
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, bookingId))).toEqual([]);
  });

  it('keeps the held slot from anyone else', async () => {
    const res = await book(slot('10:00'));
    expect(res.statusCode).toBe(409);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const payload = paid(sessionId);
    const forged = await webhook(payload, sign(payload, new Date(), 'whsec_wrong'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid Stripe signature');
    const unsigned = await webhook(payload, null);
    expect(unsigned.statusCode).toBe(400);
    const stale = await webhook(payload, sign(payload, new Date(Date.now() - 10 * 60_000)));
    expect(stale.statusCode).toBe(400);
    const tampered = await webhook(payload.replace('paid', 'paid '), sign(payload));
    expect(tampered.statusCode).toBe(400);
    expect((await bookingRow(bookingId)).status).toBe('pending_payment');
    expect(await paymentsOf(bookingId)).toEqual([]);
  });

  it('confirms the booking on the signed webhook, records the payment and sends the confirmation', async () => {
    // A connected webhook integration hears of the booking and of its payment.
    await db
      .insert(businessIntegrations)
      .values({ businessId: fixture.business.id, integrationId: 'zapier', isConnected: true });
    const payload = paid(sessionId);
    const res = await webhook(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingRow(bookingId)).status).toBe('confirmed');
    const payments = await paymentsOf(bookingId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      kind: 'payment',
      amount: '30.13',
      method: 'card',
      note: STRIPE_PAYMENT_NOTE,
      reference: `pi_for_${sessionId}`,
    });
    expect((await bookingRow(bookingId)).paidAmount).toBe('30.13');
    const messages = await db.select().from(outbox).where(eq(outbox.bookingId, bookingId));
    expect(messages.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['booking_confirmation', 'reminder_24h', 'reminder_2h', 'owner_new_booking']),
    );
    expect(messages.filter((m) => m.channel === 'webhook').map((m) => m.kind)).toEqual(
      expect.arrayContaining(['booking.created', 'payment.recorded']),
    );

    // The same event again (Stripe retries): answered, and nothing more happens.
    const replay = await webhook(payload);
    expect(replay.statusCode).toBe(200);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, bookingId))).toHaveLength(
      messages.length,
    );
  });

  it('gives the deposit back through Stripe when the booking is cancelled inside the policy', async () => {
    const res = await changeAsOwner(bookingId, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect(await paymentsOf(bookingId)).toHaveLength(2), { timeout: 5_000 });
    const refund = calls.findLast((c) => c.path === '/v1/refunds')!;
    expect(refund.form).toMatchObject({ payment_intent: `pi_for_${sessionId}`, amount: '3013' });
    const [payment, given] = await paymentsOf(bookingId);
    expect(given).toMatchObject({
      kind: 'refund',
      amount: '-30.13',
      refundOfId: payment!.id,
      method: 'card',
    });
    expect((await bookingRow(bookingId)).paidAmount).toBe('0.00');
    expect((await sessionOf(bookingId)).refundStatus).toBe('refunded');
    // A second sweep does not refund again.
    await sweepStripe(db, stripe, new Date());
    expect(await paymentsOf(bookingId)).toHaveLength(2);
  });
});

describe('a cancellation after the cut-off', () => {
  it('keeps the deposit: nothing goes back through Stripe', async () => {
    const res = await book(slot('09:00'));
    const { id } = res.json();
    const { sessionId } = await sessionOf(id);
    expect((await webhook(paid(sessionId))).statusCode).toBe(200);
    // The appointment is now an hour away, inside the business's cancellation cut-off.
    const soon = new Date(Date.now() + 60 * 60_000);
    await db
      .update(bookings)
      .set({ appointmentDate: soon, endsAt: new Date(soon.getTime() + 60 * 60_000) })
      .where(eq(bookings.id, id));
    const refundsBefore = calls.filter((c) => c.path === '/v1/refunds').length;
    const cancel = await changeAsOwner(id, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sweepStripe(db, stripe, new Date());
    expect(calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(refundsBefore);
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual(['30.13']);
    expect((await sessionOf(id)).refundStatus).toBeNull();
  });
});

describe('a hold that is not paid', () => {
  it('is freed when its 15 minutes pass, and a new customer can book the slot', async () => {
    const first = await book(slot('12:00'));
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json();
    const { sessionId } = await sessionOf(id);
    // Not yet: the sweep leaves a hold inside its 15 minutes alone.
    await sweepStripe(db, stripe, new Date());
    expect((await bookingRow(id)).status).toBe('pending_payment');

    await sweepStripe(db, stripe, new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * 60_000));
    expect(calls.some((c) => c.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    const freed = await bookingRow(id);
    expect(freed.status).toBe('cancelled');
    expect(freed.cancellationReason).toBe('Payment not completed');
    expect(await db.select().from(outbox).where(eq(outbox.bookingId, id))).toEqual([]);

    const next = await book(slot('12:00'));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().status).toBe('pending_payment');
  });

  it("is freed at once when the customer comes back from Stripe's page without paying", async () => {
    const later = { ...slot('10:00'), appointmentDate: `${localDateFromToday(6, NY)}T10:00:00` };
    const res = await book(later);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const { sessionId } = await sessionOf(id);
    const created = calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    const back = new URL(created.form.cancel_url!);
    expect(back.searchParams.get('booking')).toBe(id);
    const token = back.searchParams.get('release')!;
    const cancel = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/stripe/checkout-cancel', payload });

    // A guessed token, or this booking's token for another booking, changes nothing.
    expect((await cancel({ bookingId: id, token: 'x'.repeat(43) })).statusCode).toBe(404);
    const other = (await book(slot('11:00'))).json().id as string;
    expect((await cancel({ bookingId: other, token })).statusCode).toBe(404);
    // A malformed id is refused in the same words as one that is not signed.
    const malformed = await cancel({ bookingId: 'not-a-booking', token });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'Booking not found' });
    expect((await bookingRow(id)).status).toBe('pending_payment');

    const returned = await cancel({ bookingId: id, token });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toEqual({ released: true });
    expect(calls.some((c) => c.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    const freed = await bookingRow(id);
    expect(freed.status).toBe('cancelled');
    expect(freed.cancellationReason).toBe('Payment not completed');
    // The same time can be chosen again straight away; coming back twice changes nothing more.
    expect((await book(later)).statusCode).toBe(201);
    expect((await cancel({ bookingId: id, token })).json()).toEqual({ released: false });
  });

  it('stays confirmed when Stripe says the session was paid before the customer came back', async () => {
    const res = await book({ ...slot('12:00'), appointmentDate: `${localDateFromToday(6, NY)}T12:00:00` });
    const { id } = res.json();
    const { sessionId } = await sessionOf(id);
    sessions.set(sessionId, { status: 'complete', paid: true });
    const created = calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    const token = new URL(created.form.cancel_url!).searchParams.get('release')!;
    const returned = await app.inject({
      method: 'POST',
      url: '/api/stripe/checkout-cancel',
      payload: { bookingId: id, token },
    });
    expect(returned.json()).toEqual({ released: false });
    expect((await bookingRow(id)).status).toBe('confirmed');
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual(['30.13']);
  });

  it('is freed by checkout.session.expired', async () => {
    const res = await book(slot('14:00'));
    const { id } = res.json();
    const { sessionId } = await sessionOf(id);
    expect((await webhook(sessionEvent('checkout.session.expired', sessionId))).statusCode).toBe(200);
    expect((await bookingRow(id)).status).toBe('cancelled');
    expect((await book(slot('14:00'))).statusCode).toBe(201);
  });

  it('is confirmed by the sweep when Stripe says it was paid while its webhook has not arrived', async () => {
    const res = await book(slot('13:00'));
    const { id } = res.json();
    const { sessionId } = await sessionOf(id);
    sessions.set(sessionId, { status: 'complete', paid: true });
    await sweepStripe(db, stripe, new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * 60_000));
    expect((await bookingRow(id)).status).toBe('confirmed');
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual(['30.13']);
    // The webhook that comes later changes nothing more.
    expect((await webhook(paid(sessionId))).statusCode).toBe(200);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('is freed when its checkout was never kept, and cannot be confirmed by hand', async () => {
    const res = await book(slot('11:00'));
    const { id } = res.json();
    const confirm = await changeAsOwner(id, { status: 'confirmed' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(AWAITING_PAYMENT_MESSAGE);
    // As if the process had stopped between writing the booking and keeping Stripe's session.
    await db.delete(stripeCheckouts).where(eq(stripeCheckouts.bookingId, id));
    await db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(bookings.id, id));
    await sweepStripe(db, stripe, new Date());
    expect((await bookingRow(id)).status).toBe('cancelled');
  });

  it('a payment arriving after the hold ended is recorded and given back', async () => {
    const res = await book(slot('15:00'));
    const { id } = res.json();
    const { sessionId } = await sessionOf(id);
    expect((await webhook(sessionEvent('checkout.session.expired', sessionId))).statusCode).toBe(200);
    expect((await webhook(paid(sessionId))).statusCode).toBe(200);
    const rows = await paymentsOf(id);
    expect(rows.map((p) => p.amount)).toEqual(['30.13', '-30.13']);
    expect((await bookingRow(id)).status).toBe('cancelled');
  });
});

describe('an owner who closes their account', () => {
  it('gives paid deposits back, and the account goes only once no checkout is open', async () => {
    const { created: closing } = await depositShop();
    const bookAt = (time: string) =>
      book({
        businessSlug: closing.business.slug,
        serviceId: closing.services[0]!.id,
        teamMemberId: closing.staff[0]!.id,
        appointmentDate: `${date}T${time}:00`,
        clientData: { ...clientData, phone: uniquePhone() },
      });
    const paidBooking = (await bookAt('10:00')).json().id as string;
    expect((await webhook(paid((await sessionOf(paidBooking)).sessionId))).statusCode).toBe(200);
    const held = (await bookAt('13:00')).json().id as string;

    const closed = await app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: { cookie: closing.owner.cookie },
      payload: { password: 'secret123' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await sweepStripe(db, stripe, new Date());
    // The whole deposit went back through Stripe, whatever the cancellation policy says.
    expect((await paymentsOf(paidBooking)).map((p) => p.amount)).toEqual(['30.13', '-30.13']);
    expect((await bookingRow(paidBooking)).cancellationReason).toBe('The business has closed its account');

    // The clients' notices are out; the held booking's checkout is still open on Stripe, so the account stays.
    await db.update(outbox).set({ status: 'sent' }).where(eq(outbox.businessId, closing.business.id));
    expect(await purgeDeletedAccounts(db, dataDir, { userId: closing.owner.user.id })).toBe(0);
    await sweepStripe(db, stripe, new Date(Date.now() + (PAYMENT_HOLD_MINUTES + 1) * 60_000));
    expect((await sessionOf(held)).status).toBe('expired');
    expect(await purgeDeletedAccounts(db, dataDir, { userId: closing.owner.user.id })).toBe(1);
    expect(await db.select().from(users).where(eq(users.id, closing.owner.user.id))).toEqual([]);
  });
});

describe('the owner and the counts', () => {
  it("the owner's quick booking of a deposit service is confirmed at once, without a checkout", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: fixture.owner.cookie },
      payload: { ...slot('16:00'), businessSlug: undefined },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('confirmed');
    expect(res.json().checkoutUrl).toBeUndefined();
    const held = await db
      .select()
      .from(stripeCheckouts)
      .where(and(eq(stripeCheckouts.bookingId, res.json().id)));
    expect(held).toEqual([]);
  });
});
