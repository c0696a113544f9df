// What a signed-in client sees and changes on their business's client dashboard (issue 14): their own profile and
// bookings in that business, nothing else. Cancelling and moving go through the bookings module's own change path.
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookingServices, bookings, clients, reviews } from '#server/db/schema/bookings.ts';
import { businesses, clientCustomizations, services, teamMembers } from '#server/db/schema/businesses.ts';
import { LIVE_STATUSES } from '#server/modules/availability/schedule-data.ts';
import type { ManageLinks } from '#server/modules/bookings/booking-create.service.ts';
import {
  CLIENT_REPEATABLE_STATUSES,
  previewRepeat,
  repeatBooking,
} from '#server/modules/bookings/booking-series.service.ts';
import { changeBooking } from '#server/modules/bookings/booking-update.service.ts';
import { changeRefusal } from '#server/modules/bookings/client-change-policy.ts';
import { updateClient } from '#server/modules/clients/clients.service.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import { CLIENT_CHANNEL_DEFAULTS, withdrawClientReminders } from '#server/modules/outbox/booking-messages.ts';
import {
  type Business,
  cancellationCutoffHours,
  clientsMayRepeat,
  takesBookings,
} from '#server/platform/business-context.ts';
import type { SignedInClient } from '#server/platform/client-session.ts';
import { sayInLanguage } from '#server/platform/error-messages.ts';
import { bookingServiceName } from '#server/platform/visit-name.ts';
import { fullName } from '#shared/domain/names.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';
import type { BookingStatus } from '#shared/schemas/booking.ts';
import type { CreatedSeries, RepeatInput, SeriesPreview } from '#shared/schemas/booking-series.ts';
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

/** Tells the owner (a notification, which reaches their open tabs at once) that a client changed their name, email
 * or phone on the dashboard: who, as the owner knew them, and what is new. Nothing when none of them changed. */
