// The owner dashboard's four figures and their targets, for the current local month and Monday week.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { businesses, type DashboardTargets } from '#server/db/schema/businesses.ts';
import { noBusinessYet } from '#server/platform/owner-business.ts';
import { countsAsBooking, moneyNumber, queryRows, REVENUE_STATUSES_SQL } from '#server/platform/sql.ts';
import {
  type DashboardSummary,
  DEFAULT_TARGETS,
  type Targets,
  type UpdateTargetsInput,
} from '#shared/schemas/analytics.ts';
import { type LocalRange, progressPercent } from './periods.ts';

/** Stored targets over the defaults; anything stored that is not a positive number falls back to its default. */
export function resolveTargets(stored: Partial<DashboardTargets> | null | undefined): Targets {
  const pick = (key: keyof Targets) => {
    const value = stored?.[key];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_TARGETS[key];
  };
  return {
    monthlyRevenue: pick('monthlyRevenue'),
    weeklyBookings: pick('weeklyBookings'),
    clientGrowth: pick('clientGrowth'),
    quarterlyRevenue: pick('quarterlyRevenue'),
  };
}

/** Merges the given targets into the stored ones in one statement, so two edits of different targets both stick. */
export async function updateTargets(options: {
  db: Db;
  businessId: string;
  input: UpdateTargetsInput;
}): Promise<Targets> {
  const patch: Partial<DashboardTargets> = { ...options.input };
  if (patch.monthlyRevenue !== undefined) patch.monthlyRevenue = moneyNumber(String(patch.monthlyRevenue));
  if (patch.quarterlyRevenue !== undefined)
    patch.quarterlyRevenue = moneyNumber(String(patch.quarterlyRevenue));
  const [row] = await options.db
    .update(businesses)
    .set({ targets: sql`${businesses.targets} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(businesses.id, options.businessId))
    .returning({ targets: businesses.targets });
  return resolveTargets(row?.targets);
}

/** Revenue of the revenue-earning bookings whose local date falls in the range (from the day totals). */
export function revenueInRangeSql(businessId: string, range: LocalRange) {
  return sql`(select coalesce(sum(amount), 0)::text from booking_day_totals
    where business_id = ${businessId} and local_date >= ${range.from}::date and local_date <= ${range.to}::date
      and status in ${REVENUE_STATUSES_SQL})`;
}

type SummaryRow = {
  id: string;
  time_zone: string;
  currency: string;
  targets: Partial<DashboardTargets> | null;
  month_from: string;
  month_to: string;
  week_from: string;
  week_to: string;
  month_revenue: string;
  week_bookings: number;
  total_clients: number;
  total_reviews: number;
  avg_rating: string | null;
};

/**
 * The business's dashboard figures.
 * Monthly revenue: confirmed and completed bookings of the current local month, each at its paid amount when
 * payments exist, else its price. Week bookings: every booking of the current local Monday-to-Sunday week
 * except cancelled ones. Clients: not erased. Rating: the reviews clients can see (not hidden by the owner), one
 * decimal (numeric rounding, half away from zero).
 *
 * One statement finds the business, works out its local month and week from `now` and reads the day totals,
 * clients and reviews: the dashboard is fetched on every visit and must stay fast at any size. The month and
 * week are calendar dates in the business's zone, taken exactly as the day totals' local dates are
 * (analytics_time_zone, drizzle/0005), so both always agree.
 */
export async function getDashboardSummary(options: {
  db: Db;
  businessId: string;
  now?: Date;
}): Promise<DashboardSummary> {
  const { db, businessId } = options;
  const now = options.now ?? new Date();
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`with owner as (
        select b.id, b.timezone, b.currency, b.targets,
          (${now.toISOString()}::timestamptz at time zone analytics_time_zone(b.timezone))::date::timestamp as today
        from businesses b where b.id = ${businessId}
      ), ranges as (
        select o.*, date_trunc('month', o.today)::date as month_from,
          (date_trunc('month', o.today) + interval '1 month')::date - 1 as month_to,
          date_trunc('week', o.today)::date as week_from, date_trunc('week', o.today)::date + 6 as week_to
        from owner o
      )
      select r.id::text as id, r.timezone as time_zone, r.currency, r.targets,
        r.month_from::text as month_from, r.month_to::text as month_to,
        r.week_from::text as week_from, r.week_to::text as week_to,
        (select coalesce(sum(t.amount), 0)::text from booking_day_totals t
          where t.business_id = r.id and t.local_date >= r.month_from and t.local_date <= r.month_to
            and t.status in ${REVENUE_STATUSES_SQL}) as month_revenue,
        (select coalesce(sum(t.bookings), 0)::int from booking_day_totals t
          where t.business_id = r.id and t.local_date >= r.week_from and t.local_date <= r.week_to
            and ${countsAsBooking(sql`t.status`)}) as week_bookings,
        (select count(*)::int from clients c where c.business_id = r.id and c.erased_at is null) as total_clients,
        v.total_reviews, v.avg_rating
      from ranges r
      cross join lateral (
        select count(*)::int as total_reviews, round(avg(rating)::numeric, 1)::text as avg_rating
        from reviews where business_id = r.id and hidden_at is null
      ) v`,
  );
  if (!row) throw noBusinessYet();
  const targets = resolveTargets(row.targets);
  const monthlyRevenue = moneyNumber(row.month_revenue);
  const weekBookings = row.week_bookings;
  const totalClients = row.total_clients;
  const avgRating = row.avg_rating === null ? null : Number(row.avg_rating);
  return {
    monthlyRevenue,
    monthlyRevenueTarget: targets.monthlyRevenue,
    monthlyRevenueProgress: progressPercent(monthlyRevenue, targets.monthlyRevenue),
    weekBookings,
    weeklyBookings: weekBookings,
    weeklyBookingTarget: targets.weeklyBookings,
    weeklyBookingProgress: progressPercent(weekBookings, targets.weeklyBookings),
    totalClients,
    clientGrowthTarget: targets.clientGrowth,
    clientProgress: progressPercent(totalClients, targets.clientGrowth),
    avgRating,
    totalReviews: row.total_reviews,
    // From the rounded rating people see (4.3 → 86), in tenths so no float error creeps in.
    satisfactionProgress: avgRating === null ? 0 : progressPercent(Math.round(avgRating * 10), 50),
    currency: row.currency,
    timeZone: row.time_zone,
    month: { from: row.month_from, to: row.month_to },
    week: { from: row.week_from, to: row.week_to },
  };
}
