// The triggers behind bookings.paid_amount, booking_day_totals and booking_totals (drizzle/0004, 0008) keep them
// exact through every kind of write, so the dashboard and long reports can read the totals instead of every booking.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, paymentTransactions } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';

const { app, db } = await buildTestApp();

type Cell = { local_date: string; status: string; bookings: number; amount: string };

async function storedTotals(businessId: string) {
  return queryRows<Cell>(
    db,
    sql`select local_date::text, status, sum(bookings)::int as bookings, sum(amount)::text as amount
      from booking_day_totals where business_id = ${businessId}
      group by 1, 2 having sum(bookings) <> 0 or sum(amount) <> 0 order by 1, 2`,
  );
}

/** The all-time totals per status, as stored and as computed straight from the bookings. */
async function allTimeTotals(businessId: string) {
  const [stored, recomputed] = await Promise.all([
    queryRows<{ status: string; bookings: number; amount: string }>(
      db,
      sql`select status, sum(bookings)::int as bookings, sum(amount)::text as amount from booking_totals
        where business_id = ${businessId} group by 1 having sum(bookings) <> 0 or sum(amount) <> 0 order by 1`,
    ),
    queryRows<{ status: string; bookings: number; amount: string }>(
      db,
      sql`select status, count(*)::int as bookings, sum(coalesce(paid_amount, price))::text as amount
        from bookings where business_id = ${businessId} group by 1 order by 1`,
    ),
  ]);
  return { stored, recomputed };
}

/** The same figures computed straight from the bookings. */
async function recomputedTotals(businessId: string) {
  return queryRows<Cell>(
    db,
    sql`select (b.appointment_date at time zone z.timezone)::date::text as local_date, b.status,
        count(*)::int as bookings, sum(coalesce(b.paid_amount, b.price))::text as amount
      from bookings b join businesses z on z.id = b.business_id
      where b.business_id = ${businessId} group by 1, 2 order by 1, 2`,
  );
}

async function paidAmounts(businessId: string) {
  return queryRows<{ paid: string | null; expected: string | null }>(
    db,
    sql`select b.paid_amount::text as paid,
        (select sum(p.amount) from payment_transactions p where p.booking_id = b.id and p.status = 'succeeded')::text
          as expected
      from bookings b where b.business_id = ${businessId}`,
  );
}

