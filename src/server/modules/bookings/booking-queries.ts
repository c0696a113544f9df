// Owner reads of bookings in the dashboard/calendar shape: by local date range, upcoming (paged), today, one
// booking with its history. Every read is filtered by the owner's business.
import { and, asc, eq, gt, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  bookingEvents,
  bookingSeries,
  bookingServices,
  bookings,
  clients,
} from '#server/db/schema/bookings.ts';
import { services, teamMembers } from '#server/db/schema/businesses.ts';
import { bookingResources, resources } from '#server/db/schema/resources.ts';
import { requireTeamMember } from '#server/modules/availability/availability.service.ts';
import { LIVE_STATUSES } from '#server/modules/availability/schedule-data.ts';
import type { Business } from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { bookingServiceName } from '#server/platform/visit-name.ts';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  localDateOf,
  startOfLocalDay,
} from '#shared/domain/local-time.ts';
import { fullName } from '#shared/domain/names.ts';
import { describeRecurrence } from '#shared/domain/recurrence.ts';
import { AppError } from '#shared/errors.ts';
import {
  type BookingDetail,
  type BookingSeriesView,
  type BookingStatus,
  type BookingView,
  type ListBookingsQuery,
  MAX_BOOKING_RANGE_DAYS,
  type UpcomingBookings,
  type UpcomingBookingsQuery,
} from '#shared/schemas/booking.ts';
import { TEAM_MESSAGES } from '#shared/schemas/team.ts';

type ClientView = BookingView['client'];
type BookingRow = typeof bookings.$inferSelect;

const MINUTE = 60_000;

export const bookingNotFound = () => new AppError('NOT_FOUND', 'Booking not found');

type BookingViewFields = Pick<
  BookingRow,
  | 'id'
  | 'businessId'
  | 'serviceId'
  | 'teamMemberId'
  | 'clientId'
  | 'appointmentDate'
  | 'endsAt'
  | 'memberEndsAt'
  | 'status'
  | 'notes'
  | 'cancellationReason'
  | 'source'
  | 'classSessionId'
  | 'seats'
  | 'price'
  | 'durationMinutes'
  | 'createdAt'
  | 'updatedAt'
>;

