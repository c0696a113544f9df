// The page a booking's manage link opens (/client/{slug}/manage/{token}): that booking alone, seen, moved or
// cancelled by whoever holds the link, until the appointment has passed. The link proves nothing about who the
// client is, so nothing of the client's record shows: the name is the one typed on the booking (or, on a booking
// the business made, its own record of the name). No session is opened.

import type { KeyObject } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookingEvents, bookings, clients } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { openToPublic } from '#server/platform/business-context.ts';
import { manageTokenBooking } from '#server/platform/manage-link.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ClientPortalBooking, ClientRescheduleInput } from '#shared/schemas/client-portal.ts';
import { cancelAsClient, portalBookings, rescheduleAsClient } from './client-portal.service.ts';

export const MANAGE_LINK_EXPIRED_MESSAGE =
  'This link has expired: the appointment has passed. Sign in to see your bookings.';
const bookingNotFound = () => new AppError('NOT_FOUND', 'Booking not found');

type Managed = {
  business: typeof businesses.$inferSelect;
  bookingId: string;
  client: { id: string; name: string };
  shownName: ClientPortalBooking['client'];
};

/** The booking the token names, in a business open to the public, with the name to show; 404 for a token that is
 * not ours or a booking that is gone, 410 once the appointment has passed. */
async function managed(db: Db, key: KeyObject, token: string, now: Date): Promise<Managed> {
  const bookingId = manageTokenBooking(key, token);
  if (!bookingId) throw bookingNotFound();
  const [row] = await db
    .select({
      business: businesses,
      clientId: clients.id,
      storedFirstName: clients.firstName,
      storedLastName: clients.lastName,
      typed: sql<{ firstName?: string; lastName?: string } | null>`(select ${bookingEvents.details}->'typed'
        from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.action} = 'created'
        limit 1)`,
      endsAt:
        sql<Date>`${bookings.appointmentDate} + ${bookings.durationMinutes} * interval '1 minute'`.mapWith(
          bookings.appointmentDate,
        ),
    })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(and(eq(bookings.id, bookingId), openToPublic))
    .limit(1);
  if (!row) throw bookingNotFound();
  if (row.endsAt.getTime() <= now.getTime()) throw new AppError('GONE', MANAGE_LINK_EXPIRED_MESSAGE);
  const shownName = row.typed?.firstName
    ? { firstName: row.typed.firstName, lastName: row.typed.lastName ?? '' }
    : { firstName: row.storedFirstName, lastName: row.storedLastName };
  return {
    business: row.business,
    bookingId,
    shownName,
    client: { id: row.clientId, name: [row.storedFirstName, row.storedLastName].filter(Boolean).join(' ') },
  };
}

async function view(db: Db, target: Managed, now: Date, locale: Locale): Promise<ClientPortalBooking> {
  const [booking] = await portalBookings({
    db,
    business: target.business,
    where: eq(bookings.id, target.bookingId),
    client: () => target.shownName,
    signedIn: false,
    now,
    locale,
  });
  if (!booking) throw bookingNotFound();
  return booking;
}

/** `locale`: the page's language, which the booking's answer says its reasons in. */
type ManageOptions = { db: Db; linkKey: KeyObject; token: string; now: Date; locale: Locale };

/** GET /api/manage/:token: the booking as it is now (moved, cancelled…). */
export async function getManagedBooking(options: ManageOptions): Promise<ClientPortalBooking> {
  const { db, linkKey, token, now, locale } = options;
  return view(db, await managed(db, linkKey, token, now), now, locale);
}

/** POST /api/manage/:token/cancel: under the client's rules (the owner's switch, the cut-off). */
export async function cancelManagedBooking(options: ManageOptions): Promise<ClientPortalBooking> {
  const { db, linkKey, token, now, locale } = options;
  const target = await managed(db, linkKey, token, now);
  await cancelAsClient({
    db,
    business: target.business,
    client: target.client,
    bookingId: target.bookingId,
    now,
  });
  return view(db, target, now, locale);
}

/** POST /api/manage/:token/reschedule: under the public booking page's rules. */
export async function rescheduleManagedBooking(
  options: ManageOptions & { input: ClientRescheduleInput },
): Promise<ClientPortalBooking> {
  const { db, linkKey, token, now, input, locale } = options;
  const target = await managed(db, linkKey, token, now);
  await rescheduleAsClient({
    db,
    business: target.business,
    client: target.client,
    bookingId: target.bookingId,
    input,
    now,
  });
  return view(db, target, now, locale);
}
