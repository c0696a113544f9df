// What the calendar draws (decision 039): one-to-one bookings one block each, and a class session as ONE block
// however many seats are booked in it. The seat bookings of a listed session (classSessionId) are folded into that
// session's block; a session nobody booked yet still shows, since it holds its instructor's time.
import { roomName } from '#client/entities/classes/class-format.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import type { Resource } from '#shared/schemas/resource.ts';

export type CalendarItem =
  | { kind: 'booking'; id: string; booking: BookingView }
  | { kind: 'class'; id: string; session: ClassSession; room: string | null };

export function calendarItems(
  bookings: BookingView[],
  sessions: ClassSession[],
  resources: Resource[] | undefined,
): CalendarItem[] {
  const listed = new Set(sessions.map((session) => session.id));
  const items: CalendarItem[] = bookings
    // A seat booking of a session not listed (outside the range the sessions were read for) stays a booking.
    .filter((booking) => booking.classSessionId === null || !listed.has(booking.classSessionId))
    .map((booking) => ({ kind: 'booking', id: booking.id, booking }));
  for (const session of sessions) {
    items.push({ kind: 'class', id: session.id, session, room: roomName(resources, session.resourceId) });
  }
  return items;
}

/** The item's start (ISO instant), its length in minutes (0 when unknown) and its service. */
export function itemTiming(item: CalendarItem): { startsAt: string; minutes: number } {
  return item.kind === 'booking'
    ? { startsAt: item.booking.appointmentDate, minutes: item.booking.service.duration }
    : { startsAt: item.session.startsAt, minutes: item.session.durationMinutes };
}

export function itemService(item: CalendarItem): { id: string; name: string } {
  return item.kind === 'booking'
    ? { id: item.booking.serviceId, name: item.booking.service.name }
    : { id: item.session.serviceId, name: item.session.serviceName };
}

/** Cancelled and no-show bookings, and cancelled sessions, are drawn faded. */
export function itemInactive(item: CalendarItem): boolean {
  if (item.kind === 'class') return item.session.status === 'cancelled';
  return item.booking.status === 'cancelled' || item.booking.status === 'no_show';
}
