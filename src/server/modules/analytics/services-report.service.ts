// The Services tab: how each service performed in the period.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Business } from '#server/platform/business-context.ts';
import {
  BOOKING_AMOUNT_SQL,
  countsAsBooking,
  queryRows,
  REVENUE_STATUSES_SQL,
} from '#server/platform/sql.ts';
import { decimalToCents } from '#shared/domain/money.ts';
import type { AnalyticsPeriod, ServicesReport } from '#shared/schemas/analytics.ts';
import { periodRanges, ratePercent, reportHeader } from './periods.ts';

type ServiceRow = {
  id: string;
  name: string;
  archived: boolean;
  total: number;
  bookings: number;
  cancelled: number;
  no_shows: number;
  paid: number;
  revenue: string;
};

/**
 * Every current service (with zeros when it had no bookings) plus archived ones that had bookings in the
 * period. bookings: all but cancelled; totalBookings: all; revenue and averagePrice: confirmed and completed
 * bookings (paid amount, else price); cancellation and no-show rates: share of totalBookings.
 */
export async function getServicesReport(options: {
  db: Db;
  business: Business;
  period: AnalyticsPeriod;
  now?: Date;
}): Promise<ServicesReport> {
  const { db, business, period } = options;
  const { current, previous } = periodRanges({
    period,
    now: options.now ?? new Date(),
    timeZone: business.timezone,
  });
  const rows = await queryRows<ServiceRow>(
    db,
    sql`select s.id::text as id, s.name as name, (s.archived_at is not null) as archived,
        coalesce(x.total, 0)::int as total, coalesce(x.bookings, 0)::int as bookings,
        coalesce(x.cancelled, 0)::int as cancelled, coalesce(x.no_shows, 0)::int as no_shows,
        coalesce(x.paid, 0)::int as paid, coalesce(x.revenue, 0)::text as revenue
      from services s
      left join (
        select b.service_id, count(*) as total,
          count(*) filter (where ${countsAsBooking(sql`b.status`)}) as bookings,
          count(*) filter (where b.status = 'cancelled') as cancelled,
          count(*) filter (where b.status = 'no_show') as no_shows,
          count(*) filter (where b.status in ${REVENUE_STATUSES_SQL}) as paid,
          sum(${BOOKING_AMOUNT_SQL}) filter (where b.status in ${REVENUE_STATUSES_SQL}) as revenue
        from bookings b
        where b.business_id = ${business.id}
          and b.appointment_date >= ${current.start} and b.appointment_date < ${current.end}
        group by b.service_id
      ) x on x.service_id = s.id
      where s.business_id = ${business.id} and (x.service_id is not null or s.archived_at is null)
      order by coalesce(x.revenue, 0) desc, coalesce(x.bookings, 0) desc, s.name`,
  );
  return {
    ...reportHeader({ period, current, previous, business }),
    services: rows.map((row) => {
      const cents = decimalToCents(row.revenue);
      return {
        serviceId: row.id,
        name: row.name,
        archived: row.archived,
        bookings: row.bookings,
        totalBookings: row.total,
        revenue: cents / 100,
        averagePrice: row.paid === 0 ? null : Math.round(cents / row.paid) / 100,
        cancellationRate: ratePercent(row.cancelled, row.total),
        noShowRate: ratePercent(row.no_shows, row.total),
      };
    }),
  };
}
