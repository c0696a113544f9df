// Team members' calendar connections (issue 27): read-only by secret iCal address, or two-way by CalDAV (the
// member's bookings are written to the calendar as events, docs/decisions/031). The owner connects, disconnects and
// refreshes a member's calendar; reads (and a CalDAV calendar's writes) run in the background. A read is claimed (FOR UPDATE SKIP LOCKED plus a
// lease, like the outbox) so one process reads a calendar at a time, and its busy times replace the stored ones in
// the same transaction that records the success. A failure keeps the last busy times, records the error in plain
// words and, the third time in a row, tells the owner once.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/client.ts';
import { calendarConnections } from '#server/db/schema/calendars.ts';
import { requireTeamMember } from '#server/modules/availability/availability.service.ts';
import { OWNER_WINDOW_DAYS } from '#server/modules/availability/booking-policy.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import { checkPublicUrl } from '#server/net/public-url.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import { AppError } from '#shared/errors.ts';
import type {
  CalendarConnection,
  CalendarConnectionState,
  ConnectCalendarInput,
} from '#shared/schemas/calendar-connection.ts';
import { type CaldavAccount, isOwnEvent, readCalendarObjects } from './caldav.ts';
import { pushBookings } from './caldav-push.ts';
import { type FetchRules, fetchCalendarText } from './calendar-fetch.ts';
import { type BusyTime, IcsError, MAX_BUSY_TIMES, readBusyTimes } from './ics-busy.ts';

/** A calendar is read this often. */
export const SYNC_INTERVAL_MS = 5 * 60_000;
/** After this many failed reads in a row the owner is told (once per run of failures). */
export const FAILURES_BEFORE_NOTICE = 3;
/** How long a claimed read is the claiming process's: longer than any fetch may take. */
const LEASE_MS = 2 * 60_000;
/** Busy times are stored from a day back (a booking today) to the owner's booking window ahead. */
const WINDOW_BACK_MS = 86_400_000;
const WINDOW_AHEAD_MS = (OWNER_WINDOW_DAYS + 1) * 86_400_000;

export const CALENDAR_URL_MESSAGES = {
  malformed: "Paste the calendar's full secret address in iCal format, starting with https:// or webcal://.",
  unsafe: 'The calendar address must be an https address on the internet, not a local or private one.',
  unknownHost: 'That calendar address could not be found. Check the URL.',
} as const;

export const CALDAV_URL_MESSAGES = {
  malformed: "Paste the CalDAV calendar's full address, starting with https://.",
  unsafe: 'The CalDAV address must be an https address on the internet, not a local or private one.',
  unknownHost: 'That CalDAV server could not be found. Check the address.',
} as const;

export type CalendarSyncOptions = { db: Db; box: SecretBox; rules: FetchRules };

type Row = typeof calendarConnections.$inferSelect;

function toConnection(row: Row): CalendarConnection {
  return {
    kind: row.kind === 'caldav' ? 'caldav' : 'ics',
    addressHint: row.hint,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    busyCount: row.busyCount,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    failures: row.failures,
    nextSyncAt: row.nextSyncAt.toISOString(),
  };
}

/** 'calendar.google.com/…c.ics': enough to recognise the calendar, nothing of its secret part. */
function hintOf(url: string): string {
  const parsed = new URL(url);
  const path = `${parsed.pathname}${parsed.search}`;
  return `${parsed.host}/…${path.slice(-5)}`;
}

/** The member's connection (a member has one, of either kind). */
const ofMember = (businessId: string, memberId: string) =>
  and(eq(calendarConnections.businessId, businessId), eq(calendarConnections.teamMemberId, memberId));

async function findConnection(db: Db, businessId: string, memberId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(calendarConnections).where(ofMember(businessId, memberId));
  return row;
}

export async function getCalendarConnection(options: {
  db: Db;
  businessId: string;
  memberId: string;
}): Promise<CalendarConnectionState> {
  const { db, businessId, memberId } = options;
  await requireTeamMember(db, { businessId, teamMemberId: memberId });
  const row = await findConnection(db, businessId, memberId);
  return { connection: row ? toConnection(row) : null };
}

