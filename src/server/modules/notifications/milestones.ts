// Milestone notifications ('100 bookings!', '$10,000 earned') when a business's totals pass a round number.
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryPrepared } from '#server/db/client.ts';
import { NOT_BOOKED_STATUSES_SQL } from '#server/platform/sql.ts';
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';
import type { Notification } from '#shared/schemas/notification.ts';
import { createNotificationOnce } from './notifications.service.ts';

export const BOOKING_MILESTONES = [
  1, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000,
  1_000_000,
];
/** Currency units of revenue from completed bookings. */
export const REVENUE_MILESTONES = [
  1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000,
  10_000_000,
];

/** The largest threshold at or below `value`, or null when none is reached. */
export function highestMilestone(value: number, thresholds: readonly number[]): number | null {
  let reached: number | null = null;
  for (const threshold of thresholds) if (value >= threshold) reached = threshold;
  return reached;
}

export type MilestoneTotals = {
  bookings: number;
  revenue: string;
  currency: string | null;
  bookings_recorded: number;
  revenue_recorded: number;
};

/** Select-list columns (a MilestoneTotals row): the totals of the business `businessId` (an SQL expression) and
 * the milestones announced so far. */
export function milestoneTotalsColumns(businessId: SQL): SQL {
  return sql`(select coalesce(sum(bookings), 0)::int from booking_totals
        where business_id = ${businessId} and status not in ${NOT_BOOKED_STATUSES_SQL}) as bookings,
      (select coalesce(sum(amount), 0)::text from booking_totals
        where business_id = ${businessId} and status = 'completed') as revenue,
      (select currency from businesses where id = ${businessId}) as currency,
      ${recorded(businessId, 'bookings')} as bookings_recorded,
      ${recorded(businessId, 'revenue')} as revenue_recorded`;
}

/** The highest announced threshold of a kind (0 when none), found through notifications_milestone_once: a busy
 * business has a notification per booking, and this runs at every booking. */
function recorded(businessId: SQL, milestone: 'bookings' | 'revenue'): SQL {
  return sql`(select coalesce(max((data->>'threshold')::float8), 0)::float8 from notifications
        where business_id = ${businessId} and type = 'milestone' and (data->>'milestone') = ${milestone})`;
}

/**
 * Call after a booking was created, confirmed or completed (or a payment recorded): it compares the business's
 * totals with the milestones already announced and adds a notification for the highest newly passed one of each
 * kind. Thresholds skipped at once (an import) are not announced one by one. Bookings count every booking except
 * cancelled ones; revenue counts completed bookings (paid amount, else price). A unique index lets each threshold
 * be announced once however many callers race; a caller inside a transaction that cannot yet see a concurrent
 * one's booking leaves the announcement to the next change.
 */
export async function recordMilestones(options: { db: DbOrTx; businessId: string }): Promise<Notification[]> {
  const { db, businessId } = options;
  const [totals] = await queryPrepared<MilestoneTotals>(
    db,
    sql`select ${milestoneTotalsColumns(sql`${businessId}::uuid`)}`,
  );
  return announceMilestones({ db, businessId, totals });
}

/** The notifications of the milestones `totals` (milestoneTotalsColumns) newly pass, each written once. */
export async function announceMilestones(options: {
  db: DbOrTx;
  businessId: string;
  totals: MilestoneTotals | undefined;
}): Promise<Notification[]> {
  const { db, businessId, totals } = options;
  if (!totals?.currency) return [];
  const created: Notification[] = [];

  const bookings = highestMilestone(totals.bookings, BOOKING_MILESTONES);
  if (bookings !== null && bookings > totals.bookings_recorded) {
    const count = bookings.toLocaleString('en-US');
    created.push(
      ...(await createNotificationOnce({
        db,
        businessId,
        type: 'milestone',
        priority: 'low',
        title: bookings === 1 ? 'First booking!' : `${count} bookings!`,
        message:
          bookings === 1
            ? 'Your first booking is in. Congratulations!'
            : `You have reached ${count} bookings. Keep it up!`,
        actionUrl: '/analytics',
        data: { milestone: 'bookings', threshold: bookings },
        news: { kind: 'bookingsMilestone', count: bookings },
      })),
    );
  }

  const revenueUnits = decimalToCents(totals.revenue) / 100;
  const revenue = highestMilestone(revenueUnits, REVENUE_MILESTONES);
  if (revenue !== null && revenue > totals.revenue_recorded) {
    const amount = formatMoney(revenue * 100, totals.currency).replace(/\.00$/, '');
    created.push(
      ...(await createNotificationOnce({
        db,
        businessId,
        type: 'milestone',
        priority: 'low',
        title: `${amount} earned`,
        message: `Completed bookings have now brought in ${amount} in total.`,
        actionUrl: '/analytics',
        data: { milestone: 'revenue', threshold: revenue, amount: revenue },
        news: { kind: 'revenueMilestone', amount: revenue, currency: totals.currency },
      })),
    );
  }
  return created;
}
