// Calendar feeds (issue 13): a secret address per business and per team member that Google, Apple and Outlook
// calendars subscribe to, and the .ics download of one booking. Feeds show the client's name and the service only.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { businesses, services, teamMembers } from '#server/db/schema/businesses.ts';
import { businessIsOpen } from '#server/platform/business-open.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { memberPart } from '#server/platform/member-part.ts';
import { bookingServiceName } from '#server/platform/visit-name.ts';
import { AppError } from '#shared/errors.ts';
import { buildCalendar, type IcsEvent } from './ics.ts';

/** A feed lists bookings from this many days back… */
export const FEED_DAYS_BACK = 30;
/** …to this many days ahead. */
export const FEED_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

export const feedPath = (token: string) => `/ics/${token}.ics`;

/** 256 random bits, URL-safe: the token is the only thing guarding the feed. */
const newToken = () => randomBytes(32).toString('base64url');

export type CalendarFeeds = {
  business: { path: string | null };
  members: Array<{ id: string; name: string; path: string | null }>;
};

export async function listFeeds(db: DbOrTx, businessId: string): Promise<CalendarFeeds> {
  const [business] = await db
    .select({ token: businesses.calendarToken })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const members = await db
    .select({ id: teamMembers.id, name: teamMembers.name, token: teamMembers.calendarToken })
    .from(teamMembers)
    .where(and(eq(teamMembers.businessId, businessId), isNull(teamMembers.archivedAt)))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.name));
  return {
    business: { path: business?.token ? feedPath(business.token) : null },
    members: members.map((m) => ({ id: m.id, name: m.name, path: m.token ? feedPath(m.token) : null })),
  };
}

/** Gives the business's feed (memberId null) or a member's a new address; the old one stops working at once. */
export async function renewFeed(
  db: DbOrTx,
  options: { businessId: string; memberId: string | null },
): Promise<{ path: string }> {
  const token = newToken();
  const updated = options.memberId
    ? await db
        .update(teamMembers)
        .set({ calendarToken: token })
        .where(
          and(
            eq(teamMembers.id, options.memberId),
            eq(teamMembers.businessId, options.businessId),
            isNull(teamMembers.archivedAt),
          ),
        )
        .returning({ id: teamMembers.id })
    : await db
        .update(businesses)
        .set({ calendarToken: token })
        .where(eq(businesses.id, options.businessId))
        .returning({ id: businesses.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Team member not found');
  return { path: feedPath(token) };
}

/** The feed a token opens, or 404: a business's (every member) or one member's, never an archived member's nor
 * one of a business whose owner deleted the account. */
export async function feedCalendar(db: DbOrTx, token: string, now = new Date()): Promise<string> {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.calendarToken, token), businessIsOpen()));
  let scope: { businessId: string; name: string; memberId?: string } | undefined = business && {
    businessId: business.id,
    name: business.name,
  };
  if (!scope) {
    const [member] = await db
      .select({
        id: teamMembers.id,
        businessId: teamMembers.businessId,
        name: teamMembers.name,
        business: businesses.name,
      })
      .from(teamMembers)
      .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
      .where(and(eq(teamMembers.calendarToken, token), isNull(teamMembers.archivedAt), businessIsOpen()));
    scope = member && {
      businessId: member.businessId,
      name: `${member.business} · ${member.name}`,
      memberId: member.id,
    };
  }
  if (!scope) throw new AppError('NOT_FOUND', 'Calendar not found');
  const events = await bookingEvents(
    db,
    [
      eq(bookings.businessId, scope.businessId),
      ne(bookings.status, 'cancelled'),
      gte(bookings.appointmentDate, new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS)),
      lt(bookings.appointmentDate, new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS)),
    ],
    scope.memberId,
  );
  return buildCalendar({ events, name: scope.name, method: 'PUBLISH', now });
}

/** One of the business's bookings as a calendar file (a cancelled one says so), or 404. */
export async function bookingCalendar(
  db: DbOrTx,
  options: { businessId: string; teamMemberId?: string; bookingId: string },
) {
  if (!isUuid(options.bookingId)) throw bookingNotFound();
  const events = await bookingEvents(
    db,
    [eq(bookings.businessId, options.businessId), eq(bookings.id, options.bookingId)],
    options.teamMemberId,
  );
  if (events.length === 0) throw bookingNotFound();
  return buildCalendar({ events, method: 'PUBLISH' });
}

const bookingNotFound = () => new AppError('NOT_FOUND', 'Booking not found');

/** Bookings as calendar events: the client's name and the service, with the staff member and place; with
 * `memberId`, the bookings that member works on, each over their part of it (platform/member-part.ts). */
async function bookingEvents(db: DbOrTx, conditions: SQL[], memberId?: string): Promise<IcsEvent[]> {
  const part = memberId === undefined ? undefined : memberPart('bookings', sql`${memberId}::uuid`);
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: part ? part.start.mapWith(bookings.appointmentDate) : bookings.appointmentDate,
      // The appointment itself, without the buffer the staff member keeps free after it.
      endsAt: (
        part?.end ?? sql`${bookings.appointmentDate} + make_interval(mins => ${bookings.durationMinutes})`
      ).mapWith(bookings.appointmentDate),
      status: bookings.status,
      firstName: clients.firstName,
      lastName: clients.lastName,
      service: bookingServiceName(bookings.id, services.name),
      member: teamMembers.name,
      timeZone: businesses.timezone,
      address: businesses.address,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.teamMemberId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(and(...conditions, part?.works))
    .orderBy(asc(bookings.appointmentDate));
  return rows.map((row) => ({
    uid: `${row.id}@bookwell`,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    summary: `${[row.firstName, row.lastName].filter(Boolean).join(' ')} — ${row.service}`,
    description: `${row.service} with ${row.member}`,
    location: row.address ?? undefined,
    // A booking held for its deposit is not confirmed yet (decision 017).
    status:
      row.status === 'cancelled' ? 'CANCELLED' : row.status === 'pending_payment' ? 'TENTATIVE' : 'CONFIRMED',
  }));
}