/** What is sealed and shown of the calendar the owner gave: its address checked against the public-address rules. */
async function sealedCalendar(input: ConnectCalendarInput, box: SecretBox, rules: FetchRules) {
  if (input.kind === 'caldav') {
    const url = await checkPublicUrl(input.url, {
      allowPrivate: rules.allowPrivate,
      messages: CALDAV_URL_MESSAGES,
    });
    const account: CaldavAccount = { url, username: input.username, password: input.password };
    return {
      kind: 'caldav',
      secretSealed: box.seal(JSON.stringify(account)),
      hint: `${input.username} at ${hintOf(url)}`,
    };
  }
  // Apple and Outlook hand out webcal:// addresses: the same address over https.
  const raw = input.url.replace(/^webcals?:\/\//i, 'https://');
  const url = await checkPublicUrl(raw, {
    allowPrivate: rules.allowPrivate,
    messages: CALENDAR_URL_MESSAGES,
  });
  return { kind: 'ics', secretSealed: box.seal(url), hint: hintOf(url) };
}

/** Saves the member's calendar (replacing any earlier one, its busy times and its record of written events) and
 * syncs it at once; a failed first sync is shown in the answer's health, it does not refuse the calendar. */
export async function connectCalendar(
  options: CalendarSyncOptions & { businessId: string; memberId: string; input: ConnectCalendarInput },
): Promise<CalendarConnectionState> {
  const { db, box, businessId, memberId } = options;
  await requireTeamMember(db, { businessId, teamMemberId: memberId });
  const values = {
    ...(await sealedCalendar(options.input, box, options.rules)),
    lastSyncedAt: null,
    busyCount: 0,
    lastError: null,
    lastErrorAt: null,
    failures: 0,
    failureNotifiedAt: null,
    nextSyncAt: new Date(),
    // Claimed as it is written: the first read is this request's, not a background worker's.
    lockedUntil: new Date(Date.now() + LEASE_MS),
  };
  const [row] = await db.transaction(async (tx) => {
    await tx.delete(calendarConnections).where(ofMember(businessId, memberId));
    return tx
      .insert(calendarConnections)
      .values({ businessId, teamMemberId: memberId, ...values })
      .returning({ id: calendarConnections.id, lockedUntil: calendarConnections.lockedUntil });
  });
  await syncClaimed(options, { id: row!.id, token: row!.lockedUntil! });
  return getCalendarConnection({ db, businessId, memberId });
}

export async function disconnectCalendar(options: {
  db: Db;
  businessId: string;
  memberId: string;
}): Promise<CalendarConnectionState> {
  const { db, businessId, memberId } = options;
  await requireTeamMember(db, { businessId, teamMemberId: memberId });
  // The busy times go with it (foreign key cascade).
  await db.delete(calendarConnections).where(ofMember(businessId, memberId));
  return { connection: null };
}

/** 'Refresh now': reads the member's calendar at once, unless another process is reading it this moment (then
 * its result shows when it is done). */
export async function refreshCalendar(
  options: CalendarSyncOptions & { businessId: string; memberId: string },
): Promise<CalendarConnectionState> {
  const { db, businessId, memberId } = options;
  await requireTeamMember(db, { businessId, teamMemberId: memberId });
  const row = await findConnection(db, businessId, memberId);
  if (!row) throw new AppError('NOT_FOUND', 'This team member has no calendar connected');
  const [claimed] = await claim(db, { id: row.id, limit: 1 });
  if (claimed) await syncClaimed(options, claimed);
  return getCalendarConnection({ db, businessId, memberId });
}

type Claimed = { id: string; token: Date };

/** A CalDAV connection whose member's bookings (or a booking written to it) changed since they were written is
 * due at once, so a new, moved or cancelled booking reaches the calendar within a round (30 s). */
const BOOKING_CHANGED_SINCE_PUSH = sql`(kind = 'caldav' and pushed_at is not null and exists (
  select 1 from bookings b where b.business_id = calendar_connections.business_id
    and b.updated_at > calendar_connections.pushed_at
    and (b.team_member_id = calendar_connections.team_member_id or b.id in (
      select p.booking_id from calendar_pushed_events p where p.business_id = calendar_connections.business_id
        and p.connection_id = calendar_connections.id))))`;

/** Takes due connections (or the one `id`, due or not) no other process holds, and leases them. */
export async function claim(db: Db, options: { id?: string; limit: number }): Promise<Claimed[]> {
  // A member deleted with bookings left is archived, not deleted: their calendar is no longer read.
  const which = options.id
    ? sql`id = ${options.id}::uuid`
    : sql`(next_sync_at <= now() or ${BOOKING_CHANGED_SINCE_PUSH})
        and team_member_id in (select id from team_members where archived_at is null)`;
  const rows = await queryPrepared<{ id: string; lockedUntil: string | Date }>(
    db,
    sql`update calendar_connections c
        set locked_until = date_trunc('milliseconds', now() + make_interval(secs => ${LEASE_MS / 1000}))
      from (select id from calendar_connections
        where ${which} and (locked_until is null or locked_until <= now())
        order by next_sync_at limit ${options.limit}
        for update skip locked) due
      where c.id = due.id
      returning c.id, c.locked_until as "lockedUntil"`,
  );
  return rows.map((r) => ({ id: r.id, token: new Date(r.lockedUntil) }));
}

/** Reads one claimed connection and records the outcome, guarded by its lease. */
export async function syncClaimed(options: CalendarSyncOptions, claimed: Claimed): Promise<void> {
  const { db, box } = options;
  const [row] = await queryPrepared<{
    kind: string;
    secretSealed: string;
    timeZone: string;
    businessId: string;
    teamMemberId: string;
  }>(
    db,
    sql`select c.kind, c.secret_sealed as "secretSealed", b.timezone as "timeZone", c.business_id as "businessId",
        c.team_member_id as "teamMemberId"
      from calendar_connections c join businesses b on b.id = c.business_id where c.id = ${claimed.id}::uuid`,
  );
  if (!row) return;
  const now = new Date();
  const window = {
    start: new Date(now.getTime() - WINDOW_BACK_MS),
    end: new Date(now.getTime() + WINDOW_AHEAD_MS),
  };
  let busy: BusyTime[];
  try {
    if (row.kind === 'caldav') {
      const account = JSON.parse(openAddress(box, row.secretSealed)) as CaldavAccount;
      // Written first, so the read sees the calendar as Bookwell left it; Bookwell's own events are not busy
      // times (the bookings already are), so a moved booking never blocks its old time.
      await pushBookings({ ...options, account, connectionId: claimed.id, ...row, window });
      const objects = await readCalendarObjects(account, options.rules, window);
      busy = objects
        .filter((object) => !isOwnEvent(object.href))
        .flatMap((object) => readBusyTimes(object.text, { window, timeZone: row.timeZone }))
        .sort((a, b) => a.start.getTime() - b.start.getTime())
        .slice(0, MAX_BUSY_TIMES);
    } else {
      const text = await fetchCalendarText(openAddress(box, row.secretSealed), options.rules);
      busy = readBusyTimes(text, { window, timeZone: row.timeZone });
    }
  } catch (error) {
    // The calendar's fault (or its server's), in words; a fault of our database is the round's, not recorded here.
    const words =
      error instanceof IcsError
        ? error.message
        : `The calendar could not be read: ${(error as Error).message}`;
    await db.transaction((tx) => recordFailure(tx, claimed, capitalised(words)));
    return;
  }
  await db.transaction((tx) => recordSuccess(tx, claimed, busy, row.kind === 'caldav' ? now : null));
}

/** The saved address; sealed under another server key it cannot be opened, and the owner must paste it again. */
function openAddress(box: SecretBox, sealed: string): string {
  try {
    return box.open(sealed);
  } catch {
    throw new IcsError(
      'The saved address can no longer be read (the server key changed). Paste the calendar address again.',
    );
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const leaseHeld = (claimed: Claimed) =>
  sql`id = ${claimed.id}::uuid and locked_until = ${claimed.token.toISOString()}::timestamptz`;

/** `pushedAt`: a CalDAV calendar was written with every booking changed before this time. */
async function recordSuccess(tx: Tx, claimed: Claimed, busy: BusyTime[], pushedAt: Date | null) {
  const updated = await queryPrepared<{ businessId: string; teamMemberId: string }>(
    tx,
    sql`update calendar_connections set last_synced_at = now(), busy_count = ${busy.length}, last_error = null,
        pushed_at = ${pushedAt?.toISOString() ?? null}::timestamptz,
        failures = 0, failure_notified_at = null, locked_until = null, updated_at = now(),
        next_sync_at = now() + make_interval(secs => ${SYNC_INTERVAL_MS / 1000})
      where ${leaseHeld(claimed)}
      returning business_id as "businessId", team_member_id as "teamMemberId"`,
  );
  const [owner] = updated;
  // The lease ran out and another process took the read over: its result counts, not this one.
  if (!owner) return;
  await tx.execute(sql`delete from calendar_busy_intervals where connection_id = ${claimed.id}::uuid`);
  if (busy.length === 0) return;
  const rows = JSON.stringify(busy.map((b) => ({ s: b.start.toISOString(), e: b.end.toISOString() })));
  await tx.execute(sql`insert into calendar_busy_intervals (business_id, connection_id, team_member_id, starts_at, ends_at)
    select ${owner.businessId}::uuid, ${claimed.id}::uuid, ${owner.teamMemberId}::uuid, v.s, v.e
    from json_to_recordset(${rows}::json) as v(s timestamptz, e timestamptz)`);
}

async function recordFailure(tx: Tx, claimed: Claimed, error: string) {
  // Retried every 5 minutes, then less often while it keeps failing (at most hourly).
  const [row] = await queryPrepared<{
    businessId: string;
    failures: number;
    notify: boolean;
    memberName: string;
    lastSyncedAt: string | null;
  }>(
    tx,
    sql`update calendar_connections c set failures = c.failures + 1, last_error = ${error}, last_error_at = now(),
        locked_until = null, updated_at = now(),
        next_sync_at = now() + make_interval(secs => least(3600, ${SYNC_INTERVAL_MS / 1000} * power(2, c.failures))),
        failure_notified_at = case when c.failures + 1 >= ${FAILURES_BEFORE_NOTICE} and c.failure_notified_at is null
          then now() else c.failure_notified_at end
      where ${leaseHeld(claimed)}
      returning c.business_id as "businessId", c.failures,
        (c.failure_notified_at = now()) as notify, c.last_synced_at as "lastSyncedAt",
        (select name from team_members m where m.id = c.team_member_id) as "memberName"`,
  );
  if (!row?.notify) return;
  await createNotification({
    db: tx,
    businessId: row.businessId,
    type: 'system',
    priority: 'high',
    title: 'Calendar not syncing',
    message: `${row.memberName}'s calendar could not be read ${row.failures} times in a row: ${error} ${
      row.lastSyncedAt
        ? 'Their availability keeps the busy times read before.'
        : 'No busy times from it block their availability yet.'
    }`,
    actionUrl: '/settings#team',
    news: {
      kind: 'calendarFailing',
      member: row.memberName,
      failures: row.failures,
      error,
      synced: row.lastSyncedAt !== null,
    },
  });
}

/** One background round: claims due calendars and reads them, a few at a time; the number claimed. */
export async function syncDueCalendars(options: CalendarSyncOptions & { limit: number }): Promise<number> {
  const claimed = await claim(options.db, { limit: options.limit });
  await Promise.all(claimed.map((one) => syncClaimed(options, one)));
  return claimed.length;
}
