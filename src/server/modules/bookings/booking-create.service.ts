// Creating a booking: the public page and the owner's quick booking share one path. The slot engine decides
// what may be booked; the exclusion constraint decides races; an Idempotency-Key makes a resubmit harmless.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/client.ts';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import type { User } from '#server/modules/auth/session.ts';
import { durationOf } from '#server/modules/availability/availability.service.ts';
import {
  type BookingMode,
  checkAppointmentFormat,
  parseAppointmentDate,
  SLOT_TAKEN_MESSAGE,
} from '#server/modules/availability/booking-policy.ts';
import {
  type BookingBusiness,
  businessNotFound,
  findOwnedBusiness,
  isUuid,
  publicBusinessCondition,
  settingsOf,
} from '#server/modules/availability/business-context.ts';
import { type BookableService, loadBookingContext } from '#server/modules/availability/schedule-data.ts';
import { decideFreeMembers } from '#server/modules/availability/slot-check.ts';
import {
  announceMilestones,
  type MilestoneTotals,
  milestoneTotalsColumns,
} from '#server/modules/notifications/milestones.ts';
import { INVALID_PHONE_MESSAGE, normalizePhone } from '#shared/domain/phone.ts';
import { pickTeamMember } from '#shared/domain/slots.ts';
import { AppError } from '#shared/errors.ts';
import type { BookingView, CreateBookingInput } from '#shared/schemas/booking.ts';
import { findBookingView, toBookingView } from './booking-queries.ts';
import { isOverlapViolation, isUniqueViolation } from './booking-store.ts';

const MINUTE = 60_000;

export type CreateBookingResult = { booking: BookingView; created: boolean };

/** The business being booked (a condition on businesses) and whether its signed-in owner is the one booking
 * (quick booking). */
