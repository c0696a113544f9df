// The Clients tab: who visited in the period (new or returning), how many of the previous period's clients came
// back, and the best clients by spend.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { AnalyticsPeriod, ClientsReport } from '#shared/schemas/analytics.ts';
import type { OwnerBusiness } from './owner-business.ts';
import { metricOf, periodRanges, ratePercent, reportHeader } from './periods.ts';
import { BOOKING_AMOUNT_SQL, moneyNumber, queryRows, REVENUE_STATUSES_SQL } from './sql.ts';

export const TOP_CLIENTS = 5;

type CountsRow = {
  active: number;
  new_clients: number;
  previous_active: number;
  previous_new: number;
  retained: number;
};

/**
 * A visit is a confirmed or completed booking (no-shows and cancellations are not visits). Erased clients are
 * left out. For a period:
 * - active clients: clients with at least one visit in it;
 * - new clients: active clients with no visit before it; returning clients: the other active ones;
 * - retention: of the clients with a visit in the previous period (the base), the share with a visit in this
 *   one (retained / base, in percent; null when the base is empty);
 * - top clients: the five with the highest revenue from their visits in the period.
 */
export async function getClientsReport(options: {
  db: Db;
  business: OwnerBusiness;
  period: AnalyticsPeriod;
  now?: Date;
}): Promise<ClientsReport> {
  const { db, business, period } = options;
  const { current, previous } = periodRanges({
    period,
    now: options.now ?? new Date(),
    timeZone: business.timeZone,
  });
  const [[counts], top] = await Promise.all([
    // Reads each visiting client's history up to the period's end: "new" needs to know about earlier visits.
    queryRows<CountsRow>(
      db,
      sql`with v as (
          select b.client_id,
            bool_or(b.appointment_date >= ${current.start}) as in_current,
            bool_or(b.appointment_date >= ${previous.start} and b.appointment_date < ${current.start}) as in_previous,
            bool_or(b.appointment_date < ${previous.start}) as before_previous
          from bookings b join clients c on c.id = b.client_id and c.erased_at is null
          where b.business_id = ${business.id} and b.appointment_date < ${current.end}
            and b.status in ${REVENUE_STATUSES_SQL}
          group by b.client_id
        )
        select count(*) filter (where in_current)::int as active,
          count(*) filter (where in_current and not in_previous and not before_previous)::int as new_clients,
          count(*) filter (where in_previous)::int as previous_active,
          count(*) filter (where in_previous and not before_previous)::int as previous_new,
          count(*) filter (where in_previous and in_current)::int as retained
        from v`,
    ),
    queryRows<{ id: string; first_name: string; last_name: string; visits: number; revenue: string }>(
      db,
      sql`select c.id::text as id, c.first_name, c.last_name, count(*)::int as visits,
          sum(${BOOKING_AMOUNT_SQL})::text as revenue
        from bookings b join clients c on c.id = b.client_id
        where b.business_id = ${business.id} and c.erased_at is null
          and b.appointment_date >= ${current.start} and b.appointment_date < ${current.end}
          and b.status in ${REVENUE_STATUSES_SQL}
        group by c.id
        order by sum(${BOOKING_AMOUNT_SQL}) desc, c.first_name, c.last_name, c.id
        limit ${TOP_CLIENTS}`,
    ),
  ]);
  const active = counts?.active ?? 0;
  const newClients = counts?.new_clients ?? 0;
  const previousActive = counts?.previous_active ?? 0;
  const previousNew = counts?.previous_new ?? 0;
  const retained = counts?.retained ?? 0;
  return {
    ...reportHeader({ period, current, previous, business }),
    activeClients: metricOf(active, previousActive),
    newClients: metricOf(newClients, previousNew),
    returningClients: metricOf(active - newClients, previousActive - previousNew),
    retention: { rate: ratePercent(retained, previousActive), retained, base: previousActive },
    topClients: top.map((row) => ({
      clientId: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      visits: row.visits,
      revenue: moneyNumber(row.revenue),
    })),
  };
}
