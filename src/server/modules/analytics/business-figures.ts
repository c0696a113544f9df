// The business's own counters (monthlyRevenue, totalBookings on GET /api/businesses/me, the spec's business
// fields), derived from the rollups with the dashboard's definitions instead of stored and left at 0.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { countsAsBooking, REVENUE_STATUSES_SQL } from '#server/platform/sql.ts';

/**
 * Select-list expressions for the business whose id and time zone are `id` and `timeZone` (columns or values):
 * monthlyRevenue is the dashboard's figure (confirmed and completed bookings of the current local month, at
 * the paid amount else the price; 2-decimal text), totalBookings every booking ever made but cancelled ones.
 */
export function businessFiguresColumns(business: { id: SQLWrapper; timeZone: SQLWrapper }): {
  monthlyRevenue: SQL<string>;
  totalBookings: SQL<number>;
} {
  const month = sql`date_trunc('month', now() at time zone analytics_time_zone(${business.timeZone}))`;
  return {
    monthlyRevenue: sql<string>`(select coalesce(sum(t.amount), 0)::numeric(14, 2)::text from booking_day_totals t
      where t.business_id = ${business.id} and t.status in ${REVENUE_STATUSES_SQL}
        and t.local_date >= ${month}::date and t.local_date < (${month} + interval '1 month')::date)`,
    totalBookings: sql<number>`(select coalesce(sum(t.bookings), 0)::int from booking_totals t
      where t.business_id = ${business.id} and ${countsAsBooking(sql`t.status`)})`,
  };
}
