// A booking's change history (GET /api/bookings/{id} → history), oldest first, in the business's time zone.

import { STATUS_LABEL } from '#client/entities/bookings/booking-status.ts';
import { type CalendarI18n, ENGLISH_CALENDAR, useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import type { BookingEvent, BookingStatus } from '#shared/schemas/booking.ts';

type Change<T> = { from?: T; to?: T };

function asChange<T>(value: unknown): Change<T> | null {
  return value && typeof value === 'object' ? (value as Change<T>) : null;
}

/** 'Booked online as Eve Moss (eve@example.com, +1 202 555 0202)': what the customer typed on their booking, which
 * a known client's record does not take (anyone may type a known phone). */
function bookedOnline(typed: unknown, t: CalendarI18n['t']): string {
  if (!typed || typeof typed !== 'object') return t('history.online');
  const { firstName, lastName, email, phone } = typed as Record<string, unknown>;
  const name = [firstName, lastName].filter((part) => typeof part === 'string' && part).join(' ');
  const contact = [email, phone].filter((part) => typeof part === 'string' && part).join(', ');
  if (!name) return t('history.online');
  return contact ? t('history.onlineAsContact', { name, contact }) : t('history.onlineAs', { name });
}

export function describeEvent(event: BookingEvent, timeZone: string, i18n = ENGLISH_CALENDAR): string {
  const { t } = i18n;
  const { apiKey } = event.details;
  const key = typeof apiKey === 'string' ? apiKey : null;
  if (event.action === 'created' && event.details.source === 'api') {
    return key === null ? t('history.api') : t('history.apiKey', { key });
  }
  const change = describeChange(event, timeZone, i18n);
  return key !== null && event.action !== 'created' ? t('history.throughApi', { change, key }) : change;
}

function describeChange(event: BookingEvent, timeZone: string, { t, when }: CalendarI18n): string {
  const { details } = event;
  switch (event.action) {
    case 'created':
      return details.source === 'owner' ? t('history.owner') : bookedOnline(details.typed, t);
    case 'rescheduled': {
      const moved = asChange<string>(details.appointmentDate);
      const member = asChange<{ name?: string }>(details.teamMember);
      const parts: string[] = [];
      if (moved?.from && moved.to) {
        parts.push(t('history.moved', { from: when(moved.from, timeZone), to: when(moved.to, timeZone) }));
      }
      if (member?.to?.name) parts.push(t('history.movedTo', { name: member.to.name }));
      return parts.join('; ') || t('history.rescheduled');
    }
    case 'updated':
      return details.notes ? t('history.notes') : t('history.updated');
    case 'cancelled':
      return typeof details.cancellationReason === 'string' && details.cancellationReason
        ? t('history.cancelledWhy', { reason: details.cancellationReason })
        : t('history.cancelled');
    case 'completed':
      return t('history.completed');
    case 'no_show':
      return t('history.noShow');
    default:
      return event.action in STATUS_LABEL
        ? t(`booking.status.${event.action as BookingStatus}`)
        : event.action;
  }
}

export function BookingHistory({ events, timeZone }: { events: BookingEvent[]; timeZone: string }) {
  const i18n = useCalendarI18n();
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{i18n.t('history.empty')}</p>;
  return (
    <ol className="grid gap-3 border-s ps-4">
      {events.map((event) => (
        <li key={event.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -start-[1.3rem] size-2 rounded-full bg-muted-foreground/60"
          />
          <p className="font-medium">{describeEvent(event, timeZone, i18n)}</p>
          <p className="text-xs text-muted-foreground">{i18n.when(event.createdAt, timeZone)}</p>
        </li>
      ))}
    </ol>
  );
}