export function toBookingView(row: {
  booking: BookingViewFields;
  serviceName: string;
  memberName: string;
  client: ClientView;
  otherParts?: BookingView['otherParts'];
}): BookingView {
  const { booking, client } = row;
  const start = booking.appointmentDate.toISOString();
  return {
    id: booking.id,
    businessId: booking.businessId,
    serviceId: booking.serviceId,
    teamMemberId: booking.teamMemberId,
    clientId: booking.clientId,
    appointmentDate: start,
    dateTime: start,
    endsAt: booking.endsAt.toISOString(),
    status: booking.status as BookingStatus,
    notes: booking.notes,
    cancellationReason: booking.cancellationReason,
    source: booking.source,
    classSessionId: booking.classSessionId,
    seats: booking.seats,
    service: {
      id: booking.serviceId,
      name: row.serviceName,
      price: booking.price,
      duration: booking.durationMinutes,
    },
    teamMember: { id: booking.teamMemberId, name: row.memberName },
    memberEndsAt: booking.memberEndsAt?.toISOString() ?? null,
    otherParts: row.otherParts ?? [],
    client,
    clientName: fullName(client),
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

async function selectBookingViews(
  db: DbOrTx,
  where: SQL | undefined,
  limit?: number,
): Promise<BookingView[]> {
  const query = db
    .select({
      booking: bookings,
      serviceName: bookingServiceName(bookings.id, services.name),
      memberName: teamMembers.name,
      client: {
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        phone: clients.phone,
        email: clients.email,
      },
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(where)
    .orderBy(asc(bookings.appointmentDate), asc(bookings.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  const parts = await findOtherParts(
    db,
    rows.filter((row) => row.booking.memberEndsAt !== null).map((row) => row.booking.id),
  );
  return rows.map((row) => toBookingView({ ...row, otherParts: parts.get(row.booking.id) }));
}

/** The parts other members perform in shared visits `bookingIds` (decision 043): a member's services in a row are
 * one part, from the first's start to the last's end (its buffer included). */
export async function findOtherParts(
  db: DbOrTx,
  bookingIds: string[],
): Promise<Map<string, BookingView['otherParts']>> {
  const byBooking = new Map<string, BookingView['otherParts']>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: bookingServices.bookingId,
      teamMemberId: teamMembers.id,
      memberName: teamMembers.name,
      startsAt: bookingServices.startsAt,
      endsAt: bookingServices.endsAt,
    })
    .from(bookingServices)
    .innerJoin(teamMembers, eq(teamMembers.id, bookingServices.teamMemberId))
    .where(inArray(bookingServices.bookingId, bookingIds))
    .orderBy(asc(bookingServices.bookingId), asc(bookingServices.position));
  for (const { bookingId, startsAt, endsAt, ...member } of rows) {
    const parts = byBooking.get(bookingId) ?? byBooking.set(bookingId, []).get(bookingId)!;
    const last = parts[parts.length - 1];
    const span = { startsAt: startsAt!.toISOString(), endsAt: endsAt!.toISOString() };
    if (last?.teamMemberId === member.teamMemberId && last.endsAt >= span.startsAt) last.endsAt = span.endsAt;
    else parts.push({ ...member, ...span });
  }
  return byBooking;
}

/** The bookings a member works on: their own, and the visits they perform a part of (decision 043). */
const worksOn = (teamMemberId: string): SQL =>
  sql`(${bookings.teamMemberId} = ${teamMemberId}::uuid or exists (select 1 from booking_services p
    where p.booking_id = ${bookings.id} and p.team_member_id = ${teamMemberId}::uuid))`;

/** A staff member's view of bookings: those they work on (AccessScope's teamMemberId). */
const theirs = (teamMemberId: string | undefined) =>
  teamMemberId === undefined ? undefined : worksOn(teamMemberId);

export async function findBookingView(
  db: DbOrTx,
  options: { businessId: string; bookingId: string; teamMemberId?: string },
) {
  if (!isUuid(options.bookingId)) return undefined;
  const [view] = await selectBookingViews(
    db,
    and(
      eq(bookings.id, options.bookingId),
      eq(bookings.businessId, options.businessId),
      theirs(options.teamMemberId),
    ),
  );
  return view;
}

export async function findBookingDetail(options: {
  db: DbOrTx;
  businessId: string;
  teamMemberId?: string;
  bookingId: string;
}): Promise<BookingDetail> {
  const { db, businessId, bookingId } = options;
  const view = await findBookingView(db, options);
  if (!view) throw bookingNotFound();
  const events = await db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.businessId, businessId)))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const history = events.map((event) => ({
    id: event.id,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    details: (event.details ?? {}) as Record<string, unknown>,
    actorUserId: event.actorUserId,
    createdAt: event.createdAt.toISOString(),
  }));
  const held = await db
    .select({ name: resources.name, quantity: resources.quantity, unit: bookingResources.unit })
    .from(bookingResources)
    .innerJoin(resources, eq(resources.id, bookingResources.resourceId))
    .where(and(eq(bookingResources.bookingId, bookingId), eq(bookingResources.businessId, businessId)))
    .orderBy(asc(resources.name));
  const parts = await db
    .select({
      serviceId: bookingServices.serviceId,
      name: services.name,
      duration: bookingServices.durationMinutes,
      price: bookingServices.price,
      memberId: teamMembers.id,
      memberName: teamMembers.name,
    })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .leftJoin(teamMembers, eq(teamMembers.id, bookingServices.teamMemberId))
    .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.businessId, businessId)))
    .orderBy(asc(bookingServices.position));
  let startsAt = Date.parse(view.appointmentDate);
  const visitServices = parts.map(({ memberId, memberName, ...part }) => {
    const at = new Date(startsAt).toISOString();
    startsAt += part.duration * MINUTE;
    const teamMember = memberId && memberName ? { id: memberId, name: memberName } : view.teamMember;
    return { ...part, startsAt: at, teamMember };
  });
  return {
    ...view,
    history,
    series: await findSeriesOfBooking(db, { businessId, bookingId }),
    resources: held.map((r) => ({ name: r.name, unit: r.quantity > 1 ? r.unit : null })),
    visitServices,
  };
}

/** The services of a visit in order, with their lengths as booked (decision 037) and, in a visit shared between
 * members, each one's other member (null: the booking's own, decision 043); undefined for one service. */
export async function findVisitParts(
  db: DbOrTx,
  bookingId: string,
): Promise<Array<{ serviceId: string; durationMinutes: number; teamMemberId: string | null }> | undefined> {
  const rows = await db
    .select({
      serviceId: bookingServices.serviceId,
      durationMinutes: bookingServices.durationMinutes,
      teamMemberId: bookingServices.teamMemberId,
    })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, bookingId))
    .orderBy(asc(bookingServices.position));
  return rows.length > 0 ? rows : undefined;
}

