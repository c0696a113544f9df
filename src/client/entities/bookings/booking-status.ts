// Booking statuses as people read them, their chip colours, and which owner actions each status allows
// (the server's lifecycle: pending → confirmed | cancelled; pending_payment → confirmed by the payment |
// cancelled; held → confirmed when the waitlisted customer accepts | let go; confirmed → completed | cancelled |
// no_show).
import type { BookingStatus } from '#shared/schemas/booking.ts';

export const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: 'Pending',
  pending_payment: 'Awaiting payment',
  held: 'Held for waitlist',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

export const STATUS_CHIP: Record<BookingStatus, string> = {
  pending: 'border-transparent bg-amber-100 text-amber-900',
  pending_payment: 'border-transparent bg-orange-100 text-orange-900',
  held: 'border-transparent bg-violet-100 text-violet-900',
  confirmed: 'border-transparent bg-emerald-100 text-emerald-900',
  completed: 'border-transparent bg-sky-100 text-sky-900',
  cancelled: 'border-transparent bg-slate-200 text-slate-800',
  no_show: 'border-transparent bg-rose-100 text-rose-900',
};

export type BookingAction = 'confirm' | 'complete' | 'no_show' | 'cancel' | 'reschedule';

const ACTIONS: Record<BookingStatus, readonly BookingAction[]> = {
  pending: ['confirm', 'reschedule', 'cancel'],
  // Confirmed by the customer's payment only.
  pending_payment: ['cancel'],
  // Offered to a waitlisted customer: booked when they accept; the Waitlist page withdraws the offer.
  held: [],
  confirmed: ['complete', 'no_show', 'reschedule', 'cancel'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function allowedActions(status: BookingStatus): readonly BookingAction[] {
  return ACTIONS[status];
}

/** Completed and no-show only make sense once the appointment has started (the server refuses earlier). */
export function hasStarted(appointmentDate: string, now: Date = new Date()): boolean {
  return Date.parse(appointmentDate) <= now.getTime();
}

/** Live bookings hold their time; the others are shown faded on the calendar. */
export function isInactive(status: BookingStatus): boolean {
  return status === 'cancelled' || status === 'no_show';
}