describe('booking day totals', () => {
  it('follow inserts, status and price changes, payments, deletes and a time zone change', async () => {
    const owner = await signUpOwner(app);
    const { businessId, bookingIds, clientIds, serviceIds, staffIds } = await seedAnalyticsFixture(db, {
      userId: owner.user.id,
      services: [{ name: 'Cut', price: '40.00' }],
      bookings: [
        { at: '2026-11-30T23:30', status: 'completed' },
        { at: '2026-11-30T10:00', status: 'confirmed' },
        { at: '2026-12-01T09:00', status: 'pending' },
        { at: '2026-11-29T09:00', status: 'completed', payments: [{ amount: '45.00' }] },
      ],
    });
    const [late, morning, pending, paid] = bookingIds as [string, string, string, string];
    expect(await storedTotals(businessId)).toEqual([
      { local_date: '2026-11-29', status: 'completed', bookings: 1, amount: '45.00' },
      { local_date: '2026-11-30', status: 'completed', bookings: 1, amount: '40.00' },
      { local_date: '2026-11-30', status: 'confirmed', bookings: 1, amount: '40.00' },
      { local_date: '2026-12-01', status: 'pending', bookings: 1, amount: '40.00' },
    ]);

    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, morning));
    await db.update(bookings).set({ status: 'cancelled', price: '30.00' }).where(eq(bookings.id, pending));
    await db.update(bookings).set({ notes: 'only a note' }).where(eq(bookings.id, late));
    await db.insert(paymentTransactions).values([
      { businessId, bookingId: late, amount: '20.00' },
      { businessId, bookingId: late, amount: '25.50' },
      { businessId, bookingId: morning, amount: '99.00', status: 'failed' },
    ]);
    await db
      .update(paymentTransactions)
      .set({ status: 'refunded' })
      .where(eq(paymentTransactions.bookingId, paid));
    await db.delete(bookings).where(eq(bookings.id, morning));
    await db.insert(bookings).values({
      businessId,
      serviceId: serviceIds[0]!,
      clientId: clientIds[0]!,
      teamMemberId: staffIds[0]!,
      appointmentDate: new Date('2026-12-02T04:30:00Z'), // 23:30 on 1 Dec in New York
      endsAt: new Date('2026-12-02T05:00:00Z'),
      durationMinutes: 30,
      price: '12.00',
      status: 'confirmed',
    });

    expect(await storedTotals(businessId)).toEqual([
      { local_date: '2026-11-29', status: 'completed', bookings: 1, amount: '40.00' }, // payment refunded
      { local_date: '2026-11-30', status: 'completed', bookings: 1, amount: '45.50' }, // 20.00 + 25.50
      { local_date: '2026-12-01', status: 'cancelled', bookings: 1, amount: '30.00' },
      { local_date: '2026-12-01', status: 'confirmed', bookings: 1, amount: '12.00' },
    ]);
    expect(await storedTotals(businessId)).toEqual(await recomputedTotals(businessId));
    const allTime = await allTimeTotals(businessId);
    expect(allTime.stored).toEqual([
      { status: 'cancelled', bookings: 1, amount: '30.00' },
      { status: 'completed', bookings: 2, amount: '85.50' },
      { status: 'confirmed', bookings: 1, amount: '12.00' },
    ]);
    expect(allTime.stored).toEqual(allTime.recomputed);
    for (const row of await paidAmounts(businessId)) expect(row.paid).toBe(row.expected);

    // In Tokyo (14 hours ahead) the same instants fall on other local dates.
    await db.update(businesses).set({ timezone: 'Asia/Tokyo' }).where(eq(businesses.id, businessId));
    const tokyo = await storedTotals(businessId);
    expect(tokyo).toEqual(await recomputedTotals(businessId));
    expect(tokyo.map((c) => c.local_date)).toEqual(['2026-11-29', '2026-12-01', '2026-12-01', '2026-12-02']);
    expect((await allTimeTotals(businessId)).stored).toEqual(allTime.stored);
  });

  it('keep each business to itself and vanish with a deleted business', async () => {
    const a = await signUpOwner(app);
    const b = await signUpOwner(app);
    const first = await seedAnalyticsFixture(db, {
      userId: a.user.id,
      bookings: [{ at: '2026-05-05T10:00' }],
    });
    const second = await seedAnalyticsFixture(db, {
      userId: b.user.id,
      bookings: [{ at: '2026-05-05T10:00', price: '7.00' }],
    });
    expect(await storedTotals(first.businessId)).toEqual([
      { local_date: '2026-05-05', status: 'confirmed', bookings: 1, amount: '40.00' },
    ]);
    await db.delete(businesses).where(eq(businesses.id, second.businessId));
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from booking_day_totals where business_id = ${second.businessId}`,
    );
    expect(left?.n).toBe(0);
    const [leftAllTime] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from booking_totals where business_id = ${second.businessId}`,
    );
    expect(leftAllTime?.n).toBe(0);
    expect(await storedTotals(first.businessId)).toHaveLength(1);
    const remaining = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.businessId, first.businessId)));
    expect(remaining).toHaveLength(1);
  });

  it('never make a booking fail: a zone PostgreSQL does not know is counted in UTC', async () => {
    const owner = await signUpOwner(app);
    const { businessId } = await seedAnalyticsFixture(db, {
      userId: owner.user.id,
      bookings: [{ at: new Date('2026-05-05T02:00:00Z') }],
    });
    await db.update(businesses).set({ timezone: 'Mars/Olympus_Mons' }).where(eq(businesses.id, businessId));
    const [booking] = await db.select().from(bookings).where(eq(bookings.businessId, businessId));
    const { id: _id, createdAt: _c, updatedAt: _u, ...row } = booking!;
    await db.insert(bookings).values({
      ...row,
      appointmentDate: new Date('2026-05-06T02:00:00Z'),
      endsAt: new Date('2026-05-06T02:30:00Z'),
    });
    expect((await storedTotals(businessId)).map((c) => [c.local_date, c.bookings])).toEqual([
      ['2026-05-05', 1],
      ['2026-05-06', 1],
    ]);
  });
});
