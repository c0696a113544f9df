// Offers of freed time to waitlisted customers. A freed time (platform/freed-time.ts) is offered, slot by slot, to
// the first matching active entries in joining order; each offer holds its slot with a 'held' booking under the
// no-overlap constraint, so nobody else can book it, and writes its message to the outbox in the same transaction.
// Taking the offer turns the held booking into a confirmed one (booking-changes, as a new booking); declining it,
// letting it run out or leaving the waitlist frees the time again, for the next entry.
//
// Exactly once, across processes and restarts: a freed time is claimed with FOR UPDATE SKIP LOCKED and deleted in
// the transaction that makes its offers; the offers of one business are made one transaction at a time (an advisory
// lock); the constraint refuses a second hold of a slot and a unique index a second open offer of an entry; an
// offer's message is written with it; an offer runs out by an update guarded by its status.

import type { KeyObject } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { isOverlapViolation, isUniqueViolation } from '#server/db/errors.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { businesses, services, teamMembers } from '#server/db/schema/businesses.ts';
import { classSessions } from '#server/db/schema/classes.ts';
import { waitlistEntries, waitlistFreedTimes, waitlistOffers } from '#server/db/schema/waitlist.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import { durationOf } from '#server/modules/availability/availability.service.ts';
import { loadSchedule, type Schedule } from '#server/modules/availability/schedule-data.ts';
import { recordBookingChange } from '#server/modules/booking-changes/booking-changes.service.ts';
import { seatRefusal } from '#server/modules/bookings/seat-booking.service.ts';
import { queueWaitlistMessage, WAITLIST_OFFER_KIND } from '#server/modules/outbox/waitlist-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import {
  type Business,
  settingsOf,
  takesBookings,
  waitlistSettings,
} from '#server/platform/business-context.ts';
import { type FreedTime, freedTimeRecorded, recordFreedTime } from '#server/platform/freed-time.ts';
import { manageToken, manageUrl, waitlistUrl } from '#server/platform/manage-link.ts';
import { queryRows } from '#server/platform/sql.ts';
import { daysBetweenLocalDates, localDateOf } from '#shared/domain/local-time.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { fullName } from '#shared/domain/names.ts';
import { type BusyInterval, findAvailability } from '#shared/domain/slots.ts';
import { type WaitlistWindow, windowsAccept } from '#shared/domain/waitlist-windows.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type AcceptedOffer, OFFER_GONE_MESSAGE } from '#shared/schemas/waitlist.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What making and taking offers needs besides the database: where links point and what signs them, and how long
 * a hold lasts when the business's rule is overridden (WAITLIST_HOLD_SECONDS). */
export type WaitlistLinks = {
  origin: string;
  /** Signs waitlist entry links (manage-link.ts waitlistLinkKey). */
  waitlistKey: KeyObject;
  /** Signs the booking's manage link once an offer is taken (manageLinkKey). */
  manageKey: KeyObject;
  holdSecondsOverride?: number;
};

type EntryRow = typeof waitlistEntries.$inferSelect;
type OfferedService = { id: string; name: string; price: string; duration: number };
type OfferBusiness = Pick<
  Business,
  'id' | 'slug' | 'name' | 'timezone' | 'businessHours' | 'bookingRules' | 'status' | 'isActive'
>;

/** Offers of one business are made one transaction at a time, in every process. */
async function lockBusinessOffers(tx: Tx, businessId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist ${businessId}`}, 0))`);
}

function holdMs(business: Pick<Business, 'bookingRules'>, links: WaitlistLinks) {
  return links.holdSecondsOverride !== undefined
    ? links.holdSecondsOverride * 1000
    : waitlistSettings(business).holdMinutes * MINUTE;
}

async function loadOfferBusiness(tx: DbOrTx, businessId: string): Promise<OfferBusiness | undefined> {
  const [business] = await tx
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      timezone: businesses.timezone,
      businessHours: businesses.businessHours,
      bookingRules: businesses.bookingRules,
      status: businesses.status,
      isActive: businesses.isActive,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business;
}

