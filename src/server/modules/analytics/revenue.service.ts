// The Revenue tab: period revenue against the previous period, split by service, staff member and weekday,
// and progress towards the owner's monthly and quarterly goals.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Business } from '#server/platform/business-context.ts';
import {
  BOOKING_AMOUNT_SQL,
  countsAsBooking,
  moneyNumber,
  queryRows,
  REVENUE_STATUSES_SQL,
} from '#server/platform/sql.ts';
import { decimalToCents } from '#shared/domain/money.ts';
import type { AnalyticsPeriod, RevenueReport } from '#shared/schemas/analytics.ts';
import { resolveTargets, revenueInRangeSql } from './dashboard.service.ts';
import {
  ISO_WEEKDAY_LABELS,
  type LocalRange,
  metricOf,
  monthRange,
  periodRanges,
  progressPercent,
  quarterRange,
  reportHeader,
  roundTo,
} from './periods.ts';
import { PART_AMOUNT_SQL, PART_SERVICE_SQL, VISIT_PARTS_JOIN } from './visit-parts.ts';

type BreakdownRow = { id: string; name: string; bookings: number; revenue: string };

/**
 * The range's bookings grouped by their service or staff member, biggest revenue first: bookings as every tab
 * counts them (countsAsBooking), revenue from the revenue-earning ones.
 */
function breakdownSql(options: { businessId: string; range: LocalRange; by: 'service' | 'staff' }) {
  const { businessId, range, by } = options;
  // A visit's parts count under their own services (visit-parts.ts); one member performs a whole visit.
  const join =
    by === 'service'
      ? sql`${VISIT_PARTS_JOIN} join services x on x.id = ${PART_SERVICE_SQL}`
      : sql.raw('join team_members x on x.id = b.team_member_id');
  const amount = by === 'service' ? PART_AMOUNT_SQL : BOOKING_AMOUNT_SQL;
  const revenue = sql`coalesce(round(sum(${amount}) filter (where b.status in ${REVENUE_STATUSES_SQL}), 2), 0)`;
  return sql`select x.id::text as id, x.name as name, count(*)::int as bookings, ${revenue}::text as revenue
    from bookings b ${join}
    where b.business_id = ${businessId}
      and b.appointment_date >= ${range.start} and b.appointment_date < ${range.end}
      and ${countsAsBooking(sql`b.status`)}
    group by x.id, x.name
    order by ${revenue} desc, x.name`;
}

/** Revenue: confirmed and completed bookings. Bookings (per service, member and weekday): all but cancelled. */
export async function getRevenueReport(options: {
  db: Db;
  business: Business;
  period: AnalyticsPeriod;
  now?: Date;
}): Promise<RevenueReport> {
  const { db, business, period } = options;
  const now = options.now ?? new Date();
  const { current, previous } = periodRanges({ period, now, timeZone: business.timezone });
  const month = monthRange({ now, timeZone: business.timezone });
  const quarter = quarterRange({ now, timeZone: business.timezone });
  const [weekdayRows, [goalRow], byService, byStaff] = await Promise.all([
    // Weekday 0 holds the previous period's total.
    queryRows<{ weekday: number; bookings: number; revenue: string }>(
      db,
      sql`select case when local_date < ${current.from}::date then 0
          else extract(isodow from local_date)::int end as weekday,
        coalesce(sum(bookings) filter (where ${countsAsBooking(sql`status`)}), 0)::int as bookings,
        coalesce(sum(amount) filter (where status in ${REVENUE_STATUSES_SQL}), 0)::text as revenue
      from booking_day_totals
      where business_id = ${business.id}
        and local_date >= ${previous.from}::date and local_date <= ${current.to}::date
      group by 1`,
    ),
    queryRows<{ month: string; quarter: string }>(
      db,
      sql`select ${revenueInRangeSql(business.id, month)} as month,
        ${revenueInRangeSql(business.id, quarter)} as quarter`,
    ),
    queryRows<BreakdownRow>(db, breakdownSql({ businessId: business.id, range: current, by: 'service' })),
    queryRows<BreakdownRow>(db, breakdownSql({ businessId: business.id, range: current, by: 'staff' })),
  ]);

  let currentCents = 0;
  let previousCents = 0;
  const byWeekday = new Map<number, { bookings: number; cents: number }>();
  for (const row of weekdayRows) {
    const cents = decimalToCents(row.revenue);
    if (row.weekday === 0) previousCents += cents;
    else {
      currentCents += cents;
      byWeekday.set(row.weekday, { bookings: row.bookings, cents });
    }
  }
  const share = (cents: number) => (currentCents === 0 ? 0 : roundTo((cents / currentCents) * 100, 1));
  const breakdown = (rows: BreakdownRow[]) =>
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      revenue: moneyNumber(row.revenue),
      bookings: row.bookings,
      share: share(decimalToCents(row.revenue)),
    }));
  const targets = resolveTargets(business.targets);
  const goal = (range: LocalRange, value: number, target: number) => ({
    target,
    value,
    progress: progressPercent(value, target),
    from: range.from,
    to: range.to,
  });

  return {
    ...reportHeader({ period, current, previous, business }),
    total: metricOf(currentCents / 100, previousCents / 100),
    byService: breakdown(byService),
    byStaff: breakdown(byStaff),
    byDayOfWeek: ISO_WEEKDAY_LABELS.map((label, index) => {
      const day = byWeekday.get(index + 1);
      return { dayOfWeek: index + 1, label, revenue: (day?.cents ?? 0) / 100, bookings: day?.bookings ?? 0 };
    }),
    goals: {
      monthly: goal(month, moneyNumber(goalRow?.month), targets.monthlyRevenue),
      quarterly: goal(quarter, moneyNumber(goalRow?.quarter), targets.quarterlyRevenue),
    },
  };
}
