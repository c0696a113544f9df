// The waitlist as customers and owners use it: joining from the booking page, the customer's own link (see the
// entry and the time offered, take or decline it, leave), and the owner's list, removal, offer by hand and the
// dashboard's figure. Offers themselves are made in waitlist-offers.service.ts.
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { businesses, services, teamMemberServices, teamMembers } from '#server/db/schema/businesses.ts';
import { classSessions } from '#server/db/schema/classes.ts';
import { waitlistEntries, waitlistOffers } from '#server/db/schema/waitlist.ts';
import { durationOf, requireTeamMember } from '#server/modules/availability/availability.service.ts';
import { parseAppointmentDate } from '#server/modules/availability/booking-policy.ts';
import { findFreeMembersFor } from '#server/modules/availability/slot-check.ts';
import { findPublicBusinessBySlug } from '#server/modules/businesses/businesses.service.ts';
import { queueWaitlistMessage, WAITLIST_JOINED_KIND } from '#server/modules/outbox/waitlist-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { type Business, takesBookings, waitlistSettings } from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { freedTimeRecorded } from '#server/platform/freed-time.ts';
import { manageToken, manageTokenBooking, manageUrl } from '#server/platform/manage-link.ts';
import { addDaysToLocalDate, daysBetweenLocalDates, localDateOf } from '#shared/domain/local-time.ts';
import { fullName } from '#shared/domain/names.ts';
import { INVALID_PHONE_MESSAGE, normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import {
  describeWindow,
  MAX_WINDOW_DAYS,
  type WaitlistWindow,
  windowsCoverDate,
  windowsSpan,
} from '#shared/domain/waitlist-windows.ts';
import { AppError } from '#shared/errors.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import type {
  AcceptedOffer,
  JoinedWaitlist,
  JoinWaitlistInput,
  OwnerOfferInput,
  PublicWaitlistEntry,
  WaitlistEntryView,
  WaitlistOfferView,
  WaitlistSummary,
} from '#shared/schemas/waitlist.ts';
import { WAITLIST_OFF_MESSAGE } from '#shared/schemas/waitlist.ts';
import {
  acceptOffer,
  endOpenOffer,
  entryLink,
  offerByHand,
  type WaitlistLinks,
} from './waitlist-offers.service.ts';

type EntryRow = typeof waitlistEntries.$inferSelect;

const entryNotFound = () => new AppError('NOT_FOUND', 'Waitlist entry not found');

/** The windows as stored: `to` only for a range of more than one day. */
function normalizedWindows(windows: JoinWaitlistInput['windows']): WaitlistWindow[] {
  return windows.map(({ from, to, part }) => (to && to !== from ? { from, to, part } : { from, part }));
}

/** 400 unless every window lies between today and the end of the business's booking window. */
function checkWindows(windows: WaitlistWindow[], business: Business, now: Date) {
  const today = localDateOf(now, business.timezone);
  const windowDays = business.bookingRules?.bookingWindowDays ?? 30;
  const lastBookable = addDaysToLocalDate(today, windowDays);
  for (const window of windows) {
    if (window.from < today) throw new AppError('BAD_REQUEST', 'Please choose dates from today on.');
    const last = window.to ?? window.from;
    if (daysBetweenLocalDates(window.from, last) > MAX_WINDOW_DAYS) {
      throw refusal('BAD_REQUEST', 'waitlist.rangeTooLong', { days: MAX_WINDOW_DAYS });
    }
    if (last > lastBookable) {
      throw refusal('BAD_REQUEST', 'waitlist.beyondWindow', { days: windowDays, date: lastBookable });
    }
  }
}

/** A customer joins the waitlist of a service (with one member, or anyone) for up to five windows; the confirmation
 * with their link goes out through the outbox in the same transaction. */