/**
 * Holds [startsAt, endsAt) of `teamMemberId` for `entry` and queues the offer's message, in a savepoint: null when
 * the slot was taken meanwhile (the constraint) or the entry already has an open offer (the unique index).
 */
async function holdForEntry(
  tx: Tx,
  options: {
    business: OfferBusiness;
    entry: EntryRow;
    service: OfferedService;
    member: { id: string; name: string };
    startsAt: Date;
    endsAt: Date;
    source: 'automatic' | 'owner';
    links: WaitlistLinks;
    now: Date;
    /** Seats of a class session (decision 036), held as a 'held' seat booking its trigger counts. */
    seats?: { sessionId: string; seats: number; durationMinutes: number };
  },
): Promise<string | null> {
  const { business, entry, service, member, startsAt, endsAt, links, now, seats } = options;
  const hold = holdMs(business, links);
  const expiresAt = new Date(now.getTime() + hold);
  const bookingId = uuidv7();
  const offerId = uuidv7();
  try {
    await tx.transaction(async (sp) => {
      // The client, one per phone in a business, found and left as the owner keeps it, or created as typed (in the
      // language they joined in).
      const [client] = await queryRows<{ id: string; language: Locale | null }>(
        sp,
        sql`insert into clients (id, business_id, first_name, last_name, phone, phone_normalized, email, language)
          values (${uuidv7()}, ${business.id}, ${entry.firstName}, ${entry.lastName}, ${entry.phone},
            ${entry.phoneNormalized}, ${entry.email}, ${entry.language})
          on conflict (business_id, phone_normalized) where erased_at is null do update set first_name = clients.first_name
          returning id, language`,
      );
      await sp.insert(bookings).values({
        id: bookingId,
        businessId: business.id,
        serviceId: service.id,
        clientId: client!.id,
        teamMemberId: member.id,
        appointmentDate: startsAt,
        endsAt,
        durationMinutes: seats?.durationMinutes ?? durationOf(service),
        price: seats ? formatCents(decimalToCents(service.price) * seats.seats) : service.price,
        status: 'held',
        source: 'waitlist',
        classSessionId: seats?.sessionId,
        seats: seats?.seats,
      });
      // The units of the resources the service needs are held with the time (23P01 when one has none free).
      await sp.execute(
        sql`select hold_booking_resources(${bookingId}::uuid, ${business.id}::uuid, array_agg(resource_id),
            array_agg(${startsAt.toISOString()}::timestamptz), array_agg(${endsAt.toISOString()}::timestamptz))
          from service_resources where service_id = ${service.id}::uuid`,
      );
      await sp.insert(waitlistOffers).values({
        id: offerId,
        businessId: business.id,
        entryId: entry.id,
        bookingId,
        teamMemberId: member.id,
        startsAt,
        endsAt,
        source: options.source,
        expiresAt,
      });
      await queueWaitlistMessage(
        sp,
        { businessId: business.id, email: entry.email, phone: entry.phoneNormalized, occasion: offerId },
        {
          kind: WAITLIST_OFFER_KIND,
          payload: {
            firstName: entry.firstName,
            serviceName: service.name,
            memberName: member.name,
            startsAt: startsAt.toISOString(),
            expiresAt: expiresAt.toISOString(),
            holdMinutes: Math.max(1, Math.round(hold / MINUTE)),
            link: entryLink(links, business.slug, entry.id),
            // The language they joined in; else a client the business knows is offered it in theirs.
            language: entry.language ?? client!.language,
          },
        },
      );
    });
    return offerId;
  } catch (error) {
    // Taken meanwhile, an open offer already, or (a class) not enough seats left or the session changed.
    if (isOverlapViolation(error) || isUniqueViolation(error) || seatRefusal(error)) return null;
    throw error;
  }
}

/** A class entry's session if `freed` could have given it seats: scheduled, to come, overlapping the freed time
 * (of its instructor), with at least the seats asked for left and not offered to this entry before. */
