// Raw SQL helpers for the reports: both drivers return `{ rows }`, and every value is cast in SQL to a type both
// parse the same way (int, float8, text), so results do not depend on the engine.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

export async function queryRows<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQLWrapper,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A timestamptz as epoch milliseconds (float8), read back with `new Date(ms)`. */
export function epochMs(column: SQLWrapper): SQL {
  return sql`(extract(epoch from ${column}) * 1000)::float8`;
}

/** Statuses whose bookings count as revenue: confirmed (booked and due) and completed. */
export const REVENUE_STATUSES_SQL = sql.raw(`('completed','confirmed')`);

/**
 * Whether a booking of this status counts in a "bookings" figure, on every tab and the dashboard: all but
 * cancelled ones and those still waiting for their deposit (pending bookings and no-shows were booked). Revenue
 * counts REVENUE_STATUSES_SQL only.
 */
export function countsAsBooking(status: SQLWrapper): SQL {
  return sql`${status} not in ${NOT_BOOKED_STATUSES_SQL}`;
}

/** Statuses that are not (or not yet) a booking: cancelled, held for a payment not made yet, and a time held for a
 * waitlisted customer who has not taken it yet. */
export const NOT_BOOKED_STATUSES_SQL = sql.raw(`('cancelled','pending_payment','held')`);

/** What a booking counts for in revenue: its succeeded payments when there are any, else its price. */
export const BOOKING_AMOUNT_SQL = sql.raw('coalesce(b.paid_amount, b.price)');

/** A numeric money total (text) as a number of currency units, exact to the cent. */
export function moneyNumber(value: string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Math.round(Number(value) * 100) / 100;
}
