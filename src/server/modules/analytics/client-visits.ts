// Who visited in a report period and who of them was new: one definition for the Overview and Clients tabs.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows, REVENUE_STATUSES_SQL } from '#server/platform/sql.ts';
import type { LocalRange } from './periods.ts';

export type ClientVisitCounts = {
  /** Clients with a visit in the period, and in the previous one. */
  active: number;
  previousActive: number;
  /** Clients whose first visit ever falls in the period, and in the previous one. */
  newClients: number;
  previousNew: number;
  /** Clients with a visit in both periods. */
  retained: number;
};

/**
 * A visit is a confirmed or completed booking (no-shows, cancelled and pending bookings are not visits); erased
 * clients are left out. A new client is one whose first visit falls in the period: a client record added in
 * the period without a visit in it is not (yet) a new client, one added long ago whose first visit is now is.
 * Reads only the bookings of the two periods (by the business/date index); earlier visits are looked up per
 * visiting client (by the client index).
 */
export async function countClientVisits(options: {
  db: DbOrTx;
  businessId: string;
  current: LocalRange;
  previous: LocalRange;
}): Promise<ClientVisitCounts> {
  const { db, businessId, current, previous } = options;
  const [row] = await queryRows<{
    active: number;
    previous_active: number;
    new_clients: number;
    previous_new: number;
    retained: number;
  }>(
    db,
    sql`with v as (
        select b.client_id,
          bool_or(b.appointment_date >= ${current.start}) as in_current,
          bool_or(b.appointment_date < ${current.start}) as in_previous
        from bookings b join clients c on c.id = b.client_id and c.erased_at is null
        where b.business_id = ${businessId}
          and b.appointment_date >= ${previous.start} and b.appointment_date < ${current.end}
          and b.status in ${REVENUE_STATUSES_SQL}
        group by b.client_id
      ), f as (
        select v.in_current, v.in_previous, exists (
            select 1 from bookings e
            where e.client_id = v.client_id and e.appointment_date < ${previous.start}
              and e.status in ${REVENUE_STATUSES_SQL}
          ) as before_previous
        from v
      )
      select count(*) filter (where in_current)::int as active,
        count(*) filter (where in_previous)::int as previous_active,
        count(*) filter (where in_current and not in_previous and not before_previous)::int as new_clients,
        count(*) filter (where in_previous and not before_previous)::int as previous_new,
        count(*) filter (where in_previous and in_current)::int as retained
      from f`,
  );
  return {
    active: row?.active ?? 0,
    previousActive: row?.previous_active ?? 0,
    newClients: row?.new_clients ?? 0,
    previousNew: row?.previous_new ?? 0,
    retained: row?.retained ?? 0,
  };
}