async function sessionWithSeats(
  tx: Tx,
  options: {
    entry: EntryRow;
    sessionId: string;
    seats: number;
    freed: FreedTime;
    now: Date;
    pastStarts: Date[];
  },
) {
  const { freed, now } = options;
  const [session] = await tx
    .select({
      id: classSessions.id,
      teamMemberId: classSessions.teamMemberId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      durationMinutes: classSessions.durationMinutes,
      left: sql<number>`${classSessions.capacity} - ${classSessions.seatsTaken}`,
    })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.id, options.sessionId),
        eq(classSessions.status, 'scheduled'),
        gte(classSessions.startsAt, now),
      ),
    );
  if (!session || session.left < options.seats) return undefined;
  if (session.startsAt >= freed.endsAt || session.endsAt <= freed.startsAt) return undefined;
  if (freed.teamMemberId !== null && freed.teamMemberId !== session.teamMemberId) return undefined;
  if (options.pastStarts.some((at) => at.getTime() === session.startsAt.getTime())) return undefined;
  return session;
}

/** The link of an entry's own page (see or leave the waitlist, take a time offered). */
export function entryLink(
  links: Pick<WaitlistLinks, 'origin' | 'waitlistKey'>,
  slug: string,
  entryId: string,
) {
  return waitlistUrl(links.origin, slug, manageToken(links.waitlistKey, entryId));
}

type Candidate = { startsAt: Date; endsAt: Date; memberIds: string[] };

/** The starts `entry` would take inside `freed`, earliest first, each with the members free then. */
function candidatesFor(options: {
  business: OfferBusiness;
  entry: EntryRow;
  service: OfferedService;
  schedule: Schedule;
  held: BusyInterval[];
  freed: FreedTime;
  pastOffers: Array<{ teamMemberId: string; startsAt: Date; endsAt: Date }>;
  now: Date;
}): Candidate[] {
  const { business, entry, service, schedule, freed, now } = options;
  const { timeZone, hours, rules } = settingsOf(business);
  const windows = entry.windows as WaitlistWindow[];
  const start = new Date(Math.max(freed.startsAt.getTime(), now.getTime()));
  const today = localDateOf(now, timeZone);
  const from = [localDateOf(start, timeZone), entry.firstDate, today].sort().at(-1)!;
  const to = [localDateOf(new Date(freed.endsAt.getTime() - 1), timeZone), entry.lastDate].sort()[0]!;
  if (to < from) return [];
  const spanMs = (durationOf(service) + rules.bufferMinutes) * MINUTE;
  const days = findAvailability({
    timeZone,
    now,
    serviceId: service.id,
    durationMinutes: durationOf(service),
    businessHours: hours,
    rules,
    ...schedule,
    busy: [...schedule.busy, ...options.held],
    teamMemberId: entry.teamMemberId ?? undefined,
    from,
    days: daysBetweenLocalDates(from, to) + 1,
  });
  const candidates: Candidate[] = [];
  for (const day of days) {
    for (const slot of day.slots) {
      if (!slot.available || !windowsAccept(windows, day.date, slot.time)) continue;
      const startsAt = new Date(slot.startsAt);
      const endsAt = new Date(startsAt.getTime() + spanMs);
      // Only time that was freed: a slot the customer could already have booked is not news.
      if (startsAt >= freed.endsAt || endsAt <= freed.startsAt) continue;
      const memberIds = slot.freeTeamMemberIds.filter(
        (id) =>
          (freed.teamMemberId === null || id === freed.teamMemberId) &&
          // A time this customer already declined or let run out is not offered to them again.
          !options.pastOffers.some(
            (p) => p.teamMemberId === id && p.startsAt < endsAt && p.endsAt > startsAt,
          ),
      );
      if (memberIds.length > 0) candidates.push({ startsAt, endsAt, memberIds });
    }
  }
  return candidates;
}

/** Offers `freed` to the matching active entries of its business in joining order, one slot each, as long as
 * free slots inside it remain; the number of offers made. Runs under the business's offer lock. */