export async function joinWaitlist(options: {
  db: Db;
  input: JoinWaitlistInput;
  links: Pick<WaitlistLinks, 'origin' | 'waitlistKey' | 'manageKey'>;
  now: Date;
}): Promise<JoinedWaitlist> {
  const { db, input, links, now } = options;
  const business = await findPublicBusinessBySlug({ db, slug: input.businessSlug });
  if (!takesBookings(business) || !waitlistSettings(business).enabled) {
    throw new AppError('CONFLICT', WAITLIST_OFF_MESSAGE);
  }
  const teamMemberId = input.teamMemberId ?? null;
  if (!isUuid(input.serviceId)) throw new AppError('NOT_FOUND', 'Service not found');
  const [service] = await db
    .select({ id: services.id, name: services.name, classMaxSeats: services.classMaxSeats })
    .from(services)
    .where(
      and(
        eq(services.id, input.serviceId),
        eq(services.businessId, business.id),
        eq(services.isActive, true),
        sql`${services.archivedAt} is null`,
      ),
    );
  if (!service) throw new AppError('NOT_FOUND', 'Service not found');
  if (teamMemberId) {
    await requireTeamMember(db, { businessId: business.id, teamMemberId, activeOnly: true });
    const [performs] = await db
      .select({ id: teamMemberServices.teamMemberId })
      .from(teamMemberServices)
      .where(
        and(eq(teamMemberServices.teamMemberId, teamMemberId), eq(teamMemberServices.serviceId, service.id)),
      );
    if (!performs) throw new AppError('UNPROCESSABLE', 'That team member does not offer this service.');
  }
  const phoneNormalized = normalizePhone(input.clientData.phone, phoneRegionForTimeZone(business.timezone));
  if (!phoneNormalized) throw new AppError('BAD_REQUEST', INVALID_PHONE_MESSAGE);
  const seat = await classSeatWanted(db, { input, business, service, now });
  const windows = seat ? seat.windows : normalizedWindows(input.windows);
  checkWindows(windows, business, now);
  const span = windowsSpan(windows);
  const { firstName, lastName, phone } = input.clientData;
  const email = input.clientData.email ?? null;
  const entry = await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.businessId, business.id),
          eq(waitlistEntries.serviceId, service.id),
          eq(waitlistEntries.phoneNormalized, phoneNormalized),
          eq(waitlistEntries.status, 'active'),
          seat ? eq(waitlistEntries.classSessionId, seat.sessionId) : isNull(waitlistEntries.classSessionId),
        ),
      );
    if (already) {
      throw new AppError(
        'CONFLICT',
        seat
          ? 'You are already on the waitlist for this class: the link in your confirmation shows it, and you can leave there.'
          : 'You are already on the waitlist for this service: the link in your confirmation shows your dates, and you can leave there and join again.',
      );
    }
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        businessId: business.id,
        serviceId: service.id,
        teamMemberId,
        firstName,
        lastName,
        phone,
        phoneNormalized,
        email,
        windows,
        firstDate: span.first,
        lastDate: span.last,
        classSessionId: seat?.sessionId ?? null,
        seats: seat?.seats ?? null,
        language: input.language ?? null,
      })
      .returning();
    await queueWaitlistMessage(
      tx,
      { businessId: business.id, email, phone: phoneNormalized, occasion: row!.id },
      {
        kind: WAITLIST_JOINED_KIND,
        payload: {
          firstName,
          serviceName: service.name,
          windows: windows.map(describeWindow),
          wanted: windows,
          link: entryLink(links, business.slug, row!.id),
          language: row!.language,
        },
      },
    );
    return row!;
  });
  outboxWritten(db);
  const view = await publicEntryView(db, entry, business, links);
  return { ...view, link: entryLink(links, business.slug, entry.id) };
}

/**
 * For a class (decision 036): the full session the customer waits in, the seats they want and its date as their one
 * window; undefined for a one-to-one service. 404 for a session not of this class, 409 for one cancelled, started
 * or with the seats still free (book them instead), 400 for more seats than one booking may take.
 */
