// The time one member works on a booking (decision 043): all of it, or in a visit shared between members their own
// services of it, from the first one's start to the last one's end, without the buffer after. What a member's
// calendar shows of a booking.
import { type SQL, sql } from 'drizzle-orm';

/** Over bookings `b` (an alias) and member `memberId` (an SQL uuid): whether the member works on the booking, and
 * when (SQL instants). */
export function memberPart(alias: string, memberId: SQL): { works: SQL; start: SQL; end: SQL } {
  const b = sql.raw(alias);
  const own = sql`${b}.team_member_id = ${memberId}`;
  const parts = sql`from booking_services p where p.booking_id = ${b}.id and p.team_member_id = ${memberId}`;
  const partsEnd = sql`(select max(p.starts_at + make_interval(mins => p.duration_minutes)) ${parts})`;
  // The booking's member's first services in a row are the parts without a member of their own.
  const firstRun = sql`(select sum(p.duration_minutes)::int from booking_services p where p.booking_id = ${b}.id
    and p.team_member_id is null)`;
  return {
    works: sql`(${own} or exists (select 1 ${parts}))`,
    start: sql`(case when ${own} then ${b}.appointment_date else (select min(p.starts_at) ${parts}) end)`,
    end: sql`(case when not ${own} then ${partsEnd}
      when ${b}.member_ends_at is null then ${b}.appointment_date + make_interval(mins => ${b}.duration_minutes)
      else greatest(${b}.appointment_date + make_interval(mins => ${firstRun}), ${partsEnd}) end)`,
  };
}
