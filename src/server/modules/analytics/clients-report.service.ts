// The Clients tab: who visited in the period (new or returning), how many of the previous period's clients came
// back, and the best clients by spend.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Business } from '#server/platform/business-context.ts';
import { BOOKING_AMOUNT_SQL, moneyNumber, queryRows, REVENUE_STATUSES_SQL } from '#server/platform/sql.ts';
import type { AnalyticsPeriod, ClientsReport } from '#shared/schemas/analytics.ts';
import { countClientVisits } from './client-visits.ts';
import { metricOf, periodRanges, ratePercent, reportHeader } from './periods.ts';

export const TOP_CLIENTS = 5;

/**
 * Active, new and returning clients as countClientVisits defines them (returning: active but not new);
 * retention: of the clients with a visit in the previous period (the base), the share with a visit in this one
 * (null when the base is empty); top clients: the five with the highest revenue from their visits in the period.
 */
export async function getClientsReport(options: {
  db: Db;
  business: Business;
  period: AnalyticsPeriod;
  now?: Date;
}): Promise<ClientsReport> {
  const { db, business, period } = options;
  const { current, previous } = periodRanges({
    period,
    now: options.now ?? new Date(),
    timeZone: business.timezone,
  });
  const [visits, top] = await Promise.all([
    countClientVisits({ db, businessId: business.id, current, previous }),
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
  const { active, newClients, previousActive, previousNew, retained } = visits;
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
