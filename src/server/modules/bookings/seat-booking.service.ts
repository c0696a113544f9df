// A seat booking of a class session (decision 036): what it is checked against (read in one statement) and the
// refusals the database gives it. It is written by the booking statement (booking-create.service.ts) with the
// session and seats added; the trigger bookings_class_seats counts the seats under the session's row lock.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { isCheckViolation } from '#server/db/errors.ts';
import type { BookableService } from '#server/modules/availability/schedule-data.ts';
import {
  type BookingBusiness,
  type BusinessKey,
  businessKeyCondition,
} from '#server/platform/business-context.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { queryRows } from '#server/platform/sql.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { AppError } from '#shared/errors.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';

export type ClassService = BookableService & { classCapacity: number | null; classMaxSeats: number | null };
export type BookedSession = {
  id: string;
  teamMemberId: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
  status: 'scheduled' | 'cancelled';
};

export type ClassBookingContext = {
  business: BookingBusiness | null;
  takesOnlineBookings: boolean;
  service: ClassService | null;
  session: BookedSession | null;
  replayId: string | null;
};

type ContextRow = Omit<ClassBookingContext, 'session'> & {
  session: (Omit<BookedSession, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string }) | null;
};

/** The business, the class service, its session and the booking an Idempotency-Key already made, in one statement. */
export async function loadClassBookingContext(options: {
  db: DbOrTx;
  business: BusinessKey;
  serviceId: string;
  sessionId: string;
  idempotencyKey?: string;
}): Promise<ClassBookingContext> {
  const { db, business, serviceId, sessionId, idempotencyKey } = options;
  const [row] = await queryRows<ContextRow>(
    db,
    sql`with biz as (
        select id, slug, timezone, business_hours, booking_rules, status from businesses
        where ${businessKeyCondition(business)} limit 1
      )
      select
        (select json_build_object('id', id, 'slug', slug, 'timezone', timezone, 'businessHours', business_hours,
          'bookingRules', booking_rules) from biz) as business,
        (select biz.status <> 'suspended' and coalesce(cc.enable_online_booking, true)
          from biz left join client_customizations cc on cc.business_id = biz.id) as "takesOnlineBookings",
        (select json_build_object('id', sv.id, 'name', sv.name, 'price', sv.price::text, 'duration', sv.duration,
            'depositType', sv.deposit_type, 'depositValue', sv.deposit_value::text,
            'classCapacity', sv.class_capacity, 'classMaxSeats', sv.class_max_seats)
          from services sv where sv.id = ${serviceId}::uuid and sv.business_id = (select id from biz)
            and sv.is_active and sv.archived_at is null) as service,
        (select json_build_object('id', s.id, 'teamMemberId', s.team_member_id, 'startsAt', s.starts_at,
            'endsAt', s.ends_at, 'durationMinutes', s.duration_minutes, 'capacity', s.capacity,
            'seatsTaken', s.seats_taken, 'status', s.status)
          from class_sessions s where s.id = ${sessionId}::uuid and s.service_id = ${serviceId}::uuid
            and s.business_id = (select id from biz)) as session,
        ${
          idempotencyKey
            ? sql`(select b.id from bookings b where b.business_id = (select id from biz)
                and b.idempotency_key = ${idempotencyKey})`
            : sql`null::uuid`
        } as "replayId"`,
  );
  const session = row?.session;
  return {
    business: row?.business ?? null,
    takesOnlineBookings: row?.takesOnlineBookings ?? false,
    service: row?.service ?? null,
    session: session
      ? { ...session, startsAt: new Date(session.startsAt), endsAt: new Date(session.endsAt) }
      : null,
    replayId: row?.replayId ?? null,
  };
}

/** The seats a booking of `context`'s session asks for, checked on the session as read: the database decides. */
export function checkSeatRequest(options: {
  context: ClassBookingContext;
  startsAt: Date;
  seats: number;
  now: Date;
}): { service: ClassService; session: BookedSession; price: string } {
  const { context, startsAt, seats, now } = options;
  const { service, session } = context;
  if (!service) throw new AppError('NOT_FOUND', 'Service not found');
  if (service.classCapacity === null || service.classMaxSeats === null)
    throw new AppError('UNPROCESSABLE', CLASS_MESSAGES.notAClass);
  if (!session) throw new AppError('NOT_FOUND', CLASS_MESSAGES.sessionNotFound);
  if (session.status !== 'scheduled') throw new AppError('CONFLICT', CLASS_MESSAGES.sessionCancelled);
  if (session.startsAt.getTime() !== startsAt.getTime())
    throw new AppError('CONFLICT', CLASS_MESSAGES.sessionMoved);
  if (session.startsAt.getTime() <= now.getTime())
    throw new AppError('CONFLICT', CLASS_MESSAGES.sessionStarted);
  if (seats > service.classMaxSeats)
    throw refusal('BAD_REQUEST', 'class.tooManySeats', { max: service.classMaxSeats });
  const left = session.capacity - session.seatsTaken;
  if (left < seats)
    throw new AppError('CONFLICT', left === 0 ? CLASS_MESSAGES.full : CLASS_MESSAGES.notEnoughSeats);
  return { service, session, price: formatCents(decimalToCents(service.price) * seats) };
}

/** The 409 a seat booking gets when the database refused it: its session filled up or changed meanwhile. */
export function seatRefusal(error: unknown): AppError | undefined {
  if (isCheckViolation(error, 'class_sessions_seats_check'))
    return new AppError('CONFLICT', CLASS_MESSAGES.notEnoughSeats);
  if (isCheckViolation(error, 'class_sessions_open'))
    return new AppError('CONFLICT', CLASS_MESSAGES.sessionMoved);
  return undefined;
}
