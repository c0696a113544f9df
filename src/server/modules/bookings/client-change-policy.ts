// When a client may still cancel or move their own booking from the client dashboard (issue 14): a live booking
// that has not started, outside the business's cancellation cut-off. The owner is never bound by it.

import { refusal } from '#server/platform/error-messages.ts';
import { AppError } from '#shared/errors.ts';

const HOUR = 60 * 60_000;

/** The refusal a client's cancel or move of this booking gets now (its reason, in any language: 046), or null when
 * they may. */
export function changeRefusal(
  booking: { status: string; appointmentDate: Date },
  cutoffHours: number,
  now: Date,
): AppError | null {
  const refused = (message: string) => new AppError('CONFLICT', message);
  switch (booking.status) {
    case 'cancelled':
      return refused('This booking was cancelled.');
    case 'completed':
      return refused('This visit is complete.');
    case 'no_show':
      return refused('This booking is closed.');
  }
  const ahead = booking.appointmentDate.getTime() - now.getTime();
  if (ahead <= 0) return refused('This appointment has already started.');
  if (ahead < cutoffHours * HOUR) return refusal('CONFLICT', 'booking.changeCutoff', { hours: cutoffHours });
  return null;
}
