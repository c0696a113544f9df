// Two-way CalDAV: every live booking of the member in the synced window is an event on their calendar (the
// service's name and the client's first name only), rewritten when its time or words change and removed when the
// booking is cancelled, moved to another member or gone. What was written is recorded per booking
// (`calendar_pushed_events`), so a sync writes only what changed, and a restart or a second process writes each
// event under the same name (`bookwell-<booking id>.ics`): never a duplicate.
import { sql } from 'drizzle-orm';
import { queryPrepared } from '#server/db/client.ts';
import { buildCalendar } from '#server/modules/calendar/ics.ts';
import { memberPart } from '#server/platform/member-part.ts';
import { type CaldavAccount, deleteCalendarObject, eventName, putCalendarObject } from './caldav.ts';
import type { CalendarSyncOptions } from './calendar-sync.service.ts';

/** Bookings a member keeps a time for: a waitlist hold or an unpaid Stripe hold is not (yet) their booking. */
const WRITTEN_STATUSES = sql.raw(`('confirmed', 'pending')`);

type Wanted = { id: string; startsAt: Date | string; endsAt: Date | string; summary: string };

export async function pushBookings(
  options: CalendarSyncOptions & {
    account: CaldavAccount;
    connectionId: string;
    businessId: string;
    teamMemberId: string;
    timeZone: string;
    window: { start: Date; end: Date };
  },
) {
  const { db, account, rules, connectionId, businessId, timeZone, window } = options;
  // A visit shared between members (decision 043) is written to each member's calendar over their part.
  const part = memberPart('b', sql`${options.teamMemberId}::uuid`);
  const wanted = await queryPrepared<Wanted>(
    db,
    sql`select b.id, ${part.start} as "startsAt",
        case when b.member_ends_at is null and b.team_member_id = ${options.teamMemberId}::uuid then b.ends_at
          else ${part.end} end as "endsAt",
        s.name || ' · ' || c.first_name as summary
      from bookings b join services s on s.id = b.service_id join clients c on c.id = b.client_id
      where b.business_id = ${businessId}::uuid and ${part.works}
        and b.status in ${WRITTEN_STATUSES}
        and b.ends_at > ${window.start.toISOString()}::timestamptz
        and b.appointment_date < ${window.end.toISOString()}::timestamptz`,
  );
  // What was written, and whether its booking is still the member's and live but simply past the window (kept).
  const written = await queryPrepared<{ bookingId: string; fingerprint: string; keep: boolean }>(
    db,
    sql`select p.booking_id as "bookingId", p.fingerprint,
        (${part.works} and b.status in ${WRITTEN_STATUSES}
          and b.ends_at <= ${window.start.toISOString()}::timestamptz) as keep
      from calendar_pushed_events p join bookings b on b.id = p.booking_id
      where p.business_id = ${businessId}::uuid and p.connection_id = ${connectionId}::uuid`,
  );
  const fingerprints = new Map(written.map((row) => [row.bookingId, row.fingerprint]));
  for (const booking of wanted) {
    const startsAt = new Date(booking.startsAt);
    const endsAt = new Date(booking.endsAt);
    const fingerprint = `${startsAt.toISOString()}/${endsAt.toISOString()} ${booking.summary}`;
    if (fingerprints.get(booking.id) === fingerprint) continue;
    const text = buildCalendar({
      events: [{ uid: `${booking.id}@bookwell`, startsAt, endsAt, timeZone, summary: booking.summary }],
    });
    await putCalendarObject(account, rules, eventName(booking.id), text);
    await db.execute(sql`insert into calendar_pushed_events (business_id, connection_id, booking_id, fingerprint)
      values (${businessId}::uuid, ${connectionId}::uuid, ${booking.id}::uuid, ${fingerprint})
      on conflict (business_id, connection_id, booking_id)
      do update set fingerprint = excluded.fingerprint, pushed_at = now()`);
  }
  const wantedIds = new Set(wanted.map((booking) => booking.id));
  for (const row of written) {
    if (wantedIds.has(row.bookingId) || row.keep) continue;
    await deleteCalendarObject(account, rules, eventName(row.bookingId));
    await db.execute(sql`delete from calendar_pushed_events where business_id = ${businessId}::uuid
      and connection_id = ${connectionId}::uuid and booking_id = ${row.bookingId}::uuid`);
  }
}