async function classSeatWanted(
  db: Db,
  options: {
    input: JoinWaitlistInput;
    business: Business;
    service: { id: string; classMaxSeats: number | null };
    now: Date;
  },
): Promise<{ sessionId: string; seats: number; windows: WaitlistWindow[] } | undefined> {
  const { input, business, service, now } = options;
  if (service.classMaxSeats === null) {
    if (input.classSessionId) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.notAClass);
    return undefined;
  }
  if (!input.classSessionId || !isUuid(input.classSessionId)) {
    throw new AppError('NOT_FOUND', CLASS_MESSAGES.sessionNotFound);
  }
  const seats = input.seats ?? 1;
  if (seats > service.classMaxSeats) {
    throw refusal('BAD_REQUEST', 'class.tooManySeats', { max: service.classMaxSeats });
  }
  const [session] = await db
    .select()
    .from(classSessions)
    .where(
      and(
        eq(classSessions.id, input.classSessionId),
        eq(classSessions.businessId, business.id),
        eq(classSessions.serviceId, service.id),
      ),
    );
  if (!session) throw new AppError('NOT_FOUND', CLASS_MESSAGES.sessionNotFound);
  if (session.status !== 'scheduled') throw new AppError('CONFLICT', CLASS_MESSAGES.sessionCancelled);
  if (session.startsAt <= now) throw new AppError('CONFLICT', CLASS_MESSAGES.sessionStarted);
  if (session.capacity - session.seatsTaken >= seats)
    throw new AppError('CONFLICT', CLASS_MESSAGES.seatsLeft);
  const day = localDateOf(session.startsAt, business.timezone);
  return { sessionId: session.id, seats, windows: [{ from: day, part: 'any' }] };
}

/** The entry a waitlist link names, with its business: 404 for a token not signed by us or an entry gone. */
async function entryOfToken(db: Db, links: Pick<WaitlistLinks, 'waitlistKey'>, token: string) {
  const entryId = manageTokenBooking(links.waitlistKey, token);
  if (!entryId) throw entryNotFound();
  const [row] = await db
    .select({ entry: waitlistEntries, business: businesses })
    .from(waitlistEntries)
    .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
    .where(eq(waitlistEntries.id, entryId));
  if (!row) throw entryNotFound();
  return row;
}

const OFFER_COLUMNS = {
  id: waitlistOffers.id,
  entryId: waitlistOffers.entryId,
  startsAt: waitlistOffers.startsAt,
  status: waitlistOffers.status,
  expiresAt: waitlistOffers.expiresAt,
  teamMemberName: teamMembers.name,
};

/** The open offers of `entryIds` still within their hold, by entry. */
async function openOffers(db: Db, businessId: string, entryIds: string[]) {
  if (entryIds.length === 0) return new Map<string, WaitlistOfferView>();
  const rows = await db
    .select(OFFER_COLUMNS)
    .from(waitlistOffers)
    .innerJoin(teamMembers, eq(teamMembers.id, waitlistOffers.teamMemberId))
    .where(
      and(
        eq(waitlistOffers.businessId, businessId),
        inArray(waitlistOffers.entryId, entryIds),
        eq(waitlistOffers.status, 'open'),
        sql`${waitlistOffers.expiresAt} > now()`,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.entryId,
      {
        id: r.id,
        startsAt: r.startsAt.toISOString(),
        teamMemberName: r.teamMemberName,
        status: 'open' as const,
        expiresAt: r.expiresAt.toISOString(),
      },
    ]),
  );
}

async function namesOf(db: Db, entry: EntryRow) {
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(eq(services.id, entry.serviceId));
  const [member] = entry.teamMemberId
    ? await db
        .select({ name: teamMembers.name })
        .from(teamMembers)
        .where(eq(teamMembers.id, entry.teamMemberId))
    : [];
  return { serviceName: service?.name ?? '', teamMemberName: member?.name ?? null };
}

async function publicEntryView(
  db: Db,
  entry: EntryRow,
  business: Business,
  links: Pick<WaitlistLinks, 'origin' | 'manageKey'>,
): Promise<PublicWaitlistEntry> {
  const [names, offers] = await Promise.all([namesOf(db, entry), openOffers(db, business.id, [entry.id])]);
  return {
    id: entry.id,
    businessName: business.name,
    businessSlug: business.slug,
    timezone: business.timezone,
    ...names,
    windows: entry.windows as WaitlistWindow[],
    windowLabels: (entry.windows as WaitlistWindow[]).map(describeWindow),
    status: entry.status as PublicWaitlistEntry['status'],
    offer: entry.status === 'active' ? (offers.get(entry.id) ?? null) : null,
    manageUrl: entry.bookingId
      ? manageUrl(links.origin, business.slug, manageToken(links.manageKey, entry.bookingId))
      : null,
  };
}

