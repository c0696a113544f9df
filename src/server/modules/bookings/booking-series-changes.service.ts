// A series changed from one of its appointments, 'this and following': cancelled, or moved by one step; each
// appointment changed as a single change would be (planChange, recordBookingChange), all in one transaction. One
// appointment alone is an ordinary change (PATCH /api/bookings/:id).
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { refundsDue } from '#server/modules/stripe/checkout.service.ts';
import type { Business } from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { refusalOn } from '#server/platform/error-messages.ts';
import { addDaysToLocalDate, daysBetweenLocalDates, localDateOf } from '#shared/domain/local-time.ts';
import { AppError } from '#shared/errors.ts';
import type { ChangeFollowingInput } from '#shared/schemas/booking-series.ts';
import { bookingNotFound } from './booking-queries.ts';
import { applyChanges, type BookingActor, type PlannedChange, planChange } from './booking-update.service.ts';

export const NOT_A_SERIES_MESSAGE = 'This booking does not repeat.';
const CHANGEABLE = ['confirmed', 'pending'];

/**
 * Cancels, or moves by one step, the booking and every later appointment of its series that is still to come
 * (confirmed or pending): all or none. A move gives this appointment's new local date and time; each later one
 * moves by as many days and to the same wall time, so 09:00 stays 09:00 across a daylight-saving change. A
 * client acts on their own bookings only (another's is 404), under the same rules as for one.
 */
export async function changeFollowing(options: {
  db: Db;
  business: Business;
  actor: BookingActor;
  bookingId: string;
  input: ChangeFollowingInput;
  now: Date;
}): Promise<{ changed: Array<{ bookingId: string; appointmentDate: string }> }> {
  const { db, business, actor, bookingId, input, now } = options;
  if (!isUuid(bookingId)) throw bookingNotFound();
  const [booking] = await db
    .select({ seriesId: bookings.seriesId, appointmentDate: bookings.appointmentDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.businessId, business.id),
        actor.kind === 'client' ? eq(bookings.clientId, actor.clientId) : undefined,
      ),
    )
    .limit(1);
  if (!booking) throw bookingNotFound();
  if (!booking.seriesId) throw new AppError('CONFLICT', NOT_A_SERIES_MESSAGE);
  const following = await db
    .select({ id: bookings.id, appointmentDate: bookings.appointmentDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, booking.seriesId),
        eq(bookings.businessId, business.id),
        gte(bookings.appointmentDate, booking.appointmentDate),
        inArray(bookings.status, CHANGEABLE),
        actor.kind === 'client' ? eq(bookings.clientId, actor.clientId) : undefined,
      ),
    )
    .orderBy(asc(bookings.appointmentDate));
  if (following.length === 0)
    throw new AppError('CONFLICT', 'No appointment of this series is left to change.');
  const zone = business.timezone;
  const step = input.appointmentDate
    ? {
        days: daysBetweenLocalDates(
          localDateOf(booking.appointmentDate, zone),
          input.appointmentDate.slice(0, 10),
        ),
        time: input.appointmentDate.slice(11, 16),
      }
    : null;
  const planned: PlannedChange[] = [];
  for (const appointment of following) {
    const change = step
      ? {
          appointmentDate: `${addDaysToLocalDate(localDateOf(appointment.appointmentDate, zone), step.days)}T${step.time}:00`,
        }
      : { status: 'cancelled' as const, cancellationReason: input.cancellationReason };
    try {
      const plan = await planChange({ db, business, actor, bookingId: appointment.id, input: change, now });
      if (plan) planned.push(plan);
    } catch (error) {
      // Which appointment cannot follow, in the business's local terms: nothing is changed.
      if (error instanceof AppError && step) {
        const local = change.appointmentDate?.replace('T', ' ').slice(0, 16);
        throw refusalOn(`${local}`, error);
      }
      throw error;
    }
  }
  const refundDue = await applyChanges(db, planned);
  outboxWritten(db);
  if (refundDue) refundsDue(db);
  return {
    changed: planned.map((p) => ({
      bookingId: p.booking.id,
      appointmentDate: (p.move?.startsAt ?? p.booking.appointmentDate).toISOString(),
    })),
  };
}