async function offerTime(tx: Tx, freed: FreedTime, links: WaitlistLinks, now: Date): Promise<number> {
  const business = await loadOfferBusiness(tx, freed.businessId);
  if (!business?.isActive || !takesBookings(business) || !waitlistSettings(business).enabled) return 0;
  if (freed.endsAt <= now) return 0;
  const timeZone = business.timezone;
  const firstDate = localDateOf(new Date(Math.max(freed.startsAt.getTime(), now.getTime())), timeZone);
  const lastDate = localDateOf(new Date(freed.endsAt.getTime() - 1), timeZone);
  const open = tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.businessId, business.id),
        eq(waitlistOffers.entryId, waitlistEntries.id),
        eq(waitlistOffers.status, 'open'),
      ),
    );
  const entries = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.businessId, business.id),
        eq(waitlistEntries.status, 'active'),
        lte(waitlistEntries.firstDate, lastDate),
        gte(waitlistEntries.lastDate, firstDate),
        freed.teamMemberId
          ? or(isNull(waitlistEntries.teamMemberId), eq(waitlistEntries.teamMemberId, freed.teamMemberId))
          : undefined,
        notExists(open),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  if (entries.length === 0) return 0;
  const entryIds = entries.map((e) => e.id);
  // One after the other: a transaction is one connection.
  const offered = await tx
    .select({
      entryId: waitlistOffers.entryId,
      teamMemberId: waitlistOffers.teamMemberId,
      startsAt: waitlistOffers.startsAt,
      endsAt: waitlistOffers.endsAt,
    })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.businessId, business.id), inArray(waitlistOffers.entryId, entryIds)));
  const serviceRows = await tx
    .select({ id: services.id, name: services.name, price: services.price, duration: services.duration })
    .from(services)
    .where(
      and(
        eq(services.businessId, business.id),
        inArray(services.id, [...new Set(entries.map((e) => e.serviceId))]),
        eq(services.isActive, true),
        isNull(services.archivedAt),
      ),
    );
  const memberRows = await tx
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .where(eq(teamMembers.businessId, business.id));
  const serviceById = new Map(serviceRows.map((s) => [s.id, s]));
  const memberName = new Map(memberRows.map((m) => [m.id, m.name]));
  const range = {
    start: new Date(freed.startsAt.getTime() - DAY),
    end: new Date(freed.endsAt.getTime() + DAY),
  };
  const schedules = new Map<string, Schedule>();
  const held: BusyInterval[] = [];
  let made = 0;
  for (const entry of entries) {
    const service = serviceById.get(entry.serviceId);
    if (!service) continue;
    const pastOffers = offered.filter((o) => o.entryId === entry.id);
    // A class entry waits for seats in its session, not for a slot of the engine (decision 036).
    if (entry.classSessionId && entry.seats) {
      const session = await sessionWithSeats(tx, {
        entry,
        sessionId: entry.classSessionId,
        seats: entry.seats,
        freed,
        now,
        pastStarts: pastOffers.map((o) => o.startsAt),
      });
      if (!session) continue;
      const offerId = await holdForEntry(tx, {
        business,
        entry,
        service,
        member: { id: session.teamMemberId, name: memberName.get(session.teamMemberId) ?? '' },
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        source: 'automatic',
        links,
        now,
        seats: { sessionId: session.id, seats: entry.seats, durationMinutes: session.durationMinutes },
      });
      if (offerId) made++;
      continue;
    }
    const key = `${entry.serviceId} ${entry.teamMemberId ?? ''}`;
    let schedule = schedules.get(key);
    if (!schedule) {
      schedule = await loadSchedule({
        db: tx,
        businessId: business.id,
        serviceId: service.id,
        teamMemberId: entry.teamMemberId ?? undefined,
        range,
      });
      schedules.set(key, schedule);
    }
    const candidates = candidatesFor({
      business,
      entry,
      service,
      schedule,
      held,
      freed,
      pastOffers,
      now,
    });
    offering: for (const candidate of candidates) {
      for (const memberId of candidate.memberIds) {
        const offerId = await holdForEntry(tx, {
          business,
          entry,
          service,
          member: { id: memberId, name: memberName.get(memberId) ?? '' },
          startsAt: candidate.startsAt,
          endsAt: candidate.endsAt,
          source: 'automatic',
          links,
          now,
        });
        // Taken meanwhile (or by an offer just made): busy for whoever comes next.
        held.push({ teamMemberId: memberId, start: candidate.startsAt, end: candidate.endsAt });
        if (offerId) {
          made++;
          break offering;
        }
      }
    }
  }
  return made;
}