/** What the customer's link shows. */
export async function getPublicEntry(options: { db: Db; links: WaitlistLinks; token: string }) {
  const { entry, business } = await entryOfToken(options.db, options.links, options.token);
  return publicEntryView(options.db, entry, business, options.links);
}

/** The customer takes the time offered: their booking, and the link to manage it. */
export async function acceptEntryOffer(options: {
  db: Db;
  links: WaitlistLinks;
  token: string;
  offerId: string;
}): Promise<AcceptedOffer> {
  const { db, links } = options;
  const { entry, business } = await entryOfToken(db, links, options.token);
  if (!isUuid(options.offerId)) throw new AppError('NOT_FOUND', 'Offer not found');
  return acceptOffer(db, {
    entry,
    offerId: options.offerId,
    links,
    slug: business.slug,
    timeZone: business.timezone,
  });
}

/** The customer does not want the time offered: it goes to the next person waiting; they stay on the waitlist. */
export async function declineEntryOffer(options: {
  db: Db;
  links: WaitlistLinks;
  token: string;
  offerId: string;
}) {
  const { db, links } = options;
  const { entry, business } = await entryOfToken(db, links, options.token);
  if (!isUuid(options.offerId)) throw new AppError('NOT_FOUND', 'Offer not found');
  await db.transaction((tx) =>
    endOpenOffer(tx, {
      businessId: entry.businessId,
      entryId: entry.id,
      status: 'declined',
      offerId: options.offerId,
    }),
  );
  freedTimeRecorded(db);
  return publicEntryView(db, { ...entry }, business, links);
}

/** Closes an active entry as `status`, letting go of a time held for it; false when it was not active. */
async function closeEntry(db: Db, entry: EntryRow, status: 'left' | 'removed'): Promise<boolean> {
  const closed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(waitlistEntries)
      .set({ status, closedAt: sql`now()` })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'active')))
      .returning({ id: waitlistEntries.id });
    if (rows.length === 0) return false;
    await endOpenOffer(tx, { businessId: entry.businessId, entryId: entry.id, status: 'withdrawn' });
    return true;
  });
  if (closed) freedTimeRecorded(db);
  return closed;
}

/** The customer leaves the waitlist (at any time; leaving twice is harmless). */
export async function leaveWaitlist(options: { db: Db; links: WaitlistLinks; token: string }) {
  const { db, links } = options;
  const { entry, business } = await entryOfToken(db, links, options.token);
  await closeEntry(db, entry, 'left');
  const [fresh] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
  return publicEntryView(db, fresh!, business, links);
}

async function ownEntry(db: Db, business: Business, entryId: string): Promise<EntryRow> {
  if (!isUuid(entryId)) throw entryNotFound();
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.businessId, business.id)));
  if (!entry) throw entryNotFound();
  return entry;
}

/** The owner's waitlist: active entries in joining order, those wanting local `date` (any part of it) or of
 * `serviceId` when given. */
