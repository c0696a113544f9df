// The owner dashboard's four figures and their targets, for the current local month and Monday week.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { businesses, type DashboardTargets } from '#server/db/schema/businesses.ts';
import {
  type DashboardSummary,
  DEFAULT_TARGETS,
  type Targets,
  type UpdateTargetsInput,
} from '#shared/schemas/analytics.ts';
import type { OwnerBusiness } from './owner-business.ts';
import { type LocalRange, monthRange, progressPercent, weekRange } from './periods.ts';
import { moneyNumber, queryRows, REVENUE_STATUSES_SQL } from './sql.ts';

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
  month_revenue: string;
  week_bookings: number;
  total_clients: number;
  total_reviews: number;
  avg_rating: string | null;
};

/**
 * Monthly revenue: confirmed and completed bookings of the current local month, each at its paid amount when
 * payments exist, else its price. Week bookings: every booking of the current local week except cancelled
 * ones. Clients: not erased. Rating: all reviews, one decimal (numeric rounding, half away from zero).
 */
export async function getDashboardSummary(options: {
  db: Db;
  business: OwnerBusiness;
  now?: Date;
}): Promise<DashboardSummary> {
  const { db, business } = options;
  const now = options.now ?? new Date();
  const month = monthRange({ now, timeZone: business.timeZone });
  const week = weekRange({ now, timeZone: business.timeZone });
  const id = business.id;
  // One round trip of single-row reads, each an index range on the business (day totals, clients, reviews).
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`select m.month_revenue, w.week_bookings, c.total_clients, r.total_reviews, r.avg_rating
    from (select ${revenueInRangeSql(id, month)} as month_revenue) m,
      (select coalesce(sum(bookings), 0)::int as week_bookings from booking_day_totals
        where business_id = ${id} and local_date >= ${week.from}::date and local_date <= ${week.to}::date
          and status <> 'cancelled') w,
      (select count(*)::int as total_clients from clients where business_id = ${id} and erased_at is null) c,
      (select count(*)::int as total_reviews, round(avg(rating)::numeric, 1)::text as avg_rating
        from reviews where business_id = ${id}) r`,
  );
  const targets = resolveTargets(business.targets);
  const monthlyRevenue = moneyNumber(row?.month_revenue);
  const weekBookings = row?.week_bookings ?? 0;
  const totalClients = row?.total_clients ?? 0;
  const avgRating = row?.avg_rating == null ? null : Number(row.avg_rating);
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
    totalReviews: row?.total_reviews ?? 0,
    // From the rounded rating people see (4.3 → 86), in tenths so no float error creeps in.
    satisfactionProgress: avgRating === null ? 0 : progressPercent(Math.round(avgRating * 10), 50),
    currency: business.currency,
    timeZone: business.timeZone,
    month: { from: month.from, to: month.to },
    week: { from: week.from, to: week.to },
  };
}
