// The Overview tab: headline figures of a period against the previous one, and revenue/bookings over time.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Business } from '#server/platform/business-context.ts';
import { countsAsBooking, queryRows, REVENUE_STATUSES_SQL } from '#server/platform/sql.ts';
import { decimalToCents } from '#shared/domain/money.ts';
import type { AnalyticsPeriod, OverviewReport } from '#shared/schemas/analytics.ts';
import { countClientVisits } from './client-visits.ts';
import { bucketStarts, metricOf, periodRanges, ratePercent, reportHeader } from './periods.ts';

type BucketRow = {
  /** The bucket's first local date; null for the previous period's single total row. */
  day: string | null;
  all_bookings: number;
  bookings: number;
  cancelled: number;
  no_shows: number;
  paid_bookings: number;
  revenue: string;
};

type Totals = Omit<BucketRow, 'day' | 'revenue'> & { revenueCents: number };

const emptyTotals = (): Totals => ({
  all_bookings: 0,
  bookings: 0,
  cancelled: 0,
  no_shows: 0,
  paid_bookings: 0,
  revenueCents: 0,
});

function addRow(totals: Totals, row: BucketRow) {
  totals.all_bookings += row.all_bookings;
  totals.bookings += row.bookings;
  totals.cancelled += row.cancelled;
  totals.no_shows += row.no_shows;
  totals.paid_bookings += row.paid_bookings;
  totals.revenueCents += decimalToCents(row.revenue);
}

/**
 * Revenue: confirmed and completed bookings (paid amount, else price). Bookings: all but cancelled.
 * New clients: first visit in the period (countClientVisits). Average booking value: revenue per
 * revenue-earning booking. Cancellation and no-show rates: share of all the period's bookings.
 * Days are local days of the business; the day totals make a year cost a few hundred rows, not every booking.
 */
export async function getOverviewReport(options: {
  db: Db;
  business: Business;
  period: AnalyticsPeriod;
  now?: Date;
}): Promise<OverviewReport> {
  const { db, business, period } = options;
  const { current, previous, bucket } = periodRanges({
    period,
    now: options.now ?? new Date(),
    timeZone: business.timezone,
  });
  // Buckets are made in SQL (a year is 53 rows, not 365 to fold in Node); the previous period is one row (null).
  const bucketOfDay =
    bucket === 'day'
      ? sql`local_date`
      : sql`greatest(date_trunc('week', local_date::timestamp)::date, ${current.from}::date)`;
  const [bucketRows, visits] = await Promise.all([
    queryRows<BucketRow>(
      db,
      sql`select t.bucket::text as day,
        coalesce(sum(t.bookings), 0)::int as all_bookings,
        coalesce(sum(t.bookings) filter (where ${countsAsBooking(sql`t.status`)}), 0)::int as bookings,
        coalesce(sum(t.bookings) filter (where t.status = 'cancelled'), 0)::int as cancelled,
        coalesce(sum(t.bookings) filter (where t.status = 'no_show'), 0)::int as no_shows,
        coalesce(sum(t.bookings) filter (where t.status in ${REVENUE_STATUSES_SQL}), 0)::int as paid_bookings,
        coalesce(sum(t.amount) filter (where t.status in ${REVENUE_STATUSES_SQL}), 0)::text as revenue
      from (
        select case when local_date < ${current.from}::date then null else ${bucketOfDay} end as bucket,
          status, bookings, amount
        from booking_day_totals
        where business_id = ${business.id}
          and local_date >= ${previous.from}::date and local_date <= ${current.to}::date
      ) t
      group by t.bucket`,
    ),
    countClientVisits({ db, businessId: business.id, current, previous }),
  ]);

  const cur = emptyTotals();
  const prev = emptyTotals();
  const buckets = new Map(bucketStarts(current, bucket).map((date) => [date, emptyTotals()]));
  for (const row of bucketRows) {
    if (row.day === null) {
      addRow(prev, row);
      continue;
    }
    addRow(cur, row);
    const target = buckets.get(row.day);
    if (target) addRow(target, row);
  }

  const revenue = (t: Totals) => t.revenueCents / 100;
  const average = (t: Totals) =>
    t.paid_bookings === 0 ? null : Math.round(t.revenueCents / t.paid_bookings) / 100;
  return {
    ...reportHeader({ period, current, previous, business }),
    bucket,
    revenue: metricOf(revenue(cur), revenue(prev)),
    bookings: metricOf(cur.bookings, prev.bookings),
    newClients: metricOf(visits.newClients, visits.previousNew),
    avgBookingValue: metricOf(average(cur), average(prev)),
    cancellationRate: metricOf(
      ratePercent(cur.cancelled, cur.all_bookings),
      ratePercent(prev.cancelled, prev.all_bookings),
    ),
    noShowRate: metricOf(
      ratePercent(cur.no_shows, cur.all_bookings),
      ratePercent(prev.no_shows, prev.all_bookings),
    ),
    series: [...buckets].map(([date, totals]) => ({
      date,
      revenue: revenue(totals),
      bookings: totals.bookings,
    })),
  };
}
