// Popular days and hours: bookings of the period by local weekday and starting hour, for a heat map.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Business } from '#server/platform/business-context.ts';
import { countsAsBooking, queryRows } from '#server/platform/sql.ts';
import type { AnalyticsPeriod, PopularTimesReport } from '#shared/schemas/analytics.ts';
import { ISO_WEEKDAY_LABELS, periodRanges, reportHeader } from './periods.ts';

/** Every booking of the period except cancelled ones, placed by its local start time. */
export async function getPopularTimesReport(options: {
  db: Db;
  business: Business;
  period: AnalyticsPeriod;
  now?: Date;
}): Promise<PopularTimesReport> {
  const { db, business, period } = options;
  const { current, previous } = periodRanges({
    period,
    now: options.now ?? new Date(),
    timeZone: business.timezone,
  });
  const rows = await queryRows<{ weekday: number; hour: number; bookings: number }>(
    db,
    // analytics_time_zone (drizzle/0004) falls back to UTC for a zone PostgreSQL's tz database lacks.
    sql`select extract(isodow from b.appointment_date at time zone z.zone)::int as weekday,
        extract(hour from b.appointment_date at time zone z.zone)::int as hour,
        count(*)::int as bookings
      from bookings b cross join (select analytics_time_zone(${business.timezone}) as zone) z
      where b.business_id = ${business.id}
        and b.appointment_date >= ${current.start} and b.appointment_date < ${current.end}
        and ${countsAsBooking(sql`b.status`)}
      group by 1, 2`,
  );
  const matrix = ISO_WEEKDAY_LABELS.map(() => Array.from({ length: 24 }, () => 0));
  let total = 0;
  for (const row of rows) {
    const day = matrix[row.weekday - 1];
    if (!day || row.hour < 0 || row.hour > 23) continue;
    day[row.hour] = row.bookings;
    total += row.bookings;
  }
  return {
    ...reportHeader({ period, current, previous, business }),
    total,
    max: Math.max(0, ...matrix.flat()),
    matrix,
    byDay: ISO_WEEKDAY_LABELS.map((label, index) => ({
      dayOfWeek: index + 1,
      label,
      bookings: (matrix[index] ?? []).reduce((sum, n) => sum + n, 0),
    })),
    byHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      bookings: matrix.reduce((sum, day) => sum + (day[hour] ?? 0), 0),
    })),
  };
}
