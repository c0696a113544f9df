// Class sessions (decision 036): the owner writes them one-off or from a weekly pattern, lists them, cancels or
// moves them (each attendee's booking changed through the booking write path), and the booking page lists them
// with the seats left. The database keeps an instructor to one session at a time and apart from their one-to-one
// bookings (migration 0041).
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { isOverlapViolation, isRoomTaken } from '#server/db/errors.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { businesses, services, teamMembers } from '#server/db/schema/businesses.ts';
import { classSchedules, classSessions } from '#server/db/schema/classes.ts';
import { resources } from '#server/db/schema/resources.ts';
import { requireTeamMember } from '#server/modules/availability/availability.service.ts';
import { LIVE_STATUSES } from '#server/modules/availability/schedule-data.ts';
import { notificationDate, tellMember } from '#server/modules/booking-changes/booking-changes.service.ts';
import { applyChange, type PlannedChange } from '#server/modules/bookings/booking-update.service.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { refundsDue } from '#server/modules/stripe/checkout.service.ts';
import { type Business, settingsOf } from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { refusal } from '#server/platform/error-messages.ts';
import { freedTimeRecorded } from '#server/platform/freed-time.ts';
import type { User } from '#server/platform/session.ts';
import {
  addDaysToLocalDate,
  localDateOf,
  parseLocalDateTime,
  weekdayOfLocalDate,
} from '#shared/domain/local-time.ts';
import { AppError } from '#shared/errors.ts';
import {
  CLASS_MESSAGES,
  CLASS_WEEKS_AHEAD,
  type ClassSchedule,
  type ClassSession,
  type CreateClassScheduleInput,
  type CreateClassSessionInput,
} from '#shared/schemas/class.ts';

const MINUTE = 60_000;
const sessionNotFound = () => new AppError('NOT_FOUND', CLASS_MESSAGES.sessionNotFound);

type SessionRow = typeof classSessions.$inferSelect;
type ClassServiceRow = Pick<typeof services.$inferSelect, 'id' | 'name' | 'duration' | 'classCapacity'>;

/** The instructor is teaching or booked then, or the room is taken: the refusals every session write gives. */
async function orInstructorBusy<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isRoomTaken(error)) throw new AppError('CONFLICT', CLASS_MESSAGES.roomTaken);
    if (isOverlapViolation(error)) throw new AppError('CONFLICT', CLASS_MESSAGES.instructorBusy);
    throw error;
  }
}

/** The owner's class service, member and room a session names, checked to be theirs. */
async function sessionParts(
  db: DbOrTx,
  business: Business,
  input: Pick<CreateClassSessionInput, 'serviceId' | 'teamMemberId' | 'resourceId'>,
): Promise<{ service: ClassServiceRow & { classCapacity: number } }> {
  const { serviceId, teamMemberId, resourceId } = input;
  if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'Service not found');
  const [service] = await db
    .select({
      id: services.id,
      name: services.name,
      duration: services.duration,
      classCapacity: services.classCapacity,
    })
    .from(services)
    .where(
      and(eq(services.id, serviceId), eq(services.businessId, business.id), isNull(services.archivedAt)),
    );
  if (!service) throw new AppError('NOT_FOUND', 'Service not found');
  if (service.classCapacity === null) throw new AppError('UNPROCESSABLE', CLASS_MESSAGES.notAClass);
  await requireTeamMember(db, { businessId: business.id, teamMemberId, activeOnly: true });
  if (resourceId) {
    const [room] = isUuid(resourceId)
      ? await db
          .select({ id: resources.id })
          .from(resources)
          .where(
            and(
              eq(resources.id, resourceId),
              eq(resources.businessId, business.id),
              isNull(resources.archivedAt),
            ),
          )
      : [];
    if (!room) throw new AppError('NOT_FOUND', 'Resource not found');
  }
  return { service: { ...service, classCapacity: service.classCapacity } };
}

