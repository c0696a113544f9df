// Row-level helpers shared by booking writes: database error codes and history events.
import type { Tx } from '#server/db/client.ts';
import { bookingEvents } from '#server/db/schema/bookings.ts';

/** SQLSTATE of a database error, looking through the driver wrappers (Drizzle puts the driver error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** 23P01: the bookings_no_overlap exclusion constraint refused an overlapping live booking. */
export const isOverlapViolation = (error: unknown) => pgErrorCode(error) === '23P01';
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

export type BookingEventInput = {
  businessId: string;
  bookingId: string;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  details?: Record<string, unknown>;
  actorUserId?: string | null;
};

export async function recordBookingEvent(tx: Tx, event: BookingEventInput) {
  await tx.insert(bookingEvents).values({
    businessId: event.businessId,
    bookingId: event.bookingId,
    action: event.action,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    details: event.details ?? {},
    actorUserId: event.actorUserId ?? null,
  });
}
