// The owner changes a booking (status transitions, reschedule or reassignment, notes), or its client cancels or
// moves it from the client dashboard. Each change is checked against the lifecycle and the availability rules,
// written with its history event in one transaction.

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { isDeadlock, isOverlapViolation } from '#server/db/errors.ts';
import { bookingServices, bookings } from '#server/db/schema/bookings.ts';
import { teamMembers } from '#server/db/schema/businesses.ts';
import { classSessions } from '#server/db/schema/classes.ts';
import type { ApiKeyActor } from '#server/modules/api-keys/api-keys.service.ts';
import { requireTeamMember } from '#server/modules/availability/availability.service.ts';
import {
  type BookingMode,
  parseAppointmentDate,
  SLOT_TAKEN_MESSAGE,
} from '#server/modules/availability/booking-policy.ts';
import { findFreeMembersFor } from '#server/modules/availability/slot-check.ts';
import {
  type ChangeActor,
  recordBookingChange,
} from '#server/modules/booking-changes/booking-changes.service.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { markRefundDue, refundsDue } from '#server/modules/stripe/checkout.service.ts';
import { type Business, cancellationCutoffHours } from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { freedTimeRecorded } from '#server/platform/freed-time.ts';
import type { User } from '#server/platform/session.ts';
import { ACCESS_MESSAGES } from '#shared/access.ts';
import { AppError } from '#shared/errors.ts';
import type { BookingDetail, BookingStatus, UpdateBookingInput } from '#shared/schemas/booking.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import { bookingNotFound, findBookingDetail, findVisitParts } from './booking-queries.ts';
import { changeRefusal } from './client-change-policy.ts';

const MINUTE = 60_000;
const FINAL: ReadonlySet<string> = new Set(['completed', 'cancelled', 'no_show']);
/** The statuses a change may set. */
type SettableStatus = 'confirmed' | 'cancelled' | 'completed' | 'no_show';
const TRANSITIONS: Record<string, readonly SettableStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  // Confirmed by its payment (Stripe's webhook), never by hand; the owner may let the hold go.
  pending_payment: ['cancelled'],
  confirmed: ['completed', 'cancelled', 'no_show'],
};

type BookingRow = typeof bookings.$inferSelect;

export const NOT_STARTED_MESSAGE = 'A visit can be marked completed or no-show only once it has started.';
export const AWAITING_PAYMENT_MESSAGE =
  'This booking is awaiting its online payment: it is confirmed when the payment arrives, or can be cancelled.';

export const HELD_FOR_WAITLIST_MESSAGE =
  'This time is held for a customer on the waitlist: it becomes their booking if they take it. Withdraw the offer on the Waitlist page to free it.';

function checkTransition(
  booking: BookingRow,
  to: BookingStatus,
  startsAt: Date,
  now: Date,
): asserts to is SettableStatus {
  if (FINAL.has(booking.status)) throw refusal('CONFLICT', 'booking.already', { status: booking.status });
  if (booking.status === 'pending_payment' && to !== 'cancelled') {
    throw new AppError('CONFLICT', AWAITING_PAYMENT_MESSAGE);
  }
  if (!TRANSITIONS[booking.status]?.some((status) => status === to)) {
    throw refusal('CONFLICT', 'booking.confirmFirst', { status: booking.status, to });
  }
  // A visit is completed or missed only once it has started: a completed one opens the client's review.
  if ((to === 'completed' || to === 'no_show') && startsAt.getTime() > now.getTime()) {
    throw new AppError('UNPROCESSABLE', NOT_STARTED_MESSAGE);
  }
}

/** Who changes the booking: its business's owner, or its client from the client dashboard (bound by the
 * customer's booking rules and the cancellation cut-off, and only for their own booking). */
export type BookingActor =
  /** The owner, in the app or through one of their API keys (then an integration acts, not the owner now). */
  | { kind: 'owner'; user: User; apiKey?: ApiKeyActor | null }
  | { kind: 'client'; clientId: string; clientName: string };

