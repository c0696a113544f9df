// The Services tab: how each service performed in the period.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Business } from '#server/platform/business-context.ts';
import { countsAsBooking, queryRows, REVENUE_STATUSES_SQL } from '#server/platform/sql.ts';
import { decimalToCents } from '#shared/domain/money.ts';
import type { AnalyticsPeriod, ServicesReport } from '#shared/schemas/analytics.ts';
import { periodRanges, ratePercent, reportHeader } from './periods.ts';
import { PART_AMOUNT_SQL, PART_SERVICE_SQL, VISIT_PARTS_JOIN } from './visit-parts.ts';

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
  is_class: boolean;
  sessions: number;
  capacity: number;
  seats_booked: number;
  started_booked: number;
  attended: number;
};

/**
 * Every current service (with zeros when it had no bookings) plus archived ones that had bookings in the
 * period; a visit counts under each of its services, with each part's share of its amount (visit-parts.ts). bookings: all but cancelled; totalBookings: all; revenue and averagePrice: confirmed and completed
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
        coalesce(x.paid, 0)::int as paid, coalesce(x.revenue, 0)::text as revenue,
        (s.class_capacity is not null or c.service_id is not null) as is_class,
        coalesce(c.sessions, 0)::int as sessions, coalesce(c.capacity, 0)::int as capacity,
        coalesce(c.booked, 0)::int as seats_booked, coalesce(c.started_booked, 0)::int as started_booked,
        coalesce(c.attended, 0)::int as attended
      from services s
      left join (
        select ${PART_SERVICE_SQL} as service_id, count(*) as total,
          count(*) filter (where ${countsAsBooking(sql`b.status`)}) as bookings,
          count(*) filter (where b.status = 'cancelled') as cancelled,
          count(*) filter (where b.status = 'no_show') as no_shows,
          count(*) filter (where b.status in ${REVENUE_STATUSES_SQL}) as paid,
          round(sum(${PART_AMOUNT_SQL}) filter (where b.status in ${REVENUE_STATUSES_SQL}), 2) as revenue
        from bookings b ${VISIT_PARTS_JOIN}
        where b.business_id = ${business.id}
          and b.appointment_date >= ${current.start} and b.appointment_date < ${current.end}
        group by ${PART_SERVICE_SQL}
      ) x on x.service_id = s.id
      left join (
        select cs.service_id, count(*) as sessions, sum(cs.capacity) as capacity, sum(coalesce(k.booked, 0)) as booked,
          sum(coalesce(k.booked, 0)) filter (where cs.starts_at <= now()) as started_booked,
          sum(coalesce(k.attended, 0)) filter (where cs.starts_at <= now()) as attended
        from class_sessions cs
        left join (
          select b.class_session_id, sum(b.seats) filter (where ${countsAsBooking(sql`b.status`)}) as booked,
            sum(b.seats) filter (where ${countsAsBooking(sql`b.status`)}
              and (b.checked_in_at is not null or b.status = 'completed')) as attended
          from bookings b
          where b.business_id = ${business.id} and b.class_session_id is not null
            and b.appointment_date >= ${current.start} and b.appointment_date < ${current.end}
          group by b.class_session_id
        ) k on k.class_session_id = cs.id
        where cs.business_id = ${business.id} and cs.status = 'scheduled'
          and cs.starts_at >= ${current.start} and cs.starts_at < ${current.end}
        group by cs.service_id
      ) c on c.service_id = s.id
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
        classes: row.is_class
          ? {
              sessions: row.sessions,
              capacity: row.capacity,
              seatsBooked: row.seats_booked,
              fillRate: ratePercent(row.seats_booked, row.capacity),
              attended: row.attended,
              attendanceRate: ratePercent(row.attended, row.started_booked),
            }
          : null,
      };
    }),
  };
}
