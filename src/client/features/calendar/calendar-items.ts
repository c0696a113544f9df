// What the calendar draws (decision 039): one-to-one bookings one block each, and a class session as ONE block
// however many seats are booked in it. The seat bookings of a listed session (classSessionId) are folded into that
// session's block; a session nobody booked yet still shows, since it holds its instructor's time. On one member's
// schedule, a visit shared between members (decision 043) is a block per part that member performs.
import { type VisitPart, visitParts } from '#client/entities/bookings/shared-visit.ts';
import { roomName } from '#client/entities/classes/class-format.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { ClassSession } from '#shared/schemas/class.ts';
import type { Resource } from '#shared/schemas/resource.ts';

export type CalendarItem =
  /** `part`: one member's part of a shared visit, drawn over its own span; null for the whole booking. */
  | { kind: 'booking'; id: string; booking: BookingView; part: VisitPart | null }
  | { kind: 'class'; id: string; session: ClassSession; room: string | null };

/** `member`: whose schedule is shown, or null for everyone's (where a shared visit stays one block). */
export function calendarItems(
  bookings: BookingView[],
  sessions: ClassSession[],
  resources: Resource[] | undefined,
  member: string | null,
): CalendarItem[] {
  const listed = new Set(sessions.map((session) => session.id));
  const items: CalendarItem[] = bookings
    // A seat booking of a session not listed (outside the range the sessions were read for) stays a booking.
    .filter((booking) => booking.classSessionId === null || !listed.has(booking.classSessionId))
    .flatMap((booking) => bookingItems(booking, member));
  for (const session of sessions) {
    items.push({ kind: 'class', id: session.id, session, room: roomName(resources, session.resourceId) });
  }
  return items;
}

/** A booking's block, or on `member`'s schedule the parts of a shared visit they perform (the whole booking should
 * they perform none: a booking listed is never hidden). */
function bookingItems(booking: BookingView, member: string | null): CalendarItem[] {
  const parts = member === null ? [] : visitParts(booking).filter((part) => part.teamMemberId === member);
  if (parts.length === 0) return [{ kind: 'booking', id: booking.id, booking, part: null }];
  return parts.map((part) => ({ kind: 'booking', id: `${booking.id}@${part.startsAt}`, booking, part }));
}

/** What the item opens: its booking's details (from every part of a shared visit) or its class session's roster. */
export function itemTarget(item: CalendarItem): string {
  return item.kind === 'booking' ? item.booking.id : item.id;
}

/** The item's start (ISO instant) and its length in minutes (0 when unknown). */
export function itemTiming(item: CalendarItem): { startsAt: string; minutes: number } {
  if (item.kind === 'class')
    return { startsAt: item.session.startsAt, minutes: item.session.durationMinutes };
  const { booking, part } = item;
  if (part === null) return { startsAt: booking.appointmentDate, minutes: booking.service.duration };
  return { startsAt: part.startsAt, minutes: (Date.parse(part.endsAt) - Date.parse(part.startsAt)) / 60_000 };
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
