// A booking's change history (GET /api/bookings/{id} → history), oldest first, in the business's time zone.

import { STATUS_LABEL } from '#client/entities/bookings/booking-status.ts';
import { formatInstant } from '#client/lib/format.ts';
import type { BookingEvent } from '#shared/schemas/booking.ts';

type Change<T> = { from?: T; to?: T };

function asChange<T>(value: unknown): Change<T> | null {
  return value && typeof value === 'object' ? (value as Change<T>) : null;
}

/** ' as Eve Moss (eve@example.com, +1 202 555 0202)': what the customer typed on their booking, which a known
 * client's record does not take (anyone may type a known phone). */
function typedAs(typed: unknown): string {
  if (!typed || typeof typed !== 'object') return '';
  const { firstName, lastName, email, phone } = typed as Record<string, unknown>;
  const name = [firstName, lastName].filter((part) => typeof part === 'string' && part).join(' ');
  const contact = [email, phone].filter((part) => typeof part === 'string' && part).join(', ');
  return name ? ` as ${name}${contact ? ` (${contact})` : ''}` : '';
}

export function describeEvent(event: BookingEvent, timeZone: string): string {
  const { apiKey } = event.details;
  const key = typeof apiKey === 'string' ? ` (key "${apiKey}")` : '';
  if (event.action === 'created' && event.details.source === 'api') return `Booked through the API${key}`;
  const change = describeChange(event, timeZone);
  return key && event.action !== 'created' ? `${change}, through the API${key}` : change;
}

function describeChange(event: BookingEvent, timeZone: string): string {
  const { details } = event;
  switch (event.action) {
    case 'created':
      return details.source === 'owner' ? 'Booked by the business' : `Booked online${typedAs(details.typed)}`;
    case 'rescheduled': {
      const moved = asChange<string>(details.appointmentDate);
      const member = asChange<{ name?: string }>(details.teamMember);
      const parts: string[] = [];
      if (moved?.from && moved.to) {
        parts.push(
          `Rescheduled from ${formatInstant(moved.from, timeZone)} to ${formatInstant(moved.to, timeZone)}`,
        );
      }
      if (member?.to?.name) parts.push(`Moved to ${member.to.name}`);
      return parts.join('; ') || 'Rescheduled';
    }
    case 'updated':
      return details.notes ? 'Notes updated' : 'Updated';
    case 'cancelled':
      return typeof details.cancellationReason === 'string' && details.cancellationReason
        ? `Cancelled: ${details.cancellationReason}`
        : 'Cancelled';
    case 'completed':
      return 'Marked completed';
    case 'no_show':
      return 'Marked as a no-show';
    default:
      return event.action in STATUS_LABEL
        ? STATUS_LABEL[event.action as keyof typeof STATUS_LABEL]
        : event.action;
  }
}

export function BookingHistory({ events, timeZone }: { events: BookingEvent[]; timeZone: string }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">No changes yet.</p>;
  return (
    <ol className="grid gap-3 border-l pl-4">
      {events.map((event) => (
        <li key={event.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-muted-foreground/60"
          />
          <p className="font-medium">{describeEvent(event, timeZone)}</p>
          <p className="text-xs text-muted-foreground">{formatInstant(event.createdAt, timeZone)}</p>
        </li>
      ))}
    </ol>
  );
}