/** Claims one freed time no other process holds and offers it, in one transaction; false when none is left. */
export async function offerNextFreedTime(db: Db, links: WaitlistLinks, now: () => Date): Promise<boolean> {
  let made = 0;
  const claimed = await db.transaction(async (tx) => {
    const [freed] = await tx
      .select()
      .from(waitlistFreedTimes)
      .orderBy(asc(waitlistFreedTimes.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!freed) return false;
    await lockBusinessOffers(tx, freed.businessId);
    await tx.delete(waitlistFreedTimes).where(eq(waitlistFreedTimes.id, freed.id));
    made = await offerTime(tx, freed, links, now());
    return true;
  });
  if (made > 0) outboxWritten(db);
  return claimed;
}

type ReleasedOffer = {
  businessId: string;
  teamMemberId: string;
  startsAt: Date;
  endsAt: Date;
  bookingId: string | null;
};

/** Lets an offer's hold go (its status already changed) and records its time as freed, for the next entry. */
async function releaseHold(tx: Tx, offer: ReleasedOffer) {
  if (offer.bookingId) {
    await tx.delete(bookings).where(and(eq(bookings.id, offer.bookingId), eq(bookings.status, 'held')));
  }
  await recordFreedTime(tx, offer);
}

const RELEASED_COLUMNS = {
  businessId: waitlistOffers.businessId,
  teamMemberId: waitlistOffers.teamMemberId,
  startsAt: waitlistOffers.startsAt,
  endsAt: waitlistOffers.endsAt,
  bookingId: waitlistOffers.bookingId,
};

/** Ends the offers whose hold ran out (a batch no other process holds), freeing their time for the next entry;
 * how many. */
export async function expireOffers(db: Db, batch = 20): Promise<number> {
  const expired = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, sql`now()`)))
      .orderBy(asc(waitlistOffers.expiresAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(waitlistOffers)
      .set({ status: 'expired', decidedAt: sql`now()` })
      .where(and(inArray(waitlistOffers.id, due), eq(waitlistOffers.status, 'open')))
      .returning(RELEASED_COLUMNS);
    for (const row of rows) await releaseHold(tx, row);
    return rows.length;
  });
  if (expired > 0) freedTimeRecorded(db);
  return expired;
}