/** How long the instructor is busy for a session of `service`: its length and the business's buffer. */
function spanMinutes(business: Business, service: ClassServiceRow) {
  return service.duration + settingsOf(business).rules.bufferMinutes;
}

function parseStart(local: string, business: Business): Date {
  const startsAt = parseLocalDateTime(local, business.timezone);
  if (!startsAt) throw new AppError('BAD_REQUEST', 'That time does not exist on that day (a clock change).');
  return startsAt;
}

/** The owner's sessions from `from` (inclusive) to `to` (exclusive), with their class and instructor's names. */
export async function listClassSessions(options: {
  db: DbOrTx;
  businessId: string;
  from: Date;
  to: Date;
  sessionId?: string;
  /** A staff member's view: only the sessions they teach. */
  teamMemberId?: string;
}): Promise<ClassSession[]> {
  const { db, businessId, from, to, sessionId, teamMemberId } = options;
  const rows = await db
    .select({ session: classSessions, serviceName: services.name, teamMemberName: teamMembers.name })
    .from(classSessions)
    .innerJoin(services, eq(services.id, classSessions.serviceId))
    .innerJoin(teamMembers, eq(teamMembers.id, classSessions.teamMemberId))
    .where(
      and(
        eq(classSessions.businessId, businessId),
        teamMemberId ? eq(classSessions.teamMemberId, teamMemberId) : undefined,
        sessionId
          ? eq(classSessions.id, sessionId)
          : and(gte(classSessions.startsAt, from), lt(classSessions.startsAt, to)),
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  return rows.map(({ session, serviceName, teamMemberName }) =>
    toClassSession(session, serviceName, teamMemberName),
  );
}

function toClassSession(row: SessionRow, serviceName: string, teamMemberName: string): ClassSession {
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceName,
    teamMemberId: row.teamMemberId,
    teamMemberName,
    resourceId: row.resourceId,
    scheduleId: row.scheduleId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    status: row.status as ClassSession['status'],
  };
}

/** One session of the business (of those `teamMemberId` teaches, when given), or 404. */
export async function findClassSession(
  db: DbOrTx,
  businessId: string,
  sessionId: string,
  teamMemberId?: string,
) {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const [found] = await listClassSessions({
    db,
    businessId,
    from: new Date(0),
    to: new Date(0),
    sessionId,
    teamMemberId,
  });
  if (!found) throw sessionNotFound();
  return found;
}

/** A one-off session. */
export async function createClassSession(options: {
  db: Db;
  business: Business;
  input: CreateClassSessionInput;
  now: Date;
}): Promise<ClassSession> {
  const { db, business, input, now } = options;
  const { service } = await sessionParts(db, business, input);
  const startsAt = parseStart(input.startsAt, business);
  if (startsAt.getTime() <= now.getTime())
    throw new AppError('UNPROCESSABLE', 'Please choose a time to come.');
  const [row] = await orInstructorBusy(() =>
    db
      .insert(classSessions)
      .values({
        businessId: business.id,
        serviceId: service.id,
        teamMemberId: input.teamMemberId,
        resourceId: input.resourceId ?? null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + spanMinutes(business, service) * MINUTE),
        durationMinutes: service.duration,
        capacity: service.classCapacity,
      })
      .returning(),
  );
  return findClassSession(db, business.id, row!.id);
}

/** The starts of a weekly pattern's sessions from local date `from` to `until` (inclusive) that are still ahead;
 * a date whose local time does not exist (a clock change) has none. */
function patternStarts(
  pattern: { dayOfWeek: number; localTime: string },
  timeZone: string,
  range: { from: string; until: string; now: Date },
): Array<{ date: string; startsAt: Date }> {
  const starts: Array<{ date: string; startsAt: Date }> = [];
  let date = range.from;
  while (weekdayOfLocalDate(date) !== pattern.dayOfWeek) date = addDaysToLocalDate(date, 1);
  for (; date <= range.until; date = addDaysToLocalDate(date, 7)) {
    const startsAt = parseLocalDateTime(`${date}T${pattern.localTime}:00`, timeZone);
    if (startsAt && startsAt.getTime() > range.now.getTime()) starts.push({ date, startsAt });
  }
  return starts;
}

