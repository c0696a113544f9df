// A class session as people read it: how full it is ('7 of 12 booked', '7/12' on a calendar block), its room's name
// and its seats.
import type { Resource } from '#shared/schemas/resource.ts';

type Seats = { seatsTaken: number; capacity: number };

/** '7 of 12 booked'. */
export const seatsBooked = ({ seatsTaken, capacity }: Seats) => `${seatsTaken} of ${capacity} booked`;

/** '7/12': a calendar block's short form. */
export const seatsShort = ({ seatsTaken, capacity }: Seats) => `${seatsTaken}/${capacity}`;

/** '1 seat', '3 seats'. */
export const seatCount = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`;

/** The session's room by name; null without one (or while the resources load). */
export function roomName(resources: Resource[] | undefined, resourceId: string | null): string | null {
  if (resourceId === null) return null;
  return resources?.find((resource) => resource.id === resourceId)?.name ?? null;
}
