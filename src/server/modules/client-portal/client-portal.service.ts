// What a signed-in client sees and changes on their business's client dashboard (issue 14): their own profile and
// bookings in that business, nothing else. Cancelling and moving go through the bookings module's own change path.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings, clients, reviews } from '#server/db/schema/bookings.ts';
import { businesses, clientCustomizations, services, teamMembers } from '#server/db/schema/businesses.ts';
import { cancellationCutoffHours, takesBookings } from '#server/modules/availability/business-context.ts';
import { LIVE_STATUSES } from '#server/modules/availability/schedule-data.ts';
import { changeBooking } from '#server/modules/bookings/booking-update.service.ts';
import { changeBlockedReason } from '#server/modules/bookings/client-change-policy.ts';
import type { SignedInClient } from '#server/modules/client-auth/client-session.ts';
import { updateClient } from '#server/modules/clients/clients.service.ts';
import { CLIENT_CHANNEL_DEFAULTS, withdrawClientReminders } from '#server/modules/outbox/booking-messages.ts';
import { AppError } from '#shared/errors.ts';
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';
import type { BookingStatus } from '#shared/schemas/booking.ts';
import type {
  ClientBookingsResponse,
  ClientMe,
  ClientMessagePreferences,
  ClientPortalBooking,
  ClientProfileInput,
  ClientRescheduleInput,
} from '#shared/schemas/client-portal.ts';

export const EMAIL_TAKEN_MESSAGE = 'Another client of this business already uses this email address.';

type StoredPreferences = { messages?: { email?: unknown; sms?: unknown }; reminders?: unknown };

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** The client's own choices, else the business's defaults, as the outbox reads them. */
function preferencesOf(stored: unknown): ClientMessagePreferences {
  const prefs = (stored ?? {}) as StoredPreferences;
  return {
    email: bool(prefs.messages?.email, CLIENT_CHANNEL_DEFAULTS.email),
    sms: bool(prefs.messages?.sms, CLIENT_CHANNEL_DEFAULTS.sms),
    reminders: bool(prefs.reminders, true),
  };
}

async function businessOf(db: Db, businessId: string) {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw new AppError('UNAUTHORIZED', 'Please sign in');
  return business;
}

/** GET /api/client/me. */
export async function getClientMe(db: Db, clientId: string): Promise<ClientMe> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw new AppError('UNAUTHORIZED', 'Please sign in');
  const business = await businessOf(db, client.businessId);
  return {
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone,
    dateOfBirth: client.dateOfBirth,
    preferences: preferencesOf(client.preferences),
    business: { slug: business.slug, name: business.name },
  };
}

/** PATCH /api/client/profile: the clients module's rules (one client per phone in a business) and one email per
 * business, since the email signs its client in. */
export async function updateClientProfile(options: {
  db: Db;
  client: SignedInClient;
  input: ClientProfileInput;
}): Promise<ClientMe> {
  const { db, client, input } = options;
  const business = await businessOf(db, client.businessId);
  const email = input.email?.trim().toLowerCase();
  if (email) {
    const [taken] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.businessId, client.businessId),
          isNull(clients.erasedAt),
          ne(clients.id, client.id),
          eq(sql`lower(${clients.email})`, email),
        ),
      )
      .limit(1);
    if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
  }
  const { preferences, ...fields } = input;
  if (Object.values(fields).some((value) => value !== undefined)) {
    await updateClient({
      db,
      businessId: client.businessId,
      clientId: client.id,
      timeZone: business.timezone,
      input: fields,
    });
  }
  if (preferences) {
    const stored = (client.preferences ?? {}) as StoredPreferences & Record<string, unknown>;
    await db.transaction(async (tx) => {
      await tx
        .update(clients)
        .set({
          preferences: {
            ...stored,
            messages: { ...stored.messages, email: preferences.email, sms: preferences.sms },
            reminders: preferences.reminders,
          },
        })
        .where(eq(clients.id, client.id));
      if (!preferences.reminders) await withdrawClientReminders(tx, client.id);
    });
  }
  return getClientMe(db, client.id);
}

