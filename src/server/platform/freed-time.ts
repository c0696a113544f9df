// Time a change frees (a booking cancelled or moved, a hold let go, time off removed, hours opened), recorded for
// the waitlist in the change's own transaction. Only while the business has an active waitlist entry: for every
// other business it costs the change nothing but the `exists` in the same statement, no round trip of its own.
// The waitlist module's worker turns the rows into offers; this process's worker is woken after the commit.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { DEFAULT_BOOKING_RULES } from '#shared/domain/slots.ts';
import { dbSignal } from './db-signal.ts';

export type FreedTime = {
  businessId: string;
  /** null: any member (opening hours or a service changed). */
  teamMemberId: string | null;
  startsAt: Date;
  endsAt: Date;
};

const ACTIVE_ENTRY = sql`exists (select 1 from waitlist_entries w where w.business_id = v.business_id
  and w.status = 'active')`;

/** Records `time` as freed when its business has an active waitlist entry. */
export async function recordFreedTime(db: DbOrTx, time: FreedTime): Promise<void> {
  await db.execute(sql`insert into waitlist_freed_times (id, business_id, team_member_id, starts_at, ends_at)
    select gen_random_uuid(), v.business_id, v.team_member_id, v.starts_at, v.ends_at
    from (select ${time.businessId}::uuid as business_id, ${time.teamMemberId}::uuid as team_member_id,
      ${time.startsAt.toISOString()}::timestamptz as starts_at, ${time.endsAt.toISOString()}::timestamptz as ends_at) v
    where v.ends_at > now() and ${ACTIVE_ENTRY}`);
}

/** Records the whole booking window from now as freed (opening hours, a member's week or a service changed): the
 * waitlist offers whatever matching time is free in it. */
export async function recordFreedWindow(
  db: DbOrTx,
  options: { businessId: string; teamMemberId: string | null },
): Promise<void> {
  await db.execute(sql`insert into waitlist_freed_times (id, business_id, team_member_id, starts_at, ends_at)
    select gen_random_uuid(), v.business_id, ${options.teamMemberId}::uuid, now(),
      now() + make_interval(days => coalesce((z.booking_rules ->> 'bookingWindowDays')::int, ${DEFAULT_BOOKING_RULES.bookingWindowDays}) + 1)
    from (select ${options.businessId}::uuid as business_id) v join businesses z on z.id = v.business_id
    where ${ACTIVE_ENTRY}`);
}

/** Records the time of booking `bookingId` as it is in the database now (a cancellation, in its transaction); a
 * visit shared between members (decision 043) frees its span for any member. */
export async function recordFreedBooking(db: DbOrTx, bookingId: string): Promise<void> {
  await db.execute(sql`insert into waitlist_freed_times (id, business_id, team_member_id, starts_at, ends_at)
    select gen_random_uuid(), v.business_id, case when v.member_ends_at is null then v.team_member_id end,
      v.appointment_date, v.ends_at
    from bookings v where v.id = ${bookingId}::uuid and v.ends_at > now() and ${ACTIVE_ENTRY}`);
}

const recorded = dbSignal();

/** Calls `listener` after each freedTimeRecorded(db); returns the call that stops it. */
export const onFreedTime = recorded.on;

/** After the commit of a change that may have freed time: this process's waitlist worker looks at once (other
 * processes' workers find the rows at their next poll). */
export const freedTimeRecorded = recorded.emit;