async function tellOwnerOfContactChange(
  db: Db,
  before: SignedInClient,
  after: Pick<SignedInClient, 'firstName' | 'lastName' | 'email' | 'phone'>,
) {
  const changes = [
    fullName(after) !== fullName(before) ? `name now ${fullName(after)}` : null,
    after.email === before.email ? null : after.email ? `email now ${after.email}` : 'email removed',
    after.phone === before.phone ? null : `phone now ${after.phone}`,
  ].filter((change) => change !== null);
  if (changes.length === 0) return;
  await createNotification({
    db,
    businessId: before.businessId,
    type: 'other',
    title: 'Client details changed',
    message: `${fullName(before)} updated their details on the client dashboard: ${changes.join(', ')}.`,
    priority: 'low',
    actionUrl: '/clients',
    data: { clientId: before.id, clientName: fullName(after) },
    news: {
      kind: 'clientDetails',
      client: fullName(before),
      ...(fullName(after) !== fullName(before) ? { name: fullName(after) } : {}),
      ...(after.email === before.email ? {} : { email: after.email || null }),
      ...(after.phone === before.phone ? {} : { phone: after.phone ?? '' }),
    },
  });
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
    const saved = await updateClient({
      db,
      businessId: client.businessId,
      clientId: client.id,
      timeZone: business.timezone,
      input: fields,
    });
    await tellOwnerOfContactChange(db, client, saved);
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

/** The bookings `where` picks, oldest first, as a client sees them: `client` is the name shown on them.
 * `signedIn`: the reader is the signed-in client, who may review a visit and, where the business allows it, make
 * it repeat (`canReview`, `canRepeat`); a manage link's reader may do neither. */
export async function portalBookings(options: {
  db: Db;
  business: Pick<Business, 'bookingRules'>;
  where: SQL;
  client: (row: { clientId: string }) => ClientPortalBooking['client'];
  signedIn: boolean;
  now: Date;
  /** The page's language: why a change is not possible now is said in it. */
  locale: Locale;
}): Promise<ClientPortalBooking[]> {
  const { db, now } = options;
  const cutoff = cancellationCutoffHours(options.business);
  const repeatsOpen = options.signedIn && clientsMayRepeat(options.business);
  const rows = await db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      appointmentDate: bookings.appointmentDate,
      serviceId: bookings.serviceId,
      serviceName: bookingServiceName(bookings.id, services.name),
      extraServiceIds: sql<string[]>`array(select ${bookingServices.serviceId}::text from ${bookingServices}
        where ${bookingServices.bookingId} = ${bookings.id} and ${bookingServices.position} > 0
        order by ${bookingServices.position})`,
      duration: bookings.durationMinutes,
      price: bookings.price,
      memberId: teamMembers.id,
      memberName: teamMembers.name,
      status: bookings.status,
      seriesId: bookings.seriesId,
      reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .where(options.where)
    .orderBy(asc(bookings.appointmentDate), asc(bookings.id));
  return rows.map((row) => ({
    id: row.id,
    appointmentDate: row.appointmentDate.toISOString(),
    serviceId: row.serviceId,
    extraServiceIds: row.extraServiceIds,
    service: { name: row.serviceName, duration: row.duration, price: row.price },
    teamMember: { id: row.memberId, name: row.memberName },
    client: options.client(row),
    status: row.status as BookingStatus,
    changeBlockedReason: reasonIn(options.locale, changeRefusal(row, cutoff, now)),
    canReview: options.signedIn && row.status === 'completed' && !row.reviewed,
    canRepeat: repeatsOpen && row.seriesId === null && CLIENT_REPEATABLE_STATUSES.includes(row.status),
  }));
}

/** Why a client cannot change a booking now, in `locale`, or null. */
const reasonIn = (locale: Locale, refused: AppError | null) =>
  refused && sayInLanguage(locale, refused.message, refused.said);

/** GET /api/client/bookings: upcoming (live, not started) soonest first; the rest newest first. */
export async function listClientPortalBookings(options: {
  db: Db;
  client: SignedInClient;
  now: Date;
  locale: Locale;
}): Promise<ClientBookingsResponse> {
  const { db, client, now, locale } = options;
  const all = await portalBookings({
    db,
    business: await businessOf(db, client.businessId),
    where: and(eq(bookings.businessId, client.businessId), eq(bookings.clientId, client.id))!,
    client: () => ({ firstName: client.firstName, lastName: client.lastName }),
    signedIn: true,
    now,
    locale,
  });
  const live: ReadonlySet<string> = new Set(LIVE_STATUSES);
  const isUpcoming = (booking: ClientPortalBooking) =>
    live.has(booking.status) && new Date(booking.appointmentDate).getTime() > now.getTime();
  return {
    upcoming: all.filter(isUpcoming),
    history: all.filter((booking) => !isUpcoming(booking)).reverse(),
  };
}

async function clientBooking(db: Db, client: SignedInClient, bookingId: string, now: Date, locale: Locale) {
  const { upcoming, history } = await listClientPortalBookings({ db, client, now, locale });
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

/** A change a client makes to one of their bookings: from their dashboard, or through its manage link. */
export type ClientChange = {
  db: Db;
  business: Business;
  client: { id: string; name: string };
  bookingId: string;
  now: Date;
};

/** Cancels the client's booking, if the owner lets clients cancel and the cut-off allows it. */
export async function cancelAsClient(change: ClientChange) {
  const { db, business, client, bookingId, now } = change;
  await checkActionOn(db, business.id, 'cancel');
  await changeBooking({
    db,
    business,
    actor: { kind: 'client', clientId: client.id, clientName: client.name },
    bookingId,
    input: { status: 'cancelled', cancellationReason: 'Cancelled by the client' },
    now,
  });
}

/** Moves the client's booking to a new time under the public booking page's rules. */
export async function rescheduleAsClient(change: ClientChange & { input: ClientRescheduleInput }) {
  const { db, business, client, bookingId, input, now } = change;
  // Moving to a new time is a new booking of that time: not while the platform has suspended the business.
  if (!takesBookings(business)) throw new AppError('CONFLICT', ONLINE_BOOKING_OFF_MESSAGE);
  await checkActionOn(db, business.id, 'reschedule');
  await changeBooking({
    db,
    business,
    actor: { kind: 'client', clientId: client.id, clientName: client.name },
    bookingId,
    input: { appointmentDate: input.appointmentDate, teamMemberId: input.teamMemberId ?? undefined },
    now,
  });
}

const signedInChange = async (options: { db: Db; client: SignedInClient; bookingId: string; now: Date }) => ({
  ...options,
  business: await businessOf(options.db, options.client.businessId),
  client: { id: options.client.id, name: clientName(options.client) },
});

/** POST /api/client/bookings/:id/cancel. */
export async function cancelClientBooking(options: {
  db: Db;
  client: SignedInClient;
  bookingId: string;
  now: Date;
  locale: Locale;
}): Promise<ClientPortalBooking> {
  await cancelAsClient(await signedInChange(options));
  return clientBooking(options.db, options.client, options.bookingId, options.now, options.locale);
}

/** POST /api/client/bookings/:id/reschedule. */
export async function rescheduleClientBooking(options: {
  db: Db;
  client: SignedInClient;
  bookingId: string;
  input: ClientRescheduleInput;
  now: Date;
  locale: Locale;
}): Promise<ClientPortalBooking> {
  await rescheduleAsClient({ ...(await signedInChange(options)), input: options.input });
  return clientBooking(options.db, options.client, options.bookingId, options.now, options.locale);
}

type ClientRepeatRequest = {
  db: Db;
  client: SignedInClient;
  bookingId: string;
  repeat: RepeatInput;
  now: Date;
  /** The page's language: why a date cannot be booked is said in it. */
  locale: Locale;
};

/** The repeat of one of the client's own visits, checked by the business's rules for them (decision 030). */
async function clientRepeat(options: ClientRepeatRequest) {
  return {
    ...options,
    business: await businessOf(options.db, options.client.businessId),
    by: { kind: 'client' as const, clientId: options.client.id },
  };
}

/** POST /api/client/bookings/:id/repeat/preview: the later dates of the visit made to repeat, each checked. */
export async function previewClientRepeat(options: ClientRepeatRequest): Promise<SeriesPreview> {
  return previewRepeat(await clientRepeat(options));
}

/** POST /api/client/bookings/:id/repeat: the chosen later dates booked, the visit starting the series. */
export async function repeatClientVisit(
  options: ClientRepeatRequest & { occurrences: string[]; links: ManageLinks },
): Promise<CreatedSeries> {
  const request = await clientRepeat(options);
  return repeatBooking({ ...request, user: null, occurrences: options.occurrences, links: options.links });
}