/** GET /api/client/bookings: upcoming (live, not started) soonest first; the rest newest first. */
export async function listClientPortalBookings(options: {
  db: Db;
  client: SignedInClient;
  now: Date;
}): Promise<ClientBookingsResponse> {
  const { db, client, now } = options;
  const business = await businessOf(db, client.businessId);
  const cutoff = cancellationCutoffHours(business);
  const rows = await db
    .select({
      id: bookings.id,
      appointmentDate: bookings.appointmentDate,
      serviceId: bookings.serviceId,
      serviceName: services.name,
      duration: bookings.durationMinutes,
      price: bookings.price,
      memberId: teamMembers.id,
      memberName: teamMembers.name,
      status: bookings.status,
      reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .where(and(eq(bookings.businessId, client.businessId), eq(bookings.clientId, client.id)))
    .orderBy(asc(bookings.appointmentDate), asc(bookings.id));
  const view = (row: (typeof rows)[number]): ClientPortalBooking => ({
    id: row.id,
    appointmentDate: row.appointmentDate.toISOString(),
    serviceId: row.serviceId,
    service: { name: row.serviceName, duration: row.duration, price: row.price },
    teamMember: { id: row.memberId, name: row.memberName },
    client: { firstName: client.firstName, lastName: client.lastName },
    status: row.status as BookingStatus,
    changeBlockedReason: changeBlockedReason(row, cutoff, now),
    canReview: row.status === 'completed' && !row.reviewed,
  });
  const live: ReadonlySet<string> = new Set(LIVE_STATUSES);
  const isUpcoming = (row: (typeof rows)[number]) =>
    live.has(row.status) && row.appointmentDate.getTime() > now.getTime();
  return {
    upcoming: rows.filter(isUpcoming).map(view),
    history: rows
      .filter((row) => !isUpcoming(row))
      .reverse()
      .map(view),
  };
}

async function clientBooking(db: Db, client: SignedInClient, bookingId: string, now: Date) {
  const { upcoming, history } = await listClientPortalBookings({ db, client, now });
  return [...upcoming, ...history].find((booking) => booking.id === bookingId)!;
}

const clientName = (client: SignedInClient) => [client.firstName, client.lastName].filter(Boolean).join(' ');

export const CANCEL_OFF_MESSAGE = 'Online cancellation is turned off. Please call the business to cancel.';
export const RESCHEDULE_OFF_MESSAGE =
  'Online rescheduling is turned off. Please call the business to change your booking.';

/** 409 when the owner has turned this client-dashboard action off (client customisation); on by default. */
async function checkActionOn(db: Db, businessId: string, action: 'cancel' | 'reschedule') {
  const [flags] = await db
    .select({
      cancel: clientCustomizations.enableCancelBooking,
      reschedule: clientCustomizations.enableRescheduleBooking,
    })
    .from(clientCustomizations)
    .where(eq(clientCustomizations.businessId, businessId));
  if (flags && !flags[action]) {
    throw new AppError('CONFLICT', action === 'cancel' ? CANCEL_OFF_MESSAGE : RESCHEDULE_OFF_MESSAGE);
  }
}

/** POST /api/client/bookings/:id/cancel. */
export async function cancelClientBooking(options: {
  db: Db;
  client: SignedInClient;
  bookingId: string;
  now: Date;
}): Promise<ClientPortalBooking> {
  const { db, client, bookingId, now } = options;
  const business = await businessOf(db, client.businessId);
  await checkActionOn(db, business.id, 'cancel');
  await changeBooking({
    db,
    business,
    actor: { kind: 'client', clientId: client.id, clientName: clientName(client) },
    bookingId,
    input: { status: 'cancelled', cancellationReason: 'Cancelled by the client' },
    now,
  });
  return clientBooking(db, client, bookingId, now);
}

/** POST /api/client/bookings/:id/reschedule: the new time under the public booking page's rules. */
export async function rescheduleClientBooking(options: {
  db: Db;
  client: SignedInClient;
  bookingId: string;
  input: ClientRescheduleInput;
  now: Date;
}): Promise<ClientPortalBooking> {
  const { db, client, bookingId, input, now } = options;
  const business = await businessOf(db, client.businessId);
  // Moving to a new time is a new booking of that time: not while the platform has suspended the business.
  if (!takesBookings(business)) throw new AppError('CONFLICT', ONLINE_BOOKING_OFF_MESSAGE);
  await checkActionOn(db, business.id, 'reschedule');
  await changeBooking({
    db,
    business,
    actor: { kind: 'client', clientId: client.id, clientName: clientName(client) },
    bookingId,
    input: { appointmentDate: input.appointmentDate, teamMemberId: input.teamMemberId ?? undefined },
    now,
  });
  return clientBooking(db, client, bookingId, now);
}
