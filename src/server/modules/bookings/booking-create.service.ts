// Creating a booking: the public page and the owner's quick booking share one path. The slot engine decides
// what may be booked; the exclusion constraint decides races; an Idempotency-Key makes a resubmit harmless.
import type { KeyObject } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { isOverlapViolation, isUniqueViolation } from '#server/db/errors.ts';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import type { ApiKeyActor } from '#server/modules/api-keys/api-keys.service.ts';
import { durationOf } from '#server/modules/availability/availability.service.ts';
import {
  type BookingMode,
  checkAppointmentFormat,
  parseAppointmentDate,
  SLOT_TAKEN_MESSAGE,
} from '#server/modules/availability/booking-policy.ts';
import {
  type BookableService,
  type BookingContext,
  loadBookingContext,
} from '#server/modules/availability/schedule-data.ts';
import { decideFreeMembers } from '#server/modules/availability/slot-check.ts';
import { announceMilestones } from '#server/modules/notifications/milestones.ts';
import {
  type BookingBusiness,
  type BusinessKey,
  businessKeyCondition,
  businessNotFound,
  publicBusinessKey,
  settingsOf,
} from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { manageToken, manageUrl } from '#server/platform/manage-link.ts';
import { findOwnerBusiness, noBusinessYet } from '#server/platform/owner-business.ts';
import type { User } from '#server/platform/session.ts';
import { depositCents } from '#shared/domain/deposit.ts';
import { decimalToCents } from '#shared/domain/money.ts';
import { INVALID_PHONE_MESSAGE, normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { pickTeamMember } from '#shared/domain/slots.ts';
import { AppError } from '#shared/errors.ts';
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';
import type { BookingView, CreateBookingInput } from '#shared/schemas/booking.ts';
import { findBookingView, fullName, toBookingView } from './booking-queries.ts';
import { type NewBooking, type WrittenBooking, writeBooking } from './booking-writer.ts';

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
function paymentDue(service: BookableService, mode: BookingMode, takesPayments: boolean): number {
  if (mode !== 'customer' || !takesPayments) return 0;
  const value = service.depositValue === null ? null : decimalToCents(service.depositValue);
  return depositCents(decimalToCents(service.price), service.depositType, value);
}

/** The business being booked and whether its signed-in owner is the one booking (quick booking). */
async function resolveTarget(
  db: Db,
  input: CreateBookingInput,
  user: User | null,
): Promise<{ business: BusinessKey; mode: BookingMode }> {
  const owned = user ? await findOwnerBusiness(db, user.id) : undefined;
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

// Building an Intl.DateTimeFormat costs far more than using one, so each zone's pair is kept.
const notificationFormats = new Map<string, [day: Intl.DateTimeFormat, time: Intl.DateTimeFormat]>();

/** 'Mon, Nov 23 at 2:30 PM' in the business's zone. */
export function notificationDate(startsAt: Date, timeZone: string) {
  let formats = notificationFormats.get(timeZone);
  if (!formats) {
    formats = [
      new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    ];
    notificationFormats.set(timeZone, formats);
  }
  const [day, time] = formats;
  return `${day.format(startsAt)} at ${time.format(startsAt)}`.replace(/\u202f/g, ' ');
}

type Plan = {
  business: BookingBusiness;
  mode: BookingMode;
  status: NewBooking['status'];
  service: BookableService;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  phoneNormalized: string;
};

export async function createBooking(options: {
  db: Db;
  input: CreateBookingInput;
  user: User | null;
  /** The API key the request acts with, if any: the owner's booking made with it has the source 'api'. */
  apiKey?: ApiKeyActor | null;
  idempotencyKey?: string;
  now: Date;
  log: FastifyBaseLogger;
  /** Where the client's manage links point (see publicOrigin). */
  origin: string;
  /** What signs the manage links (manageLinkKey). */
  linkKey: KeyObject;
  /** Whether Stripe is configured: a service's deposit is then taken before the booking is confirmed. */
  takesPayments: boolean;
}): Promise<CreateBookingResult> {
  const { db, input, user, apiKey, idempotencyKey, now, log, origin, linkKey, takesPayments } = options;
  const target = await resolveTarget(db, input, user);
  const { mode } = target;
  // A key acts for its owner; booking another business's page with it is a customer's booking like any other.
  const viaKey = mode === 'owner' ? (apiKey ?? null) : null;
  checkAppointmentFormat(input.appointmentDate);
  const { serviceId } = input;
  const teamMemberId = input.teamMemberId ?? undefined;
  if (!isUuid(serviceId) || (teamMemberId !== undefined && !isUuid(teamMemberId))) {
    // No such id can exist, but an unknown business is still reported as such first.
    const [known] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(businessKeyCondition(target.business))
      .limit(1);
    if (!known) throw businessNotFound();
    throw new AppError('NOT_FOUND', isUuid(serviceId) ? 'Team member not found' : 'Service not found');
  }
  const request = {
    business: target.business,
    serviceId,
    teamMemberId,
    appointmentDate: input.appointmentDate,
    idempotencyKey,
  };
  const attempt = (context: BookingContext) =>
    bookWith({
      db,
      context,
      mode,
      input,
      user,
      apiKey: viaKey,
      idempotencyKey,
      now,
      log,
      origin,
      linkKey,
      takesPayments,
    });
  // A chosen member's booking is first checked against the context kept from the last one like it, if any. Only
  // a booking made that way counts: the write refuses it when the business's schedule has changed since, and
  // then, or when the check refuses it, it is checked again against a fresh read.
  const key = teamMemberId ? contextKey(request) : undefined;
  const kept = key ? keptContexts.get(db)?.get(key) : undefined;
  let result = kept
    ? await attempt(kept).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      })
    : null;
  if (key && kept && !result) keptContexts.get(db)?.delete(key);
  // A fresh read is refused only if the schedule changes again between it and its write.
  for (let tries = 0; !result && tries < 3; tries++) {
    result = await attempt(await loadBookingContext({ db, ...request }));
  }
  if (!result) throw new AppError('CONFLICT', SCHEDULE_CHANGED_MESSAGE);
  if (key && result.created) keepContext(db, key, result.context);
  return {
    booking: result.booking,
    created: result.created,
    manageUrl: result.manageUrl,
    payment: result.payment,
  };
}