/** The last local date a pattern's sessions are written up to today: CLASS_WEEKS_AHEAD weeks on, or its own end. */
function patternHorizon(today: string, endsOn: string | null): string {
  const horizon = addDaysToLocalDate(today, CLASS_WEEKS_AHEAD * 7);
  return endsOn && endsOn < horizon ? endsOn : horizon;
}

/** Writes one session of a pattern in a savepoint; false when the instructor is busy or the room taken then. */
async function insertPatternSession(
  tx: Tx,
  session: typeof classSessions.$inferInsert,
): Promise<{ written: true } | { written: false; roomTaken: boolean }> {
  try {
    await tx.transaction((savepoint) => savepoint.insert(classSessions).values(session));
    return { written: true };
  } catch (error) {
    if (isOverlapViolation(error)) return { written: false, roomTaken: isRoomTaken(error) };
    throw error;
  }
}

/**
 * A weekly pattern and its sessions for the next CLASS_WEEKS_AHEAD weeks (its last date at most), all or none: a
 * week the instructor is busy is a 409 naming the date. extendClassSchedules keeps writing the weeks after.
 */
export async function createClassSchedule(options: {
  db: Db;
  business: Business;
  input: CreateClassScheduleInput;
  now: Date;
}): Promise<{ id: string; sessionsCreated: number }> {
  const { db, business, input, now } = options;
  const { service } = await sessionParts(db, business, input);
  const today = localDateOf(now, business.timezone);
  const until = patternHorizon(today, input.endsOn ?? null);
  const span = spanMinutes(business, service);
  // Local dates compare as strings; a pattern that began in the past writes from today.
  const from = [input.startsOn, today].sort()[1]!;
  const starts = patternStarts(input, business.timezone, { from, until, now });
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .insert(classSchedules)
      .values({
        businessId: business.id,
        serviceId: service.id,
        teamMemberId: input.teamMemberId,
        resourceId: input.resourceId ?? null,
        dayOfWeek: input.dayOfWeek,
        localTime: input.localTime,
        startsOn: input.startsOn,
        endsOn: input.endsOn ?? null,
        writtenUntil: until,
      })
      .returning({ id: classSchedules.id });
    for (const { date, startsAt } of starts) {
      const result = await insertPatternSession(tx, {
        businessId: business.id,
        serviceId: service.id,
        scheduleId: schedule!.id,
        teamMemberId: input.teamMemberId,
        resourceId: input.resourceId ?? null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + span * MINUTE),
        durationMinutes: service.duration,
        capacity: service.classCapacity,
      });
      if (!result.written) {
        throw refusal('CONFLICT', 'classes.clashOn', {
          clash: result.roomTaken ? 'room' : 'instructor',
          date,
        });
      }
    }
    return { id: schedule!.id, sessionsCreated: starts.length };
  });
}

/**
 * Writes the weeks that came within CLASS_WEEKS_AHEAD of today since a pattern was last written, for every
 * business: a pattern runs until its last date, not for its first twelve weeks only. A week the instructor is busy
 * or the room taken is left out and the owner told which (a background round cannot refuse like the owner's own
 * request does). A pattern whose class was archived or is no longer a class, or whose instructor left, is not
 * written on. Each pattern is its own transaction, claimed with SKIP LOCKED: processes side by side never write a
 * week twice. Returns how many sessions were written.
 */
export async function extendClassSchedules(db: Db, now: Date): Promise<number> {
  let written = 0;
  // The patterns whose horizon in their business's zone has moved on since they were written.
  const due = await db
    .select({ id: classSchedules.id })
    .from(classSchedules)
    .innerJoin(businesses, eq(businesses.id, classSchedules.businessId))
    .where(
      and(
        sql`${classSchedules.writtenUntil} < (${now.toISOString()}::timestamptz at time zone ${businesses.timezone})::date + ${CLASS_WEEKS_AHEAD * 7}::int`,
        or(isNull(classSchedules.endsOn), lt(classSchedules.writtenUntil, classSchedules.endsOn)),
      ),
    );
  for (const { id } of due) written += await extendClassSchedule(db, id, now);
  return written;
}