export async function listWaitlist(options: {
  db: Db;
  business: Business;
  date?: string;
  serviceId?: string;
}): Promise<WaitlistEntryView[]> {
  const { db, business, date, serviceId } = options;
  if (serviceId !== undefined && !isUuid(serviceId)) return [];
  const rows = await db
    .select({ entry: waitlistEntries, serviceName: services.name, teamMemberName: teamMembers.name })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(teamMembers, eq(teamMembers.id, waitlistEntries.teamMemberId))
    .where(
      and(
        eq(waitlistEntries.businessId, business.id),
        eq(waitlistEntries.status, 'active'),
        date ? lte(waitlistEntries.firstDate, date) : undefined,
        date ? gte(waitlistEntries.lastDate, date) : undefined,
        serviceId ? eq(waitlistEntries.serviceId, serviceId) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const matching = date
    ? rows.filter((r) => windowsCoverDate(r.entry.windows as WaitlistWindow[], date))
    : rows;
  const offers = await openOffers(
    db,
    business.id,
    matching.map((r) => r.entry.id),
  );
  return matching.map(({ entry, serviceName, teamMemberName }) => ({
    id: entry.id,
    serviceId: entry.serviceId,
    serviceName,
    teamMemberId: entry.teamMemberId,
    teamMemberName,
    clientName: fullName(entry),
    phone: entry.phone,
    email: entry.email,
    windows: entry.windows as WaitlistWindow[],
    status: entry.status as WaitlistEntryView['status'],
    createdAt: entry.createdAt.toISOString(),
    offer: offers.get(entry.id) ?? null,
  }));
}

/** The owner removes an entry (a time held for it is let go). */
export async function removeEntry(options: { db: Db; business: Business; entryId: string }) {
  const entry = await ownEntry(options.db, options.business, options.entryId);
  if (!(await closeEntry(options.db, entry, 'removed'))) {
    throw new AppError('CONFLICT', 'This entry is no longer on the waitlist.');
  }
}

/** The owner offers an active entry a time by hand, checked as a quick booking would be (any time the business
 * offers, or the owner's wider grid), held and sent like a freed time. */
export async function offerTimeByHand(options: {
  db: Db;
  business: Business;
  entryId: string;
  input: OwnerOfferInput;
  links: WaitlistLinks;
  now: Date;
}) {
  const { db, business, input, links, now } = options;
  const entry = await ownEntry(db, business, options.entryId);
  if (entry.status !== 'active') throw new AppError('CONFLICT', 'This entry is no longer on the waitlist.');
  if (entry.teamMemberId && entry.teamMemberId !== input.teamMemberId) {
    throw new AppError('UNPROCESSABLE', 'This customer is waiting for another team member.');
  }
  const member = await requireTeamMember(db, {
    businessId: business.id,
    teamMemberId: input.teamMemberId,
    activeOnly: true,
  });
  const startsAt = parseAppointmentDate(input.appointmentDate, business.timezone);
  const [service] = await db
    .select({ duration: services.duration })
    .from(services)
    .where(eq(services.id, entry.serviceId));
  await findFreeMembersFor({
    db,
    business,
    mode: 'owner',
    serviceId: entry.serviceId,
    durationMinutes: durationOf(service ?? { duration: 0 }),
    startsAt,
    teamMemberId: member.id,
    now,
  });
  await offerByHand(db, { entry, member: { id: member.id, name: member.name }, startsAt, links, now });
  const [view] = (await listWaitlist({ db, business })).filter((e) => e.id === entry.id);
  return view!;
}

/** The dashboard's figure: offers taken this calendar month (in the business's zone) and their booked price. */
export async function waitlistSummary(options: {
  db: Db;
  business: Business;
  now: Date;
}): Promise<WaitlistSummary> {
  const { db, business, now } = options;
  const monthStart = `${localDateOf(now, business.timezone).slice(0, 7)}-01`;
  const [refilled] = await db
    .select({
      count: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${bookings.price}), 0)::numeric(12,2)::text`,
    })
    .from(waitlistOffers)
    .innerJoin(bookings, eq(bookings.id, waitlistOffers.bookingId))
    .where(
      and(
        eq(waitlistOffers.businessId, business.id),
        eq(waitlistOffers.status, 'accepted'),
        sql`${waitlistOffers.decidedAt} >= (${monthStart}::date::timestamp at time zone ${business.timezone})`,
        inArray(bookings.status, ['confirmed', 'completed']),
      ),
    );
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.businessId, business.id), eq(waitlistEntries.status, 'active')));
  return {
    enabled: waitlistSettings(business).enabled,
    active: Number(active?.count ?? 0),
    refilledThisMonth: Number(refilled?.count ?? 0),
    revenueSaved: refilled?.revenue ?? '0.00',
  };
}