const SCHEDULE_CHANGED_MESSAGE = 'The business just changed its schedule. Please try again.';
const MAX_KEPT_CONTEXTS = 1000;
/** Per database, the contexts of recent chosen-member bookings without their busy time (the no-overlap
 * constraint judges that) and without an Idempotency-Key's booking (a reused key fails the write). */
const keptContexts = new WeakMap<Db, Map<string, BookingContext>>();

function contextKey(request: { business: BusinessKey; serviceId: string; teamMemberId?: string }) {
  const { business } = request;
  return `${business.by} ${business.value} ${business.publicOnly} ${request.serviceId} ${request.teamMemberId}`;
}

function keepContext(db: Db, key: string, context: BookingContext) {
  let kept = keptContexts.get(db);
  if (!kept) {
    kept = new Map();
    keptContexts.set(db, kept);
  }
  kept.delete(key);
  if (kept.size >= MAX_KEPT_CONTEXTS) kept.delete(kept.keys().next().value!);
  kept.set(key, { ...context, schedule: { ...context.schedule, busy: [] }, dayLoad: {}, replayId: null });
}

/** The booking checked against `context` and written, or null when the business's schedule changed since the
 * context was read. */
async function bookWith(options: {
  db: Db;
  context: BookingContext;
  mode: BookingMode;
  input: CreateBookingInput;
  user: User | null;
  /** The API key the owner's booking is made with (source 'api'), or null. */
  apiKey: ApiKeyActor | null;
  idempotencyKey?: string;
  now: Date;
  log: FastifyBaseLogger;
  origin: string;
  linkKey: KeyObject;
  takesPayments: boolean;
}): Promise<(CreateBookingResult & { context: BookingContext }) | null> {
  const { db, context, mode, input, user, apiKey, idempotencyKey, now, log, origin, linkKey, takesPayments } =
    options;
  const { business, service, teamMemberFound } = context;
  if (!business) throw businessNotFound();
  if (mode === 'customer' && !context.takesOnlineBookings) {
    throw new AppError('CONFLICT', ONLINE_BOOKING_OFF_MESSAGE);
  }
  // A national number is read in the business's country, as on the Clients page (decision 010).
  const phoneNormalized = normalizePhone(input.clientData.phone, phoneRegionForTimeZone(business.timezone));
  if (!phoneNormalized) throw new AppError('BAD_REQUEST', INVALID_PHONE_MESSAGE);
  const { serviceId } = input;
  const teamMemberId = input.teamMemberId ?? undefined;
  const replay = async () => {
    if (!idempotencyKey) return undefined;
    const earlier = await findByIdempotencyKey(db, {
      businessId: business.id,
      key: idempotencyKey,
      phone: phoneNormalized,
    });
    return earlier && viewFor(mode, earlier, input.clientData);
  };
  if (context.replayId) {
    const earlier = await replay();
    if (earlier) return { booking: earlier, created: false, context };
  }
  try {
    const startsAt = parseAppointmentDate(input.appointmentDate, business.timezone);
    if (!service) throw new AppError('NOT_FOUND', 'Service not found');
    if (!teamMemberFound) throw new AppError('NOT_FOUND', 'Team member not found');
    const durationMinutes = durationOf(service);
    const free = decideFreeMembers(
      { business, mode, serviceId, durationMinutes, startsAt, teamMemberId, now },
      context.schedule,
    );
    const candidates = teamMemberId ? [teamMemberId] : orderByLoad(free, context.dayLoad);
    const { bufferMinutes } = settingsOf(business).rules;
    const endsAt = new Date(startsAt.getTime() + (durationMinutes + bufferMinutes) * MINUTE);
    const dueCents = paymentDue(service, mode, takesPayments);
    const status = dueCents > 0 ? 'pending_payment' : 'confirmed';
    const plan = {
      business,
      mode,
      service,
      startsAt,
      endsAt,
      durationMinutes,
      phoneNormalized,
      status,
    } as const;
    // A candidate who lost a race since the check is skipped for the next free one; the constraint is the judge.
    for (const candidate of candidates) {
      const id = uuidv7();
      const link = manageUrl(origin, business.slug, manageToken(linkKey, id));
      const booking = newBooking({
        id,
        plan,
        input,
        user,
        apiKey,
        candidate,
        idempotencyKey,
        context,
        manageLink: link,
      });
      try {
        const written = await writeBooking(db, booking);
        if (written === 'stale') return null;
        if (written === 'taken') continue;
        // The booking is made: a milestone that cannot be announced now is announced at the next change.
        await announceMilestones({ db, businessId: business.id, totals: written.totals }).catch(
          (error: unknown) =>
            log.error({ err: error, bookingId: written.id }, 'milestone announcement failed'),
        );
        const view = bookingView(booking, written, service.name);
        return {
          booking: viewFor(mode, view, input.clientData),
          created: true,
          context,
          manageUrl: mode === 'customer' ? link : undefined,
          payment:
            dueCents > 0
              ? {
                  amountCents: dueCents,
                  full: dueCents === decimalToCents(service.price),
                  manageLink: booking.manageLink,
                  slug: business.slug,
                }
              : undefined,
        };
      } catch (error) {
        if (isOverlapViolation(error)) continue;
        if (idempotencyKey && isUniqueViolation(error)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
        throw error;
      }
    }
    throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
  } catch (error) {
    // A resubmit: the booking its key made (a double-click's twin, or a retry checked against a kept context that
    // has no Idempotency-Key booking in it) is the answer.
    if (error instanceof AppError) {
      const earlier = await replay();
      if (earlier) return { booking: earlier, created: false, context };
    }
    throw error;
  }
}

function newBooking(options: {
  id: string;
  plan: Plan;
  input: CreateBookingInput;
  user: User | null;
  apiKey: ApiKeyActor | null;
  candidate: string;
  idempotencyKey?: string;
  context: BookingContext;
  /** The confirmation email's manage link. */
  manageLink: string;
}): NewBooking {
  const { id, plan, input, user, apiKey, candidate, idempotencyKey, context, manageLink } = options;
  const { business, mode, service, startsAt } = plan;
  const { firstName, lastName, phone, email } = input.clientData;
  const source = apiKey ? 'api' : mode === 'owner' ? 'owner' : 'online';
  const clientName = fullName(input.clientData);
  return {
    id,
    businessId: business.id,
    scheduleVersion: context.scheduleVersion,
    serviceId: service.id,
    teamMemberId: candidate,
    startsAt,
    endsAt: plan.endsAt,
    durationMinutes: plan.durationMinutes,
    price: service.price,
    notes: input.notes || null,
    source,
    idempotencyKey: idempotencyKey ?? null,
    status: plan.status,
    client: {
      newId: uuidv7(),
      firstName,
      lastName,
      phone,
      phoneNormalized: plan.phoneNormalized,
      email: email ?? null,
    },
    event: {
      id: uuidv7(),
      details: {
        source,
        appointmentDate: startsAt.toISOString(),
        teamMemberId: candidate,
        assigned: input.teamMemberId ? 'chosen' : 'automatic',
        ...(apiKey ? { apiKey: apiKey.name } : {}),
        // What the customer typed: a known client's record is never changed by a booking, so the owner reads it here.
        ...(mode === 'customer' ? { typed: { firstName, lastName, phone, email: email ?? null } } : {}),
      },
      actorUserId: mode === 'owner' ? (user?.id ?? null) : null,
    },
    // The owner hears of customers' bookings and of those their API keys make, not of their own; of one held for
    // its deposit once it is paid.
    notification:
      (mode === 'customer' || apiKey) && plan.status === 'confirmed'
        ? {
            id: uuidv7(),
            message: `${clientName} booked ${service.name} on ${notificationDate(startsAt, business.timezone)}`,
            data: { bookingId: id, clientName },
          }
        : null,
    manageLink,
  };
}

/** What the booking's answer shows of its client: the owner sees their record; a customer only what they sent,
 * since anyone may type a known client's phone. */
function viewFor(mode: BookingMode, view: BookingView, sent: CreateBookingInput['clientData']): BookingView {
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

function bookingView(booking: NewBooking, written: WrittenBooking, serviceName: string): BookingView {
  return toBookingView({
    booking: {
      id: booking.id,
      businessId: booking.businessId,
      serviceId: booking.serviceId,
      teamMemberId: booking.teamMemberId,
      clientId: written.client.id,
      appointmentDate: booking.startsAt,
      endsAt: booking.endsAt,
      status: booking.status,
      notes: booking.notes,
      cancellationReason: null,
      source: booking.source,
      price: booking.price,
      durationMinutes: booking.durationMinutes,
      createdAt: written.createdAt,
      updatedAt: written.updatedAt,
    },
    serviceName,
    memberName: written.memberName ?? '',
    client: written.client,
  });
}
