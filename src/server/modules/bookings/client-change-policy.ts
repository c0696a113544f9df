// When a client may still cancel or move their own booking from the client dashboard (issue 14): a live booking
// that has not started, outside the business's cancellation cut-off. The owner is never bound by it.

const HOUR = 60 * 60_000;

/** Why the client cannot cancel or reschedule this booking now, or null when they can. */
export function changeBlockedReason(
  booking: { status: string; appointmentDate: Date },
  cutoffHours: number,
  now: Date,
): string | null {
  switch (booking.status) {
    case 'cancelled':
      return 'This booking was cancelled.';
    case 'completed':
      return 'This visit is complete.';
    case 'no_show':
      return 'This booking is closed.';
  }
  const ahead = booking.appointmentDate.getTime() - now.getTime();
  if (ahead <= 0) return 'This appointment has already started.';
  if (ahead < cutoffHours * HOUR) {
    const hours = cutoffHours === 1 ? '1 hour' : `${cutoffHours} hours`;
    return `Changes are possible up to ${hours} before the appointment. Please call the business.`;
  }
  return null;
}
