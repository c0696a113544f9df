// A visit shared between team members (decision 043): each member's part of it, and who performs it, for the
// calendar's blocks and the booking's details.
import type { BookingView } from '#shared/schemas/booking.ts';

export type VisitPart = BookingView['otherParts'][number];

/** A shared visit's parts in order, the booking's own member's first (until `memberEndsAt`); [] for any other
 * booking. */
export function visitParts(booking: BookingView): VisitPart[] {
  if (booking.memberEndsAt === null) return [];
  const own = {
    teamMemberId: booking.teamMember.id,
    memberName: booking.teamMember.name,
    startsAt: booking.appointmentDate,
    endsAt: booking.memberEndsAt,
  };
  return [own, ...booking.otherParts];
}

/** Everyone who performs the booking, each once, in the order they come: one for a booking of one member. */
export function visitMembers(booking: BookingView): Array<{ id: string; name: string }> {
  const members = new Map([[booking.teamMember.id, booking.teamMember.name]]);
  for (const part of booking.otherParts) members.set(part.teamMemberId, part.memberName);
  return [...members].map(([id, name]) => ({ id, name }));
}

/** Names as a sentence's list: 'Alex and Ben' ('Alex und Ben' in German). */
export function formatMemberNames(members: Array<{ name: string }>, intl: string): string {
  return new Intl.ListFormat(intl, { type: 'conjunction' }).format(members.map((member) => member.name));
}