/** The series `bookingId` belongs to, with every appointment of it, or null for a booking that does not repeat. */
export async function findSeriesOfBooking(
  db: DbOrTx,
  options: { businessId: string; bookingId: string },
): Promise<BookingSeriesView | null> {
  const [row] = await db
    .select({ series: bookingSeries })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(and(eq(bookings.id, options.bookingId), eq(bookings.businessId, options.businessId)))
    .limit(1);
  if (!row) return null;
  const { series } = row;
  const occurrences = await db
    .select({ id: bookings.id, appointmentDate: bookings.appointmentDate, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.seriesId, series.id), eq(bookings.businessId, options.businessId)))
    .orderBy(asc(bookings.appointmentDate));
  const rule = { frequency: series.frequency as 'weekly' | 'monthly', interval: series.interval };
  return {
    id: series.id,
    description: describeRecurrence(series.startsOn, rule),
    startsOn: series.startsOn,
    ...rule,
    occurrences: occurrences.map((o) => ({ ...o, appointmentDate: o.appointmentDate.toISOString() })),
  };
}

/** Local dates, inclusive. Without dates: 30 days back to 61 days ahead (92 days, the longest range). */
export async function listBookings(options: {
  db: DbOrTx;
  business: Business;
  /** A staff member's own: another member asked for is that member's 404. */
  teamMemberId?: string;
  query: ListBookingsQuery;
  now: Date;
}): Promise<BookingView[]> {
  const { db, business, query, now } = options;
  const timeZone = business.timezone;
  const span = MAX_BOOKING_RANGE_DAYS - 1;
  const today = localDateOf(now, timeZone);
  const from =
    query.from ?? (query.to ? addDaysToLocalDate(query.to, -span) : addDaysToLocalDate(today, -30));
  const to = query.to ?? addDaysToLocalDate(from, query.from ? span : 91);
  const days = daysBetweenLocalDates(from, to);
  if (days < 0) throw new AppError('BAD_REQUEST', 'to must not be before from');
  if (days > span)
    throw new AppError('BAD_REQUEST', `The date range can be at most ${MAX_BOOKING_RANGE_DAYS} days.`);
  const conditions = [
    eq(bookings.businessId, business.id),
    gte(bookings.appointmentDate, startOfLocalDay(from, timeZone)),
    lt(bookings.appointmentDate, startOfLocalDay(addDaysToLocalDate(to, 1), timeZone)),
  ];
  const member = options.teamMemberId ?? query.teamMemberId;
  if (query.teamMemberId && query.teamMemberId !== member)
    throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  if (member) {
    await requireTeamMember(db, { businessId: business.id, teamMemberId: member });
    conditions.push(worksOn(member));
  }
  return selectBookingViews(db, and(...conditions));
}

function encodeCursor(view: BookingView): string {
  return Buffer.from(JSON.stringify([view.appointmentDate, view.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(at);
    if (!Number.isNaN(date.getTime()) && typeof id === 'string' && isUuid(id)) return { at: date, id };
  } catch {}
  throw new AppError('BAD_REQUEST', 'Invalid cursor');
}

/** Live (confirmed or pending) bookings starting from now, soonest first, `limit` per page. */
export async function listUpcomingBookings(options: {
  db: DbOrTx;
  business: Business;
  teamMemberId?: string;
  query: UpcomingBookingsQuery;
  now: Date;
}): Promise<UpcomingBookings> {
  const { db, business, query, now } = options;
  const conditions = [
    eq(bookings.businessId, business.id),
    theirs(options.teamMemberId),
    inArray(bookings.status, [...LIVE_STATUSES]),
    gte(bookings.appointmentDate, now),
  ];
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    const next = or(
      gt(bookings.appointmentDate, after.at),
      and(eq(bookings.appointmentDate, after.at), gt(bookings.id, after.id)),
    );
    if (next) conditions.push(next);
  }
  const rows = await selectBookingViews(db, and(...conditions), query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

/** Today's bookings in the business's time zone (cancelled ones left out), soonest first. */
export async function listTodayBookings(options: {
  db: DbOrTx;
  business: Business;
  teamMemberId?: string;
  now: Date;
}) {
  const { db, business, now } = options;
  const today = localDateOf(now, business.timezone);
  return selectBookingViews(
    db,
    and(
      eq(bookings.businessId, business.id),
      theirs(options.teamMemberId),
      ne(bookings.status, 'cancelled'),
      gte(bookings.appointmentDate, startOfLocalDay(today, business.timezone)),
      lt(bookings.appointmentDate, startOfLocalDay(addDaysToLocalDate(today, 1), business.timezone)),
    ),
  );
}
