// A session's roster (decision 036): who booked, how many seats, who is checked in; and checking someone in.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { fullName } from '#shared/domain/names.ts';
import { AppError } from '#shared/errors.ts';
import { type Attendee, CLASS_MESSAGES, type Roster } from '#shared/schemas/class.ts';
import { findClassSession } from './class-sessions.service.ts';

/** The session and its attendees (every seat booking not cancelled), in booking order. */
export async function findRoster(options: {
  db: DbOrTx;
  businessId: string;
  sessionId: string;
  /** A staff member: only a session they teach. */
  teamMemberId?: string;
}): Promise<Roster> {
  const { db, businessId, sessionId, teamMemberId } = options;
  const session = await findClassSession(db, businessId, sessionId, teamMemberId);
  const rows = await db
    .select({
      bookingId: bookings.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      phone: clients.phone,
      seats: bookings.seats,
      status: bookings.status,
      checkedInAt: bookings.checkedInAt,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .where(
      and(
        eq(bookings.businessId, businessId),
        eq(bookings.classSessionId, session.id),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const attendees: Attendee[] = rows.map((row) => ({
    bookingId: row.bookingId,
    clientName: fullName(row),
    phone: row.phone,
    seats: row.seats ?? 1,
    status: row.status,
    checkedIn: row.checkedInAt !== null,
  }));
  return { session, attendees };
}

/** Checks an attendee in (or undoes it): a booked seat of this session that is not cancelled. */
export async function setCheckedIn(options: {
  db: Db;
  businessId: string;
  sessionId: string;
  bookingId: string;
  checkedIn: boolean;
  now: Date;
  teamMemberId?: string;
}): Promise<Roster> {
  const { db, businessId, sessionId, bookingId, checkedIn, now, teamMemberId } = options;
  if (!isUuid(bookingId)) throw new AppError('NOT_FOUND', CLASS_MESSAGES.notAttendee);
  await findClassSession(db, businessId, sessionId, teamMemberId);
  const updated = await db
    .update(bookings)
    .set({ checkedInAt: checkedIn ? now : null })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.businessId, businessId),
        eq(bookings.classSessionId, sessionId),
        inArray(bookings.status, ['confirmed', 'completed', 'no_show']),
      ),
    )
    .returning({ id: bookings.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', CLASS_MESSAGES.notAttendee);
  return findRoster({ db, businessId, sessionId, teamMemberId });
}