/** Where the booking goes: checked with the actor's rules, ignoring the booking's own current time. */
async function planMove(options: {
  db: Db;
  business: Business;
  booking: BookingRow;
  input: UpdateBookingInput;
  mode: BookingMode;
  now: Date;
}): Promise<PlannedMove | null> {
  const { db, business, booking, input, mode, now } = options;
  const startsAt = input.appointmentDate
    ? parseAppointmentDate(input.appointmentDate, business.timezone)
    : booking.appointmentDate;
  const teamMemberId = input.teamMemberId ?? booking.teamMemberId;
  if (input.teamMemberId) {
    await requireTeamMember(db, {
      businessId: business.id,
      teamMemberId: input.teamMemberId,
      activeOnly: true,
    });
  }
  if (startsAt.getTime() === booking.appointmentDate.getTime() && teamMemberId === booking.teamMemberId)
    return null;
  if (FINAL.has(booking.status)) throw refusal('CONFLICT', 'booking.already', { status: booking.status });
  // The booking keeps its length, including the buffer it was booked with.
  const spanMinutes = Math.round((booking.endsAt.getTime() - booking.appointmentDate.getTime()) / MINUTE);
  const parts = await findVisitParts(db, booking.id);
  // A visit shared between members (decision 043) moves with each of its services' members, or goes whole to the
  // member the change names.
  const shared = booking.memberEndsAt !== null;
  const keepsMembers = shared && teamMemberId === booking.teamMemberId;
  await findFreeMembersFor({
    db,
    business,
    mode,
    serviceId: booking.serviceId,
    visitServiceIds: parts?.map((part) => part.serviceId),
    partMinutes: parts?.map((part) => part.durationMinutes),
    durationMinutes: booking.durationMinutes,
    bufferMinutes: Math.max(0, spanMinutes - booking.durationMinutes),
    startsAt,
    teamMemberId: keepsMembers ? undefined : teamMemberId,
    partMemberIds: keepsMembers ? parts?.map((part) => part.teamMemberId ?? teamMemberId) : undefined,
    excludeBookingId: booking.id,
    now,
  });
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + spanMinutes * MINUTE),
    teamMemberId,
    unshares: shared && !keepsMembers,
  };
}

/** Where a booking goes, and whether a shared visit goes whole to one member (`teamMemberId`). */
type PlannedMove = { startsAt: Date; endsAt: Date; teamMemberId: string; unshares?: boolean };

async function memberName(db: Db, id: string) {
  const [row] = await db.select({ name: teamMembers.name }).from(teamMembers).where(eq(teamMembers.id, id));
  return row?.name ?? '';
}

/** The owner's change, answered with the booking as the owner sees it. */
export async function updateBooking(options: {
  db: Db;
  business: Business;
  user: User;
  apiKey?: ApiKeyActor | null;
  /** A staff member changes only their own bookings (anyone else's is 404) and cannot give one to another. */
  teamMemberId?: string;
  bookingId: string;
  input: UpdateBookingInput;
  now: Date;
}): Promise<BookingDetail> {
  const { db, business, user, apiKey, teamMemberId, bookingId, input, now } = options;
  if (teamMemberId !== undefined && input.teamMemberId !== undefined && input.teamMemberId !== teamMemberId) {
    throw new AppError('FORBIDDEN', ACCESS_MESSAGES.forbidden);
  }
  await changeBooking({
    db,
    business,
    actor: { kind: 'owner', user, apiKey },
    teamMemberId,
    bookingId,
    input,
    now,
  });
  return findBookingDetail({ db, businessId: business.id, bookingId });
}

/**
 * Applies a change to a booking of `business` with its history event, the owner's notification and the client's
 * messages in one transaction. A client may change only their own booking (another's is 404), only outside the
 * cut-off (409 with the reason), and moves it under the same rules as a new booking on the public page.
 */
