// Creating a booking: the public page and the owner's quick booking share one path. The slot engine decides
// what may be booked; the exclusion constraint decides races; an Idempotency-Key makes a resubmit harmless.
import type { KeyObject } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type CompiledStatement,
  compileStatement,
  type Db,
  type DbOrTx,
  placeholder,
  runCompiled,
  type Tx,
} from '#server/db/client.ts';
import {
  isDatabaseUnavailable,
  isDeadlock,
  isOverlapViolation,
  isResourceTaken,
  isUniqueViolation,
} from '#server/db/errors.ts';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import type { ApiKeyActor } from '#server/modules/api-keys/api-keys.service.ts';
import { durationOf, visitDuration } from '#server/modules/availability/availability.service.ts';
import {
  type BookingMode,
  checkAppointmentFormat,
  parseAppointmentDate,
  SLOT_TAKEN_MESSAGE,
} from '#server/modules/availability/booking-policy.ts';
import {
  type BookableService,
  type BookingContext,
  LIVE_STATUSES_SQL,
  loadBookingContext,
  memberSpan,
} from '#server/modules/availability/schedule-data.ts';
import { decideFreeMembers } from '#server/modules/availability/slot-check.ts';
import {
  announceNewBookingMilestones,
  type NewBookingChange,
  newBookingEffects,
  newBookingTotals,
  newBookingValues,
  shareNewBookingNotice,
  tellMember,
} from '#server/modules/booking-changes/booking-changes.service.ts';
import type { MilestoneTotals } from '#server/modules/notifications/milestones.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import type { BusinessAccess } from '#server/platform/business-access.ts';
import {
  type BookingBusiness,
  type BusinessKey,
  businessKeyCondition,
  businessNotFound,
  publicBusinessKey,
  settingsOf,
  visitsMayShare,
} from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { manageToken, manageUrl } from '#server/platform/manage-link.ts';
import { noBusinessYet } from '#server/platform/owner-business.ts';
import type { User } from '#server/platform/session.ts';
import { ACCESS_MESSAGES } from '#shared/access.ts';
import { depositCents } from '#shared/domain/deposit.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { fullName } from '#shared/domain/names.ts';
import { INVALID_PHONE_MESSAGE, normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import type { Recurrence } from '#shared/domain/recurrence.ts';
import { pickTeamMember, resourceHoldSpans, sharedVisitHolds } from '#shared/domain/slots.ts';
import { VISIT_NAME_SEPARATOR, visitServiceIdsOf } from '#shared/domain/visit.ts';
import { AppError } from '#shared/errors.ts';
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { CreateBookingRequest } from '#shared/schemas/booking-request.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import { findBookingView, findOtherParts, toBookingView } from './booking-queries.ts';
import {
  type ClassBookingContext,
  checkSeatRequest,
  loadClassBookingContext,
  seatRefusal,
} from './seat-booking.service.ts';

const MINUTE = 60_000;

export type CreateBookingResult = {
  booking: BookingView;
  created: boolean;
  /** A customer's new booking: the page that manages that booking alone (client-portal/manage-link.ts). */
  manageUrl?: string;
  /** A new booking held for its deposit ('pending_payment'): what to take through Stripe Checkout. */
  payment?: BookingPayment;
};

export type BookingPayment = {
  amountCents: number;
  /** The whole price (prepayment) rather than a deposit. */
  full: boolean;
  /** The confirmation email's manage link, sent once the payment confirms the booking. */
  manageLink: string;
  /** The business's booking page, where Stripe sends the customer back. */
  slug: string;
};

/** What a customer's booking of `service` must pay online first, in cents: 0 when nothing, or when this server
 * cannot take payments (Stripe not configured), or for the owner's own quick booking. */
function paymentDue(
  service: BookableService,
  price: string,
  mode: BookingMode,
  takesPayments: boolean,
): number {
  if (mode !== 'customer' || !takesPayments) return 0;
  const value = service.depositValue === null ? null : decimalToCents(service.depositValue);
  return depositCents(decimalToCents(price), service.depositType, value);
}

/** The business being booked and whether its signed-in owner is the one booking (quick booking). */
function resolveTarget(
  input: CreateBookingRequest,
  user: User | null,
  access: BusinessAccess | undefined,
): { business: BusinessKey; mode: BookingMode } {
  const owned = access?.business;
  const ownBusiness = (id: string) =>
    ({ business: { by: 'id', value: id, publicOnly: false }, mode: 'owner' }) as const;
  if (!input.businessSlug) {
    if (!user) throw new AppError('BAD_REQUEST', 'Business information not available. Please try again.');
    if (!owned) throw noBusinessYet();
    return ownBusiness(owned.id);
  }
  const slug = input.businessSlug.toLowerCase();
  if (owned && (owned.slug === slug || owned.id === input.businessSlug)) return ownBusiness(owned.id);
  return { business: publicBusinessKey(input.businessSlug), mode: 'customer' };
}

async function findByIdempotencyKey(db: DbOrTx, options: { businessId: string; key: string; phone: string }) {
  const [row] = await db
    .select({ id: bookings.id, phoneNormalized: clients.phoneNormalized })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(and(eq(bookings.businessId, options.businessId), eq(bookings.idempotencyKey, options.key)))
    .limit(1);
  if (!row) return undefined;
  // The key was sent with someone else's details: never hand their booking back.
  if (row.phoneNormalized !== options.phone) {
    throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different booking.');
  }
  return findBookingView(db, { businessId: options.businessId, bookingId: row.id });
}

/** 409 when the business's owner has turned online booking off (client customisation) or the platform suspended
 * it; the owner's own quick booking is not affected. An unknown business is left to the booking's own checks. */
/** A shared visit's member per service (decision 043): the previous service's member when free for this one (one
 * hand-over fewer), else the least busy free member that day. */
function assignParts(partMembers: string[][], dayLoad: Record<string, number>): string[] {
  const members: string[] = [];
  for (const free of partMembers) {
    const previous = members[members.length - 1];
    members.push(previous && free.includes(previous) ? previous : orderByLoad(free, dayLoad)[0]!);
  }
  return members;
}

/** Free members, least busy that local day first (ties keep staff display order). */
function orderByLoad(free: string[], dayLoad: Record<string, number>): string[] {
  const order: string[] = [];
  let remaining = free;
  while (remaining.length > 0) {
    const next = pickTeamMember({ candidates: remaining, bookingsCountByMember: dayLoad })!;
    order.push(next);
    remaining = remaining.filter((id) => id !== next);
  }
  return order;
}

/** Where the client's manage links point (see publicOrigin) and what signs them (manageLinkKey). */
export type ManageLinks = { origin: string; key: KeyObject };

/** How a single booking of a time is refused: taken (409), not bookable (422), not a real time there (400). */
const REFUSALS: ReadonlySet<string> = new Set(['CONFLICT', 'UNPROCESSABLE', 'BAD_REQUEST']);

/** The series a booking is one appointment of, and whether it is the series' first (decision 030). */
export type BookingSeriesPart = {
  id: string;
  first: boolean;
  description: string;
  rule: Pick<Recurrence, 'frequency' | 'interval'>;
};

/**
 * One appointment of a repeating booking, inside the series' transaction: read, checked and written exactly as a
 * single booking of that time would be (the same context, plan and statement), or the reason it was not booked,
 * as the single booking would have been refused. The business is known (the series checked it); the booking is
 * the owner's or, with `mode` 'customer', its client's from their dashboard.
 */
export async function writeSeriesOccurrence(
  tx: Tx,
  options: {
    businessId: string;
    mode: BookingMode;
    input: CreateBookingRequest;
    user: User | null;
    phoneNormalized: string;
    now: Date;
    links: ManageLinks;
    series: BookingSeriesPart;
    /** The rules the series is checked by (a client's repeat is not held to the booking window). */
    bookingRules: BookingBusiness['bookingRules'];
  },
): Promise<{ booked: BookingView } | { refused: AppError }> {
  const { input, mode, now } = options;
  try {
    const context = await loadBookingContext({
      db: tx,
      business: { by: 'id', value: options.businessId, publicOnly: false },
      serviceId: input.serviceId,
      visitServiceIds: visitServiceIdsOf(input.serviceId, input.extraServiceIds),
      teamMemberId: input.teamMemberId ?? undefined,
      appointmentDate: input.appointmentDate,
    });
    if (!context.business) throw businessNotFound();
    const business = { ...context.business, bookingRules: options.bookingRules };
    const plan = planBooking({ context, business, mode, input, now, takesPayments: false });
    const written = await writeBooking(tx, { ...options, plan, apiKey: null });
    return { booked: written.booking };
  } catch (error) {
    // A time the rules refuse or someone else holds: reported as the single booking's answer would say it.
    if (error instanceof AppError && REFUSALS.has(error.code)) return { refused: error };
    throw error;
  }
}

export async function createBooking(options: {
  db: Db;
  input: CreateBookingRequest;
  user: User | null;
  /** The signed-in person's business and role, when they have one: their own page's booking is a quick booking
   * (a staff member's for themselves only). */
  access?: BusinessAccess;
  /** The API key the request acts with, if any: the owner's booking made with it has the source 'api'. */
  apiKey?: ApiKeyActor | null;
  idempotencyKey?: string;
  now: Date;
  links: ManageLinks;
  /** Whether Stripe is configured: a service's deposit is then taken before the booking is confirmed. */
  takesPayments: boolean;
}): Promise<CreateBookingResult> {
  const { db, input, user, apiKey, idempotencyKey, now } = options;
  const target = resolveTarget(input, user, options.access);
  const { mode } = target;
  if (
    mode === 'owner' &&
    options.access?.role === 'staff' &&
    input.teamMemberId !== options.access.teamMemberId
  ) {
    throw new AppError('FORBIDDEN', ACCESS_MESSAGES.forbidden);
  }
  // A key acts for its owner; booking another business's page with it is a customer's booking like any other.
  const viaKey = mode === 'owner' ? (apiKey ?? null) : null;
  checkAppointmentFormat(input.appointmentDate);
  const { serviceId } = input;
  const teamMemberId = input.teamMemberId ?? undefined;
  const { classSessionId } = input;
  const visitServiceIds = visitServiceIdsOf(serviceId, input.extraServiceIds);
  if (
    !isUuid(serviceId) ||
    (visitServiceIds && !visitServiceIds.every(isUuid)) ||
    (teamMemberId !== undefined && !isUuid(teamMemberId)) ||
    (classSessionId !== undefined && !isUuid(classSessionId))
  ) {
    // No such id can exist, but an unknown business is still reported as such first.
    const [known] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(businessKeyCondition(target.business))
      .limit(1);
    if (!known) throw businessNotFound();
    if (!isUuid(serviceId) || (visitServiceIds && !visitServiceIds.every(isUuid))) {
      throw new AppError('NOT_FOUND', 'Service not found');
    }
    throw new AppError(
      'NOT_FOUND',
      classSessionId !== undefined ? CLASS_MESSAGES.sessionNotFound : 'Team member not found',
    );
  }
  // A seat of a class reads its session instead of a schedule (decision 036); a one-to-one booking runs what it ran.
  const context =
    classSessionId !== undefined
      ? await loadClassBookingContext({
          db,
          business: target.business,
          serviceId,
          sessionId: classSessionId,
          idempotencyKey,
        })
      : await loadBookingContext({
          db,
          business: target.business,
          serviceId,
          visitServiceIds,
          teamMemberId,
          appointmentDate: input.appointmentDate,
          idempotencyKey,
        });
  const { business } = context;
  if (!business) throw businessNotFound();
  if (mode === 'customer' && !context.takesOnlineBookings) {
    throw new AppError('CONFLICT', ONLINE_BOOKING_OFF_MESSAGE);
  }
  // A national number is read in the business's country, as on the Clients page (decision 010).
  const phoneNormalized = normalizePhone(input.clientData.phone, phoneRegionForTimeZone(business.timezone));
  if (!phoneNormalized) throw new AppError('BAD_REQUEST', INVALID_PHONE_MESSAGE);
  // A resubmit (a double click's twin, a retry) is answered with the booking its key made.
  const replay = async () => {
    if (!idempotencyKey) return undefined;
    const earlier = await findByIdempotencyKey(db, {
      businessId: business.id,
      key: idempotencyKey,
      phone: phoneNormalized,
    });
    return earlier && { booking: viewFor(mode, earlier, input.clientData), created: false };
  };
  if (context.replayId) {
    const earlier = await replay();
    if (earlier) return earlier;
  }
  try {
    const planned = { business, mode, input, now, takesPayments: options.takesPayments };
    const plan =
      'session' in context ? planSeatBooking({ ...planned, context }) : planBooking({ ...planned, context });
    const created = await writeBooking(db, {
      plan,
      input,
      user,
      apiKey: viaKey,
      idempotencyKey,
      phoneNormalized,
      links: options.links,
    });
    // The confirmation goes out now, not at the worker's next poll.
    outboxWritten(db);
    return created;
  } catch (error) {
    // Its twin was written first: the twin's booking is the answer.
    if (error instanceof AppError || isUniqueViolation(error)) {
      const earlier = await replay();
      if (earlier) return earlier;
    }
    if (isUniqueViolation(error) && idempotencyKey) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

type Plan = {
  business: BookingBusiness;
  mode: BookingMode;
  service: BookableService;
  /** The members who may take it, in the order they are tried. */
  candidates: string[];
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  status: 'confirmed' | 'pending_payment';
  /** What the customer pays online first, in cents (0: nothing). */
  dueCents: number;
  /** A unit of each resource the service (a visit's services) needs, over the span the statement holds it for. */
  holds: Array<{ resourceId: string; start: Date; end: Date }>;
  /** The booking's price: the service's, times the seats for a class. */
  price: string;
  /** A seat booking of a class: its session and seats (the statement writes them; a trigger counts them). */
  classSeats?: { sessionId: string; seats: number };
  /** A visit of several services (decision 037): what the booking names, and its services in order. */
  visit?: { name: string; services: BookableService[] };
  /** A visit shared between members (decision 043): where the booking's member's part ends, and the services
   * other members perform (slots.ts sharedVisitHolds). */
  shared?: ReturnType<typeof sharedVisitHolds>;
};

/** What a booking is planned from: what was read for it (`context`), the business, who books and what they ask. */
type PlanRequest<Context> = {
  context: Context;
  business: BookingBusiness;
  mode: BookingMode;
  input: CreateBookingRequest;
  now: Date;
  takesPayments: boolean;
};

/** A seat booking of a class session: the session's instructor and time, the price of its seats. */
function planSeatBooking(options: PlanRequest<ClassBookingContext>): Plan {
  const { context, business, mode, input, now } = options;
  const seats = input.seats ?? 1;
  const startsAt = parseAppointmentDate(input.appointmentDate, business.timezone);
  const { service, session, price } = checkSeatRequest({ context, startsAt, seats, now });
  const dueCents = paymentDue(service, price, mode, options.takesPayments);
  return {
    business,
    mode,
    service,
    candidates: [session.teamMemberId],
    startsAt,
    endsAt: session.endsAt,
    durationMinutes: session.durationMinutes,
    status: dueCents > 0 ? 'pending_payment' : 'confirmed',
    dueCents,
    holds: [],
    price,
    classSeats: { sessionId: session.id, seats },
  };
}

/** The booking the request asks for, checked against the business's rules and schedule as read. */
function planBooking(options: PlanRequest<BookingContext>): Plan {
  const { context, business, mode, input, now } = options;
  const { service, visitServices } = context;
  const startsAt = parseAppointmentDate(input.appointmentDate, business.timezone);
  const asked = 1 + (input.extraServiceIds?.length ?? 0);
  if (!service || (visitServices && visitServices.length !== asked)) {
    throw new AppError('NOT_FOUND', 'Service not found');
  }
  if (!context.teamMemberFound) throw new AppError('NOT_FOUND', 'Team member not found');
  const teamMemberId = input.teamMemberId ?? undefined;
  const services = visitServices ?? [service];
  const durationMinutes = visitDuration(services);
  const partMinutes = services.map(durationOf);
  const fit = decideFreeMembers(
    {
      business,
      mode,
      serviceId: service.id,
      visitServiceIds: visitServices?.map((part) => part.id),
      shareVisit: visitsMayShare(business),
      durationMinutes,
      partMinutes,
      startsAt,
      teamMemberId,
      now,
    },
    context.schedule,
  );
  const { bufferMinutes } = settingsOf(business).rules;
  const members = fit.partMembers && assignParts(fit.partMembers, context.dayLoad);
  const endsAt = new Date(startsAt.getTime() + (durationMinutes + bufferMinutes) * MINUTE);
  const dueCents = services.reduce(
    (total, part) => total + paymentDue(part, part.price, mode, options.takesPayments),
    0,
  );
  return {
    business,
    mode,
    service,
    candidates: teamMemberId
      ? [teamMemberId]
      : members
        ? [members[0]!]
        : orderByLoad(fit.freeTeamMemberIds, context.dayLoad),
    startsAt,
    endsAt,
    durationMinutes,
    status: dueCents > 0 ? 'pending_payment' : 'confirmed',
    dueCents,
    holds: resourceHoldSpans(context.schedule.resources, partMinutes, startsAt, endsAt),
    price: formatCents(services.reduce((total, part) => total + decimalToCents(part.price), 0)),
    visit: visitServices
      ? { name: visitServices.map((part) => part.name).join(VISIT_NAME_SEPARATOR), services: visitServices }
      : undefined,
    shared: members && sharedVisitHolds(members, partMinutes, startsAt, bufferMinutes),
  };
}

/**
 * A new booking in one statement, so that it is written whole or not at all without a transaction around it:
 * 1. the first candidate (in `candidates` order) without a live booking at that time in the statement's snapshot is
 *    locked, so that the bookings of one member are written one at a time and the no-overlap constraint only ever
 *    judges against committed bookings (two in-flight inserts of overlapping times can deadlock in PostgreSQL); with
 *    `skip locked`, a member being booked at this moment is passed over;
 * 2. the client, one per normalised phone in a business: found, and left exactly as the owner keeps it (anyone may
 *    type a known phone), or created with the details sent;
 * 3. the booking, which the no-overlap constraint refuses (23P01) when a booking committed since the snapshot has
 *    the time;
 * 4. for a service that needs resources, a free unit of each (hold_booking_resources, migrations 0039 and 0045: it
 *    locks the resources, so holds of one resource are written one at a time; 23P01 when one has no unit free); a
 *    visit's services are written too, and it holds a resource from the first of them that needs it to the last
 *    (slots.ts resourceHoldSpans, decision 037);
 * 5. what a new booking causes (booking-changes: newBookingEffects), and the milestone totals.
 * No row: no candidate was free (or, with `skip locked`, free and not being booked). A service without resources
 * runs the statement without step 4.
 */
const bookingInserts = new Map<string, CompiledStatement>();
function bookingInsert(shape: {
  skipLocked: boolean;
  holdsResources: boolean;
  visit: boolean;
  shared: boolean;
}) {
  const name = `${shape.skipLocked} ${shape.holdsResources} ${shape.visit} ${shape.shared}`;
  const compiled = bookingInserts.get(name);
  if (compiled) return compiled;
  // A shared visit (decision 043) first locks all its members in id order, as no other writer takes two, so two
  // shared visits never wait on each other in a circle; its first member is then the booking's.
  const statement = compileStatement(sql`with
    ${
      shape.shared
        ? sql`lk as (select t.id from team_members t where t.id = any(${placeholder('partMembers', 'uuid[]')})
            or t.id = (${placeholder('candidates', 'uuid[]')})[1] order by t.id for no key update),`
        : sql``
    }
    m as (${memberCandidate(shape.skipLocked, shape.shared)}),
    ${bookingRows({ holdsResources: shape.holdsResources, seats: false, visit: shape.visit, shared: shape.shared })}`);
  bookingInserts.set(name, statement);
  return statement;
}

/** Step 1 of bookingInsert: the first candidate free in the statement's snapshot, locked (a shared visit's: after
 * `lk`). Free of bookings (their member's part, decision 043) and of other visits' parts. */
const memberCandidate = (skipLocked: boolean, shared: boolean) => {
  const span = sql`tstzrange(${placeholder('startsAt', 'timestamptz')}, ${
    shared ? placeholder('memberEndsAt', 'timestamptz') : placeholder('endsAt', 'timestamptz')
  }, '[)')`;
  return sql`
      select t.id, t.name from team_members t
      join unnest(${placeholder('candidates', 'uuid[]')}) with ordinality as k(id, n) on k.id = t.id
      where not exists (select 1 from bookings x where x.team_member_id = t.id and x.status in ${LIVE_STATUSES_SQL}
          and ${memberSpan('x')} && ${span})
        and not exists (select 1 from booking_services p where p.team_member_id = t.id and p.live
          and tstzrange(p.starts_at, p.ends_at, '[)') && ${span})
        ${shared ? sql`and (select count(*) from lk) > 0` : sql``}
      order by k.n
      limit 1
      for no key update of t ${skipLocked ? sql`skip locked` : sql``}`;
};

/** Steps 2 to 5 of bookingInsert, after `m`; with `seats`, the booking is a seat booking of a class session; with
 * `visit`, a visit of several services. */
const bookingRows = (options: {
  holdsResources: boolean;
  seats: boolean;
  visit: boolean;
  /** A visit shared between members (decision 043): the member's part ends early, other parts are held. */
  shared?: boolean;
}) => {
  const { holdsResources, seats, visit, shared } = options;
  return sql`c as (
      insert into clients (id, business_id, first_name, last_name, phone, phone_normalized, email, language)
      select ${placeholder('clientId', 'uuid')}, ${placeholder('businessId', 'uuid')}, ${placeholder('firstName', 'text')},
        ${placeholder('lastName', 'text')}, ${placeholder('phone', 'text')}, ${placeholder('phoneNormalized', 'text')},
        ${placeholder('email', 'text')}, ${placeholder('language', 'text')}
      from m
      -- A known client keeps their details and comes back in returning ('do nothing' returns no row); their messages
      -- take the language they book in, when the booking page says it.
      on conflict (business_id, phone_normalized) where erased_at is null do update
        set language = coalesce(excluded.language, clients.language)
      returning id, first_name, last_name, phone, email, phone_normalized, preferences
    ),
    b as (
      insert into bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at,
        duration_minutes, price, status, notes, source, idempotency_key, series_id${seats ? sql`, class_session_id, seats` : sql``}${
          shared ? sql`, member_ends_at` : sql``
        })
      select ${placeholder('id', 'uuid')}, ${placeholder('businessId', 'uuid')}, ${placeholder('serviceId', 'uuid')}, c.id, m.id,
        ${placeholder('startsAt', 'timestamptz')}, ${placeholder('endsAt', 'timestamptz')}, ${placeholder('durationMinutes', 'int')},
        ${placeholder('price', 'numeric')}, ${placeholder('status', 'text')}, ${placeholder('notes', 'text')}, ${placeholder('source', 'text')},
        ${placeholder('idempotencyKey', 'text')}, ${placeholder('seriesId', 'uuid')}${
          seats ? sql`, ${placeholder('classSessionId', 'uuid')}, ${placeholder('seats', 'smallint')}` : sql``
        }${shared ? sql`, ${placeholder('memberEndsAt', 'timestamptz')}` : sql``}
      from m, c
      returning id, business_id, team_member_id, appointment_date, created_at, updated_at
    ),
    ${
      visit
        ? shared
          ? sql`v as (
            insert into booking_services (booking_id, business_id, position, service_id, duration_minutes, price,
              team_member_id, starts_at, ends_at, live)
            select b.id, b.business_id, (p.n - 1)::smallint, p.service_id, p.duration, p.price, p.member, p.starts_at,
              p.ends_at, p.member is not null
            from b, unnest(${placeholder('serviceIds', 'uuid[]')}, ${placeholder('visitDurations', 'int[]')}, ${placeholder('visitPrices', 'numeric[]')},
              ${placeholder('partMembers', 'uuid[]')}, ${placeholder('partStarts', 'timestamptz[]')}, ${placeholder('partEnds', 'timestamptz[]')})
              with ordinality as p(service_id, duration, price, member, starts_at, ends_at, n)
          ),`
          : sql`v as (
            insert into booking_services (booking_id, business_id, position, service_id, duration_minutes, price)
            select b.id, b.business_id, (p.n - 1)::smallint, p.service_id, p.duration, p.price
            from b, unnest(${placeholder('serviceIds', 'uuid[]')}, ${placeholder('visitDurations', 'int[]')}, ${placeholder('visitPrices', 'numeric[]')})
              with ordinality as p(service_id, duration, price, n)
          ),`
        : sql``
    }
    ${
      holdsResources
        ? sql`h as (select hold_booking_resources(b.id, b.business_id, ${placeholder('holdResources', 'uuid[]')},
            ${placeholder('holdStarts', 'timestamptz[]')}, ${placeholder('holdEnds', 'timestamptz[]')}) from b),`
        : sql``
    }
    bz as (select timezone, user_id from businesses where id = ${placeholder('businessId', 'uuid')}),
    ${newBookingEffects()}
    select m.id as team_member_id, m.name as member_name, c.id as client_id, c.first_name, c.last_name, c.phone, c.email, b.created_at,
      b.updated_at, ${newBookingTotals}
    from b, c, m ${holdsResources ? sql`, h` : sql``}`;
};

/**
 * A seat booking of a class session: the session's instructor is not locked nor checked for being free (the
 * session's seats are bookings of that member at one time, and bookings_no_overlap lets them be); the trigger
 * bookings_class_seats counts the seats under the session's row lock and refuses a full or changed session.
 */
const SEAT_INSERT = compileStatement(sql`with
    m as (select t.id, t.name from team_members t where t.id = (${placeholder('candidates', 'uuid[]')})[1]),
    ${bookingRows({ holdsResources: false, seats: true, visit: false })}`);

type WrittenRow = MilestoneTotals & {
  team_member_id: string;
  member_name: string;
  client_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * Writes the planned booking with the first candidate the no-overlap constraint lets have it (a candidate who lost
 * a race since the check is skipped for the next; 409 when none is left). 'Any staff' skips a member being booked
 * at this moment for the next one, and waits for such a member only when every other candidate is taken.
 */
async function writeBooking(
  db: DbOrTx,
  options: {
    plan: Plan;
    input: CreateBookingRequest;
    user: User | null;
    apiKey: ApiKeyActor | null;
    idempotencyKey?: string;
    phoneNormalized: string;
    links: ManageLinks;
    /** An appointment of a repeating booking, written in the series' transaction (`db`), each try in a savepoint
     * so that a time taken meanwhile (23P01) leaves the series' other appointments standing. */
    series?: BookingSeriesPart;
  },
): Promise<CreateBookingResult> {
  const { plan, input, user, apiKey, idempotencyKey, phoneNormalized, links, series } = options;
  const { business, mode, service, startsAt } = plan;
  const { firstName, lastName, phone, email } = input.clientData;
  const id = uuidv7();
  const source = apiKey ? 'api' : mode === 'owner' ? 'owner' : 'online';
  const clientName = fullName(input.clientData);
  const serviceName = plan.visit?.name ?? service.name;
  const manageLink = manageUrl(links.origin, business.slug, manageToken(links.key, id));
  const announcement: NewBookingChange = {
    booking: { id, businessId: business.id, startsAt, timeZone: business.timezone },
    actor:
      mode === 'owner'
        ? { kind: 'owner', userId: user!.id, apiKey: apiKey?.name }
        : { kind: 'client', name: clientName },
    action: 'created',
    fromStatus: null,
    toStatus: plan.status,
    details: {
      source,
      appointmentDate: startsAt.toISOString(),
      assigned: input.teamMemberId ? 'chosen' : 'automatic',
      ...(plan.classSeats ? { classSessionId: plan.classSeats.sessionId, seats: plan.classSeats.seats } : {}),
      // What the customer typed: a known client's record is never changed by a booking, so the owner reads it here.
      ...(mode === 'customer' ? { typed: { firstName, lastName, phone, email: email ?? null } } : {}),
    },
    clientName,
    serviceName,
    manageLink,
    series: series && { first: series.first, description: series.description, rule: series.rule },
  };
  const values = {
    id,
    businessId: business.id,
    serviceId: service.id,
    clientId: uuidv7(),
    firstName,
    lastName,
    phone,
    phoneNormalized,
    email: email ?? null,
    language: input.language ?? null,
    startsAt: startsAt.toISOString(),
    endsAt: plan.endsAt.toISOString(),
    durationMinutes: plan.durationMinutes,
    price: plan.price,
    status: plan.status,
    notes: input.notes || null,
    source,
    idempotencyKey: idempotencyKey ?? null,
    seriesId: series?.id ?? null,
    ...(plan.classSeats
      ? { classSessionId: plan.classSeats.sessionId, seats: plan.classSeats.seats }
      : { classSessionId: null, seats: null }),
  };
  const parts = plan.visit?.services ?? [service];
  const visitValues = {
    serviceIds: parts.map((part) => part.id),
    visitDurations: parts.map(durationOf),
    visitPrices: parts.map((part) => part.price),
    holdResources: plan.holds.map((hold) => hold.resourceId),
    holdStarts: plan.holds.map((hold) => hold.start.toISOString()),
    holdEnds: plan.holds.map((hold) => hold.end.toISOString()),
    ...sharedValues(parts.length, plan.shared),
  };
  const insert = async (into: DbOrTx, skipLocked: boolean) => {
    const statement = plan.classSeats
      ? SEAT_INSERT
      : bookingInsert({
          skipLocked,
          holdsResources: plan.holds.length > 0,
          visit: !!plan.visit,
          shared: !!plan.shared,
        });
    const [row] = await runCompiled<WrittenRow>(into, statement, {
      ...values,
      ...visitValues,
      ...newBookingValues(announcement),
      candidates: plan.candidates,
    });
    return row ?? ('none' as const);
  };
  const book = async (skipLocked: boolean) => {
    try {
      return await (series
        ? db.transaction((savepoint) => insert(savepoint, skipLocked))
        : insert(db, skipLocked));
    } catch (error) {
      if (isResourceTaken(error)) return 'resource' as const;
      if (isOverlapViolation(error) || isDeadlock(error)) return 'taken' as const;
      throw seatRefusal(error) ?? error;
    }
  };
  // A candidate taken since the statement's snapshot (23P01) is seen as busy by the next try, so there are at most
  // as many tries as candidates. 'Any staff' waits for a member being booked only when no other is free. A resource
  // with no unit free was judged under its lock, on committed holds: no other member changes that.
  let written: WrittenRow | undefined;
  for (let tries = 0, skipLocked = plan.candidates.length > 1; tries <= plan.candidates.length; tries++) {
    const outcome = await book(skipLocked);
    if (outcome === 'resource') break;
    if (outcome === 'taken') continue;
    if (outcome !== 'none') {
      written = outcome;
      break;
    }
    if (!skipLocked) break;
    skipLocked = false;
  }
  if (!written) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
  const teamMemberId = written.team_member_id;
  const row = written;
  // The booking is made and stays made: a milestone it passed is announced in a statement of its own, and one the
  // database could not take now (no connection free in time) is announced at the next booking, never turning this
  // booking into an error its customer would retry.
  await announceNewBookingMilestones(db, announcement, row, 1).catch(unlessUnavailable);
  const others = [...new Set(plan.shared?.parts.map((part) => part.teamMemberId))].filter(
    (member) => member !== teamMemberId,
  );
  if (others.length > 0) {
    await shareNewBookingNotice(db, { businessId: business.id, bookingId: id, members: others }).catch(
      unlessUnavailable,
    );
  }
  // The owner's or a manager's booking for a team member (a series': its first): the member hears of it, like the
  // milestones after the booking, never turning it into an error.
  if (mode === 'owner' && !apiKey && plan.status === 'confirmed' && (!series || series.first)) {
    const repeating = series ? ` (${series.description.toLowerCase()})` : '';
    await tellMember(db, announcement.booking, user!.id, {
      kind: 'member_new_booking',
      title: 'New booking',
      body: (by, when) => `${by} booked ${clientName} for ${serviceName} on ${when(startsAt)}${repeating}.`,
      news: (by) => ({
        kind: 'memberBooked',
        by,
        client: clientName,
        service: serviceName,
        at: startsAt.toISOString(),
        timeZone: announcement.booking.timeZone,
        ...(series ? { repeats: true, rule: series.rule } : {}),
      }),
      priority: 'medium',
      occasion: '',
    }).catch(unlessUnavailable);
  }
  const view = toBookingView({
    booking: {
      ...values,
      appointmentDate: startsAt,
      endsAt: plan.endsAt,
      clientId: row.client_id,
      teamMemberId,
      memberEndsAt: plan.shared?.memberEndsAt ?? null,
      cancellationReason: null,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    },
    serviceName,
    memberName: row.member_name,
    otherParts: plan.shared && (await findOtherParts(db, [id])).get(id),
    client: {
      id: row.client_id,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      email: row.email,
    },
  });
  return {
    booking: viewFor(mode, view, input.clientData),
    created: true,
    manageUrl: mode === 'customer' ? manageLink : undefined,
    payment:
      plan.dueCents > 0
        ? {
            amountCents: plan.dueCents,
            full: plan.dueCents === decimalToCents(plan.price),
            manageLink,
            slug: business.slug,
          }
        : undefined,
  };
}

/** A shared visit's statement values: where its member's part ends, and per service its other member and span (null
 * for the booking's member's services). */
type SharedPart = NonNullable<Plan['shared']>['parts'][number];
function sharedValues(count: number, shared: Plan['shared']) {
  if (!shared) return {};
  const byPosition = new Map(shared.parts.map((part) => [part.position, part]));
  const each = <T>(pick: (part: SharedPart) => T) =>
    Array.from({ length: count }, (_, position) => {
      const part = byPosition.get(position);
      return part ? pick(part) : null;
    });
  return {
    memberEndsAt: shared.memberEndsAt.toISOString(),
    partMembers: each((part) => part.teamMemberId),
    partStarts: each((part) => part.start.toISOString()),
    partEnds: each((part) => part.end.toISOString()),
  };
}

/** What follows a made booking (its announcements) never turns it into an error, but for a database that could
 * not take them now. */
function unlessUnavailable(error: unknown) {
  if (!isDatabaseUnavailable(error)) throw error;
}

/** What the booking's answer shows of its client: the owner sees their record; a customer only what they sent,
 * since anyone may type a known client's phone. */
function viewFor(
  mode: BookingMode,
  view: BookingView,
  sent: CreateBookingRequest['clientData'],
): BookingView {
  if (mode === 'owner') return view;
  const client = {
    id: view.client.id,
    firstName: sent.firstName,
    lastName: sent.lastName,
    phone: sent.phone,
    email: sent.email ?? null,
  };
  return { ...view, client, clientName: fullName(client) };
}