async function extendClassSchedule(db: Db, scheduleId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ schedule: classSchedules, business: businesses, service: services, member: teamMembers })
      .from(classSchedules)
      .innerJoin(businesses, eq(businesses.id, classSchedules.businessId))
      .innerJoin(services, eq(services.id, classSchedules.serviceId))
      .innerJoin(teamMembers, eq(teamMembers.id, classSchedules.teamMemberId))
      .where(eq(classSchedules.id, scheduleId))
      .for('update', { of: classSchedules, skipLocked: true });
    if (!row) return 0;
    const { schedule, business, service, member } = row;
    const until = patternHorizon(localDateOf(now, business.timezone), schedule.endsOn);
    if (schedule.writtenUntil >= until) return 0;
    const capacity = service.classCapacity;
    const teaches = capacity !== null && !service.archivedAt && member.isActive;
    const starts = teaches
      ? patternStarts(schedule, business.timezone, {
          from: addDaysToLocalDate(schedule.writtenUntil, 1),
          until,
          now,
        })
      : [];
    const skipped: string[] = [];
    for (const { date, startsAt } of starts) {
      const result = await insertPatternSession(tx, {
        businessId: business.id,
        serviceId: service.id,
        scheduleId: schedule.id,
        teamMemberId: schedule.teamMemberId,
        resourceId: schedule.resourceId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + spanMinutes(business, service) * MINUTE),
        durationMinutes: service.duration,
        capacity: capacity!,
      });
      if (!result.written) skipped.push(date);
    }
    await tx.update(classSchedules).set({ writtenUntil: until }).where(eq(classSchedules.id, schedule.id));
    if (skipped.length > 0) {
      await createNotification({
        db: tx,
        businessId: business.id,
        teamMemberId: schedule.teamMemberId,
        type: 'system',
        title: 'Class sessions not added',
        message: `${service.name} with ${member.name}: no session on ${skipped.join(', ')}, as the instructor is booked or the room is taken then. Add them from Classes once the time is free.`,
        actionUrl: '/classes',
        news: { kind: 'sessionsNotAdded', service: service.name, member: member.name, dates: skipped },
      });
    }
    return starts.length - skipped.length;
  });
}

/** The business's weekly patterns with sessions still to come (their last date today or later, or none). */
export async function listClassSchedules(options: {
  db: DbOrTx;
  business: Business;
  now: Date;
}): Promise<ClassSchedule[]> {
  const { db, business, now } = options;
  const today = localDateOf(now, business.timezone);
  return db
    .select({
      id: classSchedules.id,
      serviceName: services.name,
      teamMemberName: teamMembers.name,
      dayOfWeek: classSchedules.dayOfWeek,
      localTime: classSchedules.localTime,
      startsOn: classSchedules.startsOn,
      endsOn: classSchedules.endsOn,
      writtenUntil: classSchedules.writtenUntil,
    })
    .from(classSchedules)
    .innerJoin(services, eq(services.id, classSchedules.serviceId))
    .innerJoin(teamMembers, eq(teamMembers.id, classSchedules.teamMemberId))
    .where(
      and(
        eq(classSchedules.businessId, business.id),
        or(isNull(classSchedules.endsOn), gte(classSchedules.endsOn, today)),
      ),
    )
    .orderBy(asc(classSchedules.dayOfWeek), asc(classSchedules.localTime), asc(classSchedules.id));
}

/**
 * Stops a weekly pattern repeating: no week is added after those already written, whose sessions stay (with their
 * attendees) until the owner cancels them. Waits for a round writing the pattern, then ends it after that round's
 * weeks.
 */