export async function changeBooking(options: ChangeRequest): Promise<void> {
  const { db } = options;
  const planned = await planChange(options);
  if (!planned) return;
  const refundDue = await applyChanges(db, [planned]);
  outboxWritten(db);
  if (refundDue) refundsDue(db);
}

type ChangeRequest = {
  db: Db;
  business: Business;
  actor: BookingActor;
  /** Only a booking of this team member (a staff member's own). */
  teamMemberId?: string;
  bookingId: string;
  input: UpdateBookingInput;
  now: Date;
};

/** A change checked and ready to write: applyChanges writes it. */
export type PlannedChange = {
  booking: BookingRow;
  business: Business;
  input: UpdateBookingInput;
  now: Date;
  statusChange: SettableStatus | undefined;
  move: PlannedMove | null;
  notesChange: boolean;
  details: Record<string, unknown>;
  changeActor: ChangeActor;
};

/** The change checked against the booking's lifecycle, the actor's rights and the availability rules; null when
 * it changes nothing. Nothing is written. */
export async function planChange(options: ChangeRequest): Promise<PlannedChange | null> {
  const { db, business, actor, bookingId, input, now } = options;
  if (!isUuid(bookingId)) throw bookingNotFound();
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.businessId, business.id),
        actor.kind === 'client' ? eq(bookings.clientId, actor.clientId) : undefined,
        options.teamMemberId === undefined ? undefined : eq(bookings.teamMemberId, options.teamMemberId),
      ),
    )
    .limit(1);
  if (!booking) throw bookingNotFound();
  if (booking.status === 'held') throw new AppError('CONFLICT', HELD_FOR_WAITLIST_MESSAGE);
  if (actor.kind === 'client') {
    const refused = changeRefusal(booking, cancellationCutoffHours(business), now);
    if (refused) throw refused;
  }

  // Cancelling a cancelled booking (a double click, a stale screen) says so rather than silently succeeding.
  if (input.status === booking.status && FINAL.has(booking.status)) {
    throw refusal('CONFLICT', 'booking.already', { status: booking.status });
  }
  const moving = input.appointmentDate !== undefined || input.teamMemberId !== undefined;
  // A seat moves only with its whole session (classes): the customer books another session instead.
  if (moving && booking.classSessionId) throw new AppError('CONFLICT', CLASS_MESSAGES.seatBookingMove);
  const statusChange =
    input.status !== undefined && input.status !== booking.status ? input.status : undefined;
  if (moving && statusChange && FINAL.has(statusChange)) {
    throw new AppError('BAD_REQUEST', 'A booking cannot be moved and closed in the same change.');
  }
  const mode: BookingMode = actor.kind === 'owner' ? 'owner' : 'customer';
  const move = moving ? await planMove({ db, business, booking, input, mode, now }) : null;
  if (statusChange) checkTransition(booking, statusChange, move?.startsAt ?? booking.appointmentDate, now);
  const notesChange = input.notes !== undefined && (input.notes || null) !== booking.notes;
  if (!statusChange && !move && !notesChange) return null;

  const details: Record<string, unknown> = {};
  if (move) {
    if (move.startsAt.getTime() !== booking.appointmentDate.getTime()) {
      details.appointmentDate = {
        from: booking.appointmentDate.toISOString(),
        to: move.startsAt.toISOString(),
      };
    }
    if (move.teamMemberId !== booking.teamMemberId) {
      details.teamMember = {
        from: { id: booking.teamMemberId, name: await memberName(db, booking.teamMemberId) },
        to: { id: move.teamMemberId, name: await memberName(db, move.teamMemberId) },
      };
    }
  }
  if (notesChange) details.notes = { from: booking.notes, to: input.notes || null };
  if (statusChange === 'cancelled' && input.cancellationReason)
    details.cancellationReason = input.cancellationReason;
  if (actor.kind === 'client') details.by = 'client';
  const changeActor: ChangeActor =
    actor.kind === 'owner'
      ? { kind: 'owner', userId: actor.user.id, apiKey: actor.apiKey?.name }
      : { kind: 'client', name: actor.clientName };
  return { booking, business, input, now, statusChange, move, notesChange, details, changeActor };
}

