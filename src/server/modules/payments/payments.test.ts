// Payments over HTTP: splits, tips, discounts and refunds add up to the cent on the balance, the list's totals, the
// revenue column (bookings.paid_amount) and the CSV; refunds never give back more than was paid, not even two at
// once; the cash close keeps the difference; another owner sees and touches none of it.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingDayTotals, bookings, paymentTransactions } from '#server/db/schema/bookings.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday, seedTenant, type TenantFixture } from '#server/test/factories.ts';
import type { BookingBalance, Payment, PaymentsPage } from '#shared/schemas/payment.ts';

const { app, db } = await buildTestApp();

let a: TenantFixture;
let b: TenantFixture;
beforeAll(async () => {
  a = await seedTenant(app, db, 'Alpha');
  b = await seedTenant(app, db, 'Bravo');
});

function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function pay(t: TenantFixture, payload: Record<string, unknown>) {
  const res = await call(t.cookie, 'POST', '/api/payments', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Payment;
}

const balanceOf = async (t: TenantFixture) =>
  (await call(t.cookie, 'GET', `/api/bookings/${t.bookingId}/balance`)).json() as BookingBalance;

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

const cents = (value: string) => Math.round(Number(value) * 100);

describe('payments: a booking paid in parts, with tips, a discount and refunds', () => {
  it('keeps the balance, the totals and the revenue exact to the cent', async () => {
    // The seeded booking: price 35.00, already 20.00 in cash with a 2.50 tip.
    expect(await balanceOf(a)).toMatchObject({ price: '35.00', paid: '20.00', tips: '2.50', due: '15.00' });

    const card = await pay(a, {
      bookingId: a.bookingId,
      method: 'card',
      amount: '10.00',
      tip: 1.25,
      discount: '5',
    });
    expect(card).toMatchObject({
      kind: 'payment',
      amount: '10.00',
      tip: '1.25',
      discount: '5.00',
      refunded: '0.00',
    });
    expect(card.teamMemberId).toBe(a.memberId);
    expect(await balanceOf(a)).toMatchObject({ discount: '5.00', paid: '30.00', tips: '3.75', due: '0.00' });

    const refund = await call(a.cookie, 'POST', `/api/payments/${card.id}/refund`, {
      amount: '7.50',
      reason: 'Colour not as agreed',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({
      kind: 'refund',
      amount: '-7.50',
      refundOfId: card.id,
      method: 'card',
      note: 'Colour not as agreed',
    });
    const balance = await balanceOf(a);
    expect(balance).toMatchObject({ paid: '22.50', due: '7.50' });
    expect(balance.payments.find((p) => p.id === card.id)?.refunded).toBe('7.50');

    // What is left of the card payment is 2.50: more is refused, a refund is not refundable, nothing was edited.
    const tooMuch = await call(a.cookie, 'POST', `/api/payments/${card.id}/refund`, {
      amount: '2.51',
      reason: 'x',
    });
    expect({ status: tooMuch.statusCode, body: tooMuch.json() }).toEqual({
      status: 400,
      body: { message: 'You can refund at most 2.50 of this payment' },
    });
    const ofRefund = await call(a.cookie, 'POST', `/api/payments/${refund.json().id}/refund`, {
      amount: '1.00',
      reason: 'x',
    });
    expect(ofRefund.json()).toEqual({ message: 'A refund cannot be refunded' });
    const [original] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, card.id));
    expect(original?.amount).toBe('10.00');

    // Revenue counts the payments less the refunds, in the booking and in the analytics rollup (of the booking's day:
    // the fixture's class booking is on another).
    const [row] = await db.select().from(bookings).where(eq(bookings.id, a.bookingId));
    expect(row?.paidAmount).toBe('22.50');
    const [rollup] = await db
      .select({ amount: sql<string>`sum(${bookingDayTotals.amount})::text` })
      .from(bookingDayTotals)
      .where(
        and(
          eq(bookingDayTotals.businessId, a.business.id),
          eq(bookingDayTotals.localDate, localDateFromToday(3, 'America/New_York')),
        ),
      );
    expect(rollup?.amount).toBe('22.50');

    // Floats would make 0.10 + 0.20 = 0.30000000000000004.
    await pay(a, { method: 'other', amount: '0.10' });
    await pay(a, { method: 'other', amount: 0.2 });

    const page = (await call(a.cookie, 'GET', '/api/payments')).json() as PaymentsPage;
    expect(page.totals).toEqual({
      byMethod: [
        { method: 'cash', amount: '22.50' },
        { method: 'card', amount: '3.75' },
        { method: 'other', amount: '0.30' },
      ],
      payments: '30.30',
      tips: '3.75',
      discounts: '5.00',
      refunds: '7.50',
      net: '26.55',
      count: 5,
    });
    expect(page.payments.map((p) => p.amount)).toEqual(['0.20', '0.10', '-7.50', '10.00', '20.00']);
    expect(page.payments.at(-1)).toMatchObject({ clientName: 'AlphaClient AlphaSurname', method: 'cash' });

    const refunds = (await call(a.cookie, 'GET', '/api/payments?status=refund')).json() as PaymentsPage;
    expect(refunds.payments.map((p) => p.amount)).toEqual(['-7.50']);
    const cardOnly = (await call(a.cookie, 'GET', '/api/payments?method=card')).json() as PaymentsPage;
    expect(cardOnly.totals.net).toBe('3.75');
    const member = (
      await call(a.cookie, 'GET', `/api/payments?teamMemberId=${a.memberId}`)
    ).json() as PaymentsPage;
    expect(member.totals.count).toBe(3);
  });

  it('never refunds more than was paid, even for two refunds at the same moment', async () => {
    const payment = await pay(a, { bookingId: a.bookingId, method: 'card', amount: '20.00' });
    const both = await Promise.all(
      [1, 2].map(() =>
        call(a.cookie, 'POST', `/api/payments/${payment.id}/refund`, {
          amount: '15.00',
          reason: 'Cancelled',
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const rows = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.refundOfId, payment.id));
    expect(rows.map((r) => r.amount)).toEqual(['-15.00']);
  });
});

describe('payments: what is refused', () => {
  it.each([
    [{ method: 'cash', amount: '0' }, 'Amount must be between 0.01 and 99999.99'],
    [{ method: 'cash', amount: '-5' }, 'Amount must be between 0.01 and 99999.99'],
    [{ method: 'cash', amount: '1.005' }, 'Amounts can have at most 2 decimal places'],
    [{ method: 'cash', amount: 'ten' }, 'Please enter a valid amount'],
    [{ method: 'cash' }, 'Amount is required'],
    [{ method: 'cheque', amount: '5' }, 'Choose cash, card, bank transfer, gift card or other'],
    [{ method: 'cash', amount: '5', tip: '-1' }, 'Tips and discounts must be between 0 and 99999.99'],
  ])('%j → 400 %s', async (payload, message) => {
    const res = await call(a.cookie, 'POST', '/api/payments', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a refund without a reason, a period backwards and an unknown booking', async () => {
    const noReason = await call(a.cookie, 'POST', `/api/payments/${a.paymentId}/refund`, { amount: '1' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Please give a reason for the refund');
    const backwards = await call(a.cookie, 'GET', '/api/payments?from=2026-05-02&to=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The start date must be on or before the end date');
    const unknown = await call(a.cookie, 'POST', '/api/payments', {
      bookingId: 'not-an-id',
      method: 'cash',
      amount: '5',
    });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: 'Booking not found' },
    });
  });
});

describe("payments: another owner's", () => {
  it('are 404s and never in the list, the CSV or the close', async () => {
    const attempts = [
      call(b.cookie, 'POST', '/api/payments', { bookingId: a.bookingId, method: 'cash', amount: '5' }),
      call(b.cookie, 'POST', `/api/payments/${a.paymentId}/refund`, { amount: '1', reason: 'x' }),
      call(b.cookie, 'GET', `/api/bookings/${a.bookingId}/balance`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const list = (await call(b.cookie, 'GET', '/api/payments')).json() as PaymentsPage;
    expect(list.payments.map((p) => p.id)).toEqual([b.paymentId]);
    expect(list.totals.net).toBe('22.50');
    const csv = (await call(b.cookie, 'GET', '/api/payments/export.csv')).body;
    expect(csv).not.toContain('Alpha');
  });
});

describe('payments: CSV export and the daily cash close', () => {
  it('exports rows a spreadsheet reads back exactly, with a header', async () => {
    const owner = await seedTenant(app, db, 'Csv');
    await pay(owner, {
      bookingId: owner.bookingId,
      method: 'bank_transfer',
      amount: '12.34',
      note: 'Paid "late", sorry\nsee =SUM(A1)',
    });
    const card = await pay(owner, { method: 'card', amount: '1000.00', tip: '0.05', note: '=1+1' });
    await call(owner.cookie, 'POST', `/api/payments/${card.id}/refund`, { amount: '999.99', reason: 'Typo' });

    const res = await call(owner.cookie, 'GET', '/api/payments/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-[\d-]+-to-[\d-]+\.csv"$/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Date',
      'Type',
      'Method',
      'Amount',
      'Tip',
      'Discount',
      'Currency',
      'Client',
      'Service',
      'Team member',
      'Note',
      'Payment ID',
      'Refund of',
      'Booking ID',
    ]);
    expect(rows.map((r) => [r[1], r[2], r[3], r[4], r[10]])).toEqual([
      ['Payment', 'cash', '20.00', '2.50', 'Csv payment note'],
      ['Payment', 'bank_transfer', '12.34', '0.00', 'Paid "late", sorry\nsee =SUM(A1)'],
      ['Payment', 'card', '1000.00', '0.05', "'=1+1"],
      ['Refund', 'card', '-999.99', '0.00', 'Typo'],
    ]);
    for (const r of rows) expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const sum = rows.reduce((total, r) => total + cents(r[3] ?? '0') + cents(r[4] ?? '0'), 0);
    const page = (await call(owner.cookie, 'GET', '/api/payments')).json() as PaymentsPage;
    expect(sum).toBe(cents(page.totals.net));
    expect(page.totals.net).toBe('34.90');

    // Asked in Spanish (a browser's Accept-Language, the owner having chosen no app language): the words in
    // Spanish, the amounts and times as in English.
    const spanish = await app.inject({
      url: '/api/payments/export.csv',
      headers: { cookie: owner.cookie, 'accept-language': 'es-ES,es;q=0.9' },
    });
    const [esHeader, ...esRows] = parseCsv(spanish.body);
    expect(esHeader?.slice(0, 4)).toEqual(['Fecha', 'Tipo', 'Método de pago', 'Importe']);
    expect(esRows.map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
      ['Pago', 'Efectivo', '20.00', '2.50'],
      ['Pago', 'Transferencia bancaria', '12.34', '0.00'],
      ['Pago', 'Tarjeta', '1000.00', '0.05'],
      ['Reembolso', 'Tarjeta', '-999.99', '0.00'],
    ]);
    expect(esRows.map((r) => r[0])).toEqual(rows.map((r) => r[0]));
  });

  it('closes the day with counted cash against recorded cash, once', async () => {
    const owner = await seedTenant(app, db, 'Close');
    await pay(owner, { method: 'cash', amount: '15.00', tip: '1.00' });
    await pay(owner, { method: 'card', amount: '50.00' });
    const today = ((await call(owner.cookie, 'GET', '/api/payments')).json() as PaymentsPage).from;

    const close = await call(owner.cookie, 'POST', '/api/payments/close', {
      date: today,
      countedCash: '37.00',
      note: 'Two dollars short',
    });
    expect(close.statusCode, close.body).toBe(201);
    // Recorded: 20.00 + 2.50 tip (seeded) + 15.00 + 1.00 tip = 38.50 in cash.
    expect(close.json()).toMatchObject({
      date: today,
      countedCash: '37.00',
      recordedCash: '38.50',
      difference: '-1.50',
      note: 'Two dollars short',
    });
    const again = await call(owner.cookie, 'POST', '/api/payments/close', {
      date: today,
      countedCash: '38.50',
    });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { message: 'This day is already closed' },
    });
    const closes = await call(owner.cookie, 'GET', '/api/payments/closes');
    expect(closes.json().closes).toHaveLength(1);
    expect((await call(a.cookie, 'GET', '/api/payments/closes')).json().closes).toEqual([]);
  });
});