export async function stopClassSchedule(options: {
  db: DbOrTx;
  businessId: string;
  scheduleId: string;
}): Promise<void> {
  const { db, businessId, scheduleId } = options;
  const notFound = () => new AppError('NOT_FOUND', CLASS_MESSAGES.scheduleNotFound);
  if (!isUuid(scheduleId)) throw notFound();
  const stopped = await db
    .update(classSchedules)
    .set({
      endsOn: sql`least(coalesce(${classSchedules.endsOn}, ${classSchedules.writtenUntil}), ${classSchedules.writtenUntil})`,
    })
    .where(and(eq(classSchedules.id, scheduleId), eq(classSchedules.businessId, businessId)))
    .returning({ id: classSchedules.id });
  if (stopped.length === 0) throw notFound();
}

/** The business's scheduled session, locked before its bookings are (decision 036's lock order). */
async function lockScheduledSession(tx: Tx, businessId: string, sessionId: string): Promise<SessionRow> {
  const [session] = await tx
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.id, sessionId), eq(classSessions.businessId, businessId)))
    .for('no key update');
  if (!session) throw sessionNotFound();
  if (session.status === 'cancelled') throw new AppError('CONFLICT', CLASS_MESSAGES.sessionCancelled);
  return session;
}

/** The session's live seat bookings, read after its row is locked (a seat booked meanwhile waits, then sees the
 * change). */
function liveSeatBookings(tx: Tx, sessionId: string) {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.classSessionId, sessionId), inArray(bookings.status, [...LIVE_STATUSES])))
    .orderBy(asc(bookings.createdAt));
}

/** The planned change of one seat booking, as the owner's change of that booking would be. */
function seatChange(
  booking: typeof bookings.$inferSelect,
  options: { business: Business; user: User; now: Date },
  change: Pick<PlannedChange, 'input' | 'statusChange' | 'move' | 'details'>,
): PlannedChange {
  return {
    booking,
    business: options.business,
    now: options.now,
    notesChange: false,
    changeActor: { kind: 'owner', userId: options.user.id, wholeSession: true },
    ...change,
  };
}

/**
 * The owner's change of a whole session, told once rather than once per seat: the instructor hears of it (unless
 * they made it; their bell, push and email as their preferences say, anchored on the first seat booking), and a
 * cancellation is one entry in the owner's Live Activity. Each attendee is told of their own booking by its change.
 */
async function tellSessionChange(
  tx: Tx,
  options: { business: Business; user: User; session: SessionRow; seats: Array<{ id: string }> },
  change: { kind: 'cancelled' } | { kind: 'moved'; to: Date },
) {
  const { business, user, session, seats } = options;
  const [first] = seats;
  if (!first) return;
  const [service] = await tx
    .select({ name: services.name })
    .from(services)
    .where(eq(services.id, session.serviceId));
  const name = service?.name ?? '';
  const told = seats.length === 1 ? 'its attendee was told' : `its ${seats.length} attendees were told`;
  const anchor = {
    id: first.id,
    businessId: business.id,
    startsAt: session.startsAt,
    timeZone: business.timezone,
  };
  const when = (instant: Date) => notificationDate(instant, business.timezone);
  // What the news of the change names, for the app to say in its reader's language (docs/decisions/047).
  const about = { service: name, attendees: seats.length, timeZone: business.timezone };
  if (change.kind === 'cancelled') {
    const cancelled = { ...about, at: session.startsAt.toISOString() };
    await createNotification({
      db: tx,
      businessId: business.id,
      type: 'booking',
      title: 'Class cancelled',
      message: `The ${name} class on ${when(session.startsAt)} was cancelled; ${told}.`,
      news: { kind: 'classCancelled', ...cancelled },
      priority: 'high',
      actionUrl: '/classes',
      data: { classSessionId: session.id },
    });
    await tellMember(tx, anchor, user.id, {
      kind: 'member_booking_cancelled',
      title: 'Class cancelled',
      body: (by, at) => `${by} cancelled your ${name} class on ${at(session.startsAt)}; ${told}.`,
      news: (by) => ({ kind: 'classCancelled', by, ...cancelled }),
      priority: 'high',
      occasion: '',
    });
    return;
  }
  await tellMember(tx, anchor, user.id, {
    kind: 'member_booking_rescheduled',
    title: 'Class moved',
    body: (by, at) =>
      `${by} moved your ${name} class from ${at(session.startsAt)} to ${at(change.to)}; ${told}.`,
    news: (by) => ({
      kind: 'classMoved',
      by,
      ...about,
      from: session.startsAt.toISOString(),
      to: change.to.toISOString(),
    }),
    priority: 'medium',
    occasion: change.to.toISOString(),
    details: { from: session.startsAt.toISOString() },
  });
}