/** When the next open offer runs out, or null when none is open. */
export async function nextOfferExpiry(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${waitlistOffers.expiresAt})` })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.status, 'open'));
  return row?.at ? new Date(row.at) : null;
}

/** Closes the active entries whose last preferred date has passed in their business's zone; how many. */
export async function expireEntries(db: Db): Promise<number> {
  const rows = await db.execute(sql`update waitlist_entries e set status = 'expired', closed_at = now()
    from businesses b
    where b.id = e.business_id and e.status = 'active' and e.last_date < (now() at time zone b.timezone)::date`);
  return (rows as { affectedRows?: number; rowCount?: number }).rowCount ?? 0;
}

/** Ends `entryId`'s open offer as `status` (declined, or withdrawn when the entry closes) and frees its time, in
 * `tx`; whether there was one. */
export async function endOpenOffer(
  tx: Tx,
  options: { businessId: string; entryId: string; status: 'declined' | 'withdrawn'; offerId?: string },
): Promise<boolean> {
  const rows = await tx
    .update(waitlistOffers)
    .set({ status: options.status, decidedAt: sql`now()` })
    .where(
      and(
        eq(waitlistOffers.businessId, options.businessId),
        eq(waitlistOffers.entryId, options.entryId),
        eq(waitlistOffers.status, 'open'),
        options.offerId ? eq(waitlistOffers.id, options.offerId) : undefined,
      ),
    )
    .returning(RELEASED_COLUMNS);
  for (const row of rows) await releaseHold(tx, row);
  return rows.length > 0;
}

/**
 * The customer takes offer `offerId` of `entry`: the held booking is confirmed and announced as a new booking
 * (confirmation, reminders, the owner's notification, webhooks), the entry is closed as booked. 409 when the offer
 * is no longer open (it ran out, or was withdrawn).
 */
export async function acceptOffer(
  db: Db,
  options: { entry: EntryRow; offerId: string; links: WaitlistLinks; slug: string; timeZone: string },
): Promise<AcceptedOffer> {
  const { entry, offerId, links } = options;
  const accepted = await db.transaction(async (tx) => {
    const [offer] = await tx
      .update(waitlistOffers)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(
        and(
          eq(waitlistOffers.id, offerId),
          eq(waitlistOffers.entryId, entry.id),
          eq(waitlistOffers.businessId, entry.businessId),
          eq(waitlistOffers.status, 'open'),
          sql`${waitlistOffers.expiresAt} > now()`,
        ),
      )
      .returning({ bookingId: waitlistOffers.bookingId, startsAt: waitlistOffers.startsAt });
    if (!offer?.bookingId) throw new AppError('CONFLICT', OFFER_GONE_MESSAGE);
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'confirmed', updatedAt: new Date() })
      .where(and(eq(bookings.id, offer.bookingId), eq(bookings.status, 'held')))
      .returning({ id: bookings.id, serviceId: bookings.serviceId });
    if (!booking) throw new AppError('CONFLICT', OFFER_GONE_MESSAGE);
    await tx
      .update(waitlistEntries)
      .set({ status: 'booked', bookingId: booking.id, closedAt: sql`now()` })
      .where(eq(waitlistEntries.id, entry.id));
    const [service] = await tx
      .select({ name: services.name })
      .from(services)
      .where(eq(services.id, booking.serviceId));
    const link = manageUrl(links.origin, options.slug, manageToken(links.manageKey, booking.id));
    const clientName = fullName(entry);
    await recordBookingChange(tx, {
      booking: {
        id: booking.id,
        businessId: entry.businessId,
        startsAt: offer.startsAt,
        timeZone: options.timeZone,
      },
      actor: { kind: 'client', name: clientName },
      action: 'accepted',
      fromStatus: null,
      toStatus: 'confirmed',
      details: { source: 'waitlist', appointmentDate: offer.startsAt.toISOString(), assigned: 'waitlist' },
      clientName,
      serviceName: service?.name ?? '',
      manageLink: link,
    });
    return { bookingId: booking.id, startsAt: offer.startsAt.toISOString(), manageUrl: link };
  });
  outboxWritten(db);
  return accepted;
}

/**
 * The owner offers `entry` a time by hand (their quick-booking rules decide it is free: see the caller), held and
 * sent like a freed time. 409 when the entry already has an open offer or the time was just taken.
 */
export async function offerByHand(
  db: Db,
  options: {
    entry: EntryRow;
    member: { id: string; name: string };
    startsAt: Date;
    links: WaitlistLinks;
    now: Date;
  },
): Promise<void> {
  const { entry, member, startsAt, links, now } = options;
  const made = await db.transaction(async (tx) => {
    await lockBusinessOffers(tx, entry.businessId);
    const business = await loadOfferBusiness(tx, entry.businessId);
    const [service] = await tx
      .select({ id: services.id, name: services.name, price: services.price, duration: services.duration })
      .from(services)
      .where(eq(services.id, entry.serviceId));
    if (!business || !service) throw new AppError('NOT_FOUND', 'Service not found');
    const span = (durationOf(service) + settingsOf(business).rules.bufferMinutes) * MINUTE;
    return holdForEntry(tx, {
      business,
      entry,
      service,
      member,
      startsAt,
      endsAt: new Date(startsAt.getTime() + span),
      source: 'owner',
      links,
      now,
    });
  });
  if (!made) {
    throw new AppError(
      'CONFLICT',
      'That time was just taken, or this customer already has a time offered. Please reload the waitlist.',
    );
  }
  outboxWritten(db);
}