async function resolveTarget(
  db: Db,
  input: CreateBookingInput,
  user: User | null,
): Promise<{ businessWhere: SQL; mode: BookingMode }> {
  const owned = user ? await findOwnedBusiness(db, user.id) : undefined;
  if (!input.businessSlug) {
    if (!user) throw new AppError('BAD_REQUEST', 'Business information not available. Please try again.');
    if (!owned) throw businessNotFound();
    return { businessWhere: eq(businesses.id, owned.id), mode: 'owner' };
  }
  const slug = input.businessSlug.toLowerCase();
  if (owned && (owned.slug === slug || owned.id === input.businessSlug))
    return { businessWhere: eq(businesses.id, owned.id), mode: 'owner' };
  return { businessWhere: publicBusinessCondition(input.businessSlug), mode: 'customer' };
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
  idempotencyKey?: string;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<CreateBookingResult> {
  const { db, input, user, idempotencyKey, now, log } = options;
  const { businessWhere, mode } = await resolveTarget(db, input, user);
  const phoneNormalized = normalizePhone(input.clientData.phone);
  if (!phoneNormalized) throw new AppError('BAD_REQUEST', INVALID_PHONE_MESSAGE);
  checkAppointmentFormat(input.appointmentDate);
  const { serviceId } = input;
  const teamMemberId = input.teamMemberId ?? undefined;
  if (!isUuid(serviceId) || (teamMemberId !== undefined && !isUuid(teamMemberId))) {
    // No such id can exist, but an unknown business is still reported as such first.
    const [known] = await db.select({ id: businesses.id }).from(businesses).where(businessWhere).limit(1);
    if (!known) throw businessNotFound();
    throw new AppError('NOT_FOUND', isUuid(serviceId) ? 'Team member not found' : 'Service not found');
  }
  const context = await loadBookingContext({
    db,
    businessWhere,
    serviceId,
    teamMemberId,
    appointmentDate: input.appointmentDate,
    idempotencyKey,
  });
  const { business, service, teamMemberFound } = context;
  if (!business) throw businessNotFound();
  const replay = async () =>
    idempotencyKey
      ? findByIdempotencyKey(db, { businessId: business.id, key: idempotencyKey, phone: phoneNormalized })
      : undefined;
  if (context.replayId) {
    const earlier = await replay();
    if (earlier) return { booking: earlier, created: false };
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
    const plan = { business, mode, service, startsAt, endsAt, durationMinutes, phoneNormalized };
    // A candidate who lost a race since the check is skipped for the next free one; the constraint is the judge.
    for (const candidate of candidates) {
      try {
        const { view, totals } = await insertBooking({ db, plan, input, user, candidate, idempotencyKey });
        // The booking is made: a milestone that cannot be announced now is announced at the next change.
        await announceMilestones({ db, businessId: business.id, totals }).catch((error: unknown) =>
          log.error({ err: error, bookingId: view.id }, 'milestone announcement failed'),
        );
        return { booking: view, created: true };
      } catch (error) {
        if (isOverlapViolation(error)) continue;
        if (idempotencyKey && isUniqueViolation(error)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
        throw error;
      }
    }
    throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
  } catch (error) {
    // A double-click: the twin request with the same key may have taken the slot first. Answer with its booking.
    if (error instanceof AppError && error.code === 'CONFLICT') {
      const twin = await replay();
      if (twin) return { booking: twin, created: false };
    }
    throw error;
  }
}

type InsertedRow = MilestoneTotals & {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  clientId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  memberName: string | null;
};

/**
 * The booking, its client (one per normalised phone in a business: found and refreshed — name, phone as typed,
 * email when given — or created), its 'created' event and, for a customer's booking, the owner's notification:
 * one statement, so all of it happens or none of it does, and two first bookings from one new number cannot
 * both insert a client. Booking creation is the hottest write, hence no round trip per row.
 */
async function insertBooking(options: {
  db: Db;
  plan: Plan;
  input: CreateBookingInput;
  user: User | null;
  candidate: string;
  idempotencyKey?: string;
}): Promise<{ view: BookingView; totals: MilestoneTotals }> {
  const { db, plan, input, user, candidate, idempotencyKey } = options;
  const { business, mode, service, startsAt, endsAt } = plan;
  const { firstName, lastName, phone, email } = input.clientData;
  const source = mode === 'owner' ? 'owner' : 'online';
  const bookingId = uuidv7();
  const clientName = `${firstName} ${lastName}`.trim();
  const details = {
    source,
    appointmentDate: startsAt.toISOString(),
    teamMemberId: candidate,
    assigned: input.teamMemberId ? 'chosen' : 'automatic',
  };
  const notice = `${clientName} booked ${service.name} on ${notificationDate(startsAt, business.timezone)}`;
  const [row] = await queryPrepared<InsertedRow>(
    db,
    sql`with client as (
        insert into clients (id, business_id, first_name, last_name, phone, phone_normalized, email)
        values (${uuidv7()}::uuid, ${business.id}::uuid, ${firstName}, ${lastName}, ${phone},
          ${plan.phoneNormalized}, ${email ?? null})
        on conflict (business_id, phone_normalized) where erased_at is null do update set
          first_name = excluded.first_name, last_name = excluded.last_name, phone = excluded.phone,
          email = coalesce(excluded.email, clients.email), updated_at = now()
        returning id, first_name, last_name, phone, email
      ), booking as (
        insert into bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at,
          duration_minutes, price, status, notes, source, idempotency_key)
        select ${bookingId}::uuid, ${business.id}::uuid, ${service.id}::uuid, client.id, ${candidate}::uuid,
          ${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, ${plan.durationMinutes}::int,
          ${service.price}::numeric, 'confirmed', ${input.notes || null}, ${source}, ${idempotencyKey ?? null}
        from client
        returning id, created_at, updated_at
      ), event as (
        insert into booking_events (id, business_id, booking_id, action, to_status, details, actor_user_id)
        select ${uuidv7()}::uuid, ${business.id}::uuid, booking.id, 'created', 'confirmed',
          ${JSON.stringify(details)}::jsonb, ${mode === 'owner' ? (user?.id ?? null) : null}::uuid
        from booking
      ), notice as (
        insert into notifications (id, business_id, type, title, message, action_url, data)
        select ${uuidv7()}::uuid, ${business.id}::uuid, 'booking', 'New booking', ${notice}, '/calendar',
          ${JSON.stringify({ bookingId, clientName })}::jsonb
        from booking where ${mode === 'customer'}::boolean
      )
      select booking.id, booking.created_at as "createdAt", booking.updated_at as "updatedAt",
        client.id as "clientId", client.first_name as "firstName", client.last_name as "lastName", client.phone,
        client.email, (select name from team_members where id = ${candidate}::uuid) as "memberName",
        ${milestoneTotalsColumns(business.id)}
      from booking, client`,
  );
  const inserted = row!;
  // The statement's reads do not see its own writes: the totals are from just before this booking.
  const totals = { ...inserted, bookings: inserted.bookings + 1 };
  const view = toBookingView({
    booking: {
      id: inserted.id,
      businessId: business.id,
      serviceId: service.id,
      teamMemberId: candidate,
      clientId: inserted.clientId,
      appointmentDate: startsAt,
      endsAt,
      status: 'confirmed',
      notes: input.notes || null,
      cancellationReason: null,
      source,
      price: service.price,
      durationMinutes: plan.durationMinutes,
      createdAt: new Date(inserted.createdAt),
      updatedAt: new Date(inserted.updatedAt),
    },
    serviceName: service.name,
    memberName: inserted.memberName ?? '',
    client: {
      id: inserted.clientId,
      firstName: inserted.firstName,
      lastName: inserted.lastName,
      phone: inserted.phone,
      email: inserted.email,
    },
  });
  return { view, totals };
}