/** After a transaction of seat booking changes: the outbox, the waitlist and Stripe's refunds are woken. */
function changesWritten(db: Db, refundDue: boolean) {
  freedTimeRecorded(db);
  outboxWritten(db);
  if (refundDue) refundsDue(db);
}

/**
 * Cancels a session: every live seat booking is cancelled as the owner's cancellation of it would be (history,
 * the attendee told through the outbox, a deposit paid online refunded), in one transaction with the session.
 */
export async function cancelClassSession(options: {
  db: Db;
  business: Business;
  user: User;
  sessionId: string;
  reason?: string | null;
  now: Date;
}): Promise<ClassSession> {
  const { db, business, sessionId } = options;
  if (!isUuid(sessionId)) throw sessionNotFound();
  const reason = options.reason || null;
  let refundDue = false;
  await db.transaction(async (tx) => {
    const session = await lockScheduledSession(tx, business.id, sessionId);
    await tx
      .update(classSessions)
      .set({ status: 'cancelled', cancellationReason: reason })
      .where(eq(classSessions.id, session.id));
    const seats = await liveSeatBookings(tx, session.id);
    for (const booking of seats) {
      const planned = seatChange(booking, options, {
        input: { status: 'cancelled', cancellationReason: reason },
        statusChange: 'cancelled',
        move: null,
        details: { classSession: 'cancelled', ...(reason ? { cancellationReason: reason } : {}) },
      });
      refundDue = (await applyChange(tx, planned)) || refundDue;
    }
    await tellSessionChange(tx, { ...options, session, seats }, { kind: 'cancelled' });
  });
  changesWritten(db, refundDue);
  return findClassSession(db, business.id, sessionId);
}

/** Moves a session to a local date-time, its attendees' bookings with it (each told, as a move of their booking). */
export async function moveClassSession(options: {
  db: Db;
  business: Business;
  user: User;
  sessionId: string;
  startsAt: string;
  now: Date;
}): Promise<ClassSession> {
  const { db, business, sessionId, now } = options;
  if (!isUuid(sessionId)) throw sessionNotFound();
  const startsAt = parseStart(options.startsAt, business);
  if (startsAt.getTime() <= now.getTime())
    throw new AppError('UNPROCESSABLE', 'Please choose a time to come.');
  await orInstructorBusy(() =>
    db.transaction(async (tx) => {
      const session = await lockScheduledSession(tx, business.id, sessionId);
      const endsAt = new Date(startsAt.getTime() + (session.endsAt.getTime() - session.startsAt.getTime()));
      await tx.update(classSessions).set({ startsAt, endsAt }).where(eq(classSessions.id, session.id));
      const seats = await liveSeatBookings(tx, session.id);
      for (const booking of seats) {
        const planned = seatChange(booking, options, {
          input: {},
          statusChange: undefined,
          move: { startsAt, endsAt, teamMemberId: booking.teamMemberId },
          details: { appointmentDate: { from: session.startsAt.toISOString(), to: startsAt.toISOString() } },
        });
        await applyChange(tx, planned);
      }
      await tellSessionChange(tx, { ...options, session, seats }, { kind: 'moved', to: startsAt });
    }),
  );
  changesWritten(db, false);
  return findClassSession(db, business.id, sessionId);
}