/**
 * Writes planned changes in one transaction, each with what it causes (recordBookingChange): all or none. A booking
 * changed since it was planned, or a time taken meanwhile, is a 409. True when a refund became due.
 */
export async function applyChanges(db: Db, changes: readonly PlannedChange[]): Promise<boolean> {
  let refundDue = false;
  try {
    await db.transaction(async (tx) => {
      for (const change of changes) refundDue = (await applyChange(tx, change)) || refundDue;
    });
  } catch (error) {
    if (isOverlapViolation(error) || isDeadlock(error)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
    throw error;
  }
  // A cancel or a move freed time a waitlisted customer may be waiting for (recorded in the transaction).
  freedTimeRecorded(db);
  return refundDue;
}

/** Writes one planned change and what it causes, in `tx`; true when a refund became due. */
export async function applyChange(tx: Tx, change: PlannedChange): Promise<boolean> {
  const { booking, business, input, now, statusChange, move, notesChange, details, changeActor } = change;
  // A seat booking's session is locked first, as a change of the whole session locks it before its bookings: the
  // seat count (trigger bookings_class_seats) is then changed without a lock cycle (decision 036).
  if (booking.classSessionId) {
    await tx
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(eq(classSessions.id, booking.classSessionId))
      .for('no key update');
  }
  const moved = move && move.startsAt.getTime() !== booking.appointmentDate.getTime() ? move.startsAt : null;
  const appointment = {
    id: booking.id,
    businessId: business.id,
    startsAt: booking.appointmentDate,
    timeZone: business.timezone,
  };
  const updated = await tx
    .update(bookings)
    .set({
      ...(statusChange ? { status: statusChange } : {}),
      ...(statusChange === 'cancelled' ? { cancellationReason: input.cancellationReason || null } : {}),
      ...(move
        ? { appointmentDate: move.startsAt, endsAt: move.endsAt, teamMemberId: move.teamMemberId }
        : {}),
      ...(move?.unshares ? { memberEndsAt: null } : {}),
      ...(notesChange ? { notes: input.notes || null } : {}),
      updatedAt: new Date(),
    })
    // Guarded by the status read above: a concurrent change in between makes this a no-op, reported below.
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning({ id: bookings.id });
  if (updated.length === 0)
    throw new AppError('CONFLICT', 'This booking was just changed. Please reload it.');
  if (move?.unshares) {
    await tx
      .update(bookingServices)
      .set({ teamMemberId: null, startsAt: null, endsAt: null, live: false })
      .where(eq(bookingServices.bookingId, booking.id));
  }
  const recorded = { booking: appointment, actor: changeActor, fromStatus: booking.status, details };
  // A pending booking may be confirmed and moved at once: two entries in its history.
  if (statusChange) {
    await recordBookingChange(tx, { ...recorded, action: statusChange, toStatus: statusChange });
  }
  if (move || !statusChange) {
    const toStatus = statusChange ?? booking.status;
    await recordBookingChange(tx, {
      ...recorded,
      ...(move
        ? {
            action: 'rescheduled',
            movedTo: moved,
            freed: {
              businessId: business.id,
              // A visit shared between members (decision 043) frees its span for any of them.
              teamMemberId: booking.memberEndsAt === null ? booking.teamMemberId : null,
              startsAt: booking.appointmentDate,
              endsAt: booking.endsAt,
            },
          }
        : { action: 'updated' }),
      fromStatus: toStatus,
      toStatus,
    });
  }
  // A deposit paid through Stripe goes back when the booking is cancelled inside the policy (decision 017).
  if (statusChange === 'cancelled') return markRefundDue(tx, booking, cancellationCutoffHours(business), now);
  return false;
}
