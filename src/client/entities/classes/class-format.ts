// A class session as people read it: how full it is on a calendar block ('7/12') and its room's name (the Classes
// page's and the roster's words are classes-i18n.ts's).
import type { Resource } from '#shared/schemas/resource.ts';

type Seats = { seatsTaken: number; capacity: number };

/** '7/12': a calendar block's short form. */
export const seatsShort = ({ seatsTaken, capacity }: Seats) => `${seatsTaken}/${capacity}`;

/** The session's room by name; null without one (or while the resources load). */
export function roomName(resources: Resource[] | undefined, resourceId: string | null): string | null {
  if (resourceId === null) return null;
  return resources?.find((resource) => resource.id === resourceId)?.name ?? null;
}
