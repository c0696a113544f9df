// The booking history: one event row per change, written in the change's own transaction.
import type { Tx } from '#server/db/client.ts';
import { bookingEvents } from '#server/db/schema/bookings.ts';

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
