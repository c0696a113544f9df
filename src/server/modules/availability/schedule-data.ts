// Loads what the slot engine needs for one service and a range of instants: eligible staff with their weekly
// hours and approved time off, and the live bookings that block them. Only rows touching the range are read.
import { and, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import type { BusyInterval, DayHours, StaffSchedule, WeeklyHours } from '#shared/domain/slots.ts';
import { type BookingBusiness, isUuid } from './business-context.ts';

export type InstantRange = { start: Date; end: Date };
export const LIVE_STATUSES = ['confirmed', 'pending'] as const;
const LIVE_STATUSES_SQL = sql.raw(`(${LIVE_STATUSES.map((status) => `'${status}'`).join(',')})`);
/** Bookings are found through (team_member_id, appointment_date); none lasts longer than this. */
const LONGEST_BOOKING_MS = 24 * 60 * 60 * 1000;

type AvailabilityRow = {
  teamMemberId: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
};

export type Schedule = { staff: StaffSchedule[]; busy: BusyInterval[] };
/** The schedule columns as they come back from SQL (JSON, timestamps as ISO strings). */
export type ScheduleColumns = {
  staff: Array<{ id: string; hours: AvailabilityRow[]; timeOff: Array<{ start: string; end: string }> }>;
  busy: Array<{ teamMemberId: string; start: string; end: string }>;
};
export type ScheduleFilter = {
  serviceId: string;
  range: InstantRange;
  teamMemberId?: string;
  excludeBookingId?: string;
};

/**
 * A `staff` CTE (after `with`) for the active members of `businessId` (an SQL expression) who perform the
 * service — or just `teamMemberId` — in display order, the engine's tie-break order.
 */
export function staffCte(businessId: SQL, filter: ScheduleFilter): SQL {
  return sql`staff as (
      select tm.id, tm.display_order, tm.created_at
      from team_members tm
      join team_member_services tms on tms.team_member_id = tm.id and tms.service_id = ${filter.serviceId}::uuid
      where tm.business_id = ${businessId} and tm.is_active and tm.archived_at is null
        ${filter.teamMemberId ? sql`and tm.id = ${filter.teamMemberId}::uuid` : sql``}
    )`;
}

/** Select-list columns `staff` and `busy` over the `staff` CTE: weekly hours, approved time off touching the
 * range, and the live bookings that keep the members busy in it. */
export function scheduleColumns(filter: ScheduleFilter): SQL {
  const start = filter.range.start.toISOString();
  const end = filter.range.end.toISOString();
  const earliestStart = new Date(filter.range.start.getTime() - LONGEST_BOOKING_MS).toISOString();
  return sql`coalesce((select json_agg(json_build_object(
        'id', s.id,
        'hours', (select coalesce(json_agg(json_build_object('dayOfWeek', a.day_of_week, 'startTime', a.start_time,
            'endTime', a.end_time, 'isActive', a.is_active)), '[]')
          from availability a where a.team_member_id = s.id),
        'timeOff', (select coalesce(json_agg(json_build_object('start', t.start_date, 'end', t.end_date)), '[]')
          from time_off t where t.team_member_id = s.id and t.is_approved
            and t.start_date < ${end}::timestamptz and t.end_date > ${start}::timestamptz)
      ) order by s.display_order, s.created_at, s.id) from staff s), '[]') as staff,
      coalesce((select json_agg(json_build_object('teamMemberId', b.team_member_id, 'start', b.appointment_date,
          'end', b.ends_at))
        from bookings b
        where b.team_member_id in (select id from staff) and b.status in ${LIVE_STATUSES_SQL}
          and b.appointment_date >= ${earliestStart}::timestamptz and b.appointment_date < ${end}::timestamptz
          and b.ends_at > ${start}::timestamptz
          ${filter.excludeBookingId ? sql`and b.id <> ${filter.excludeBookingId}::uuid` : sql``}), '[]') as busy`;
}

export function toSchedule(columns: ScheduleColumns, serviceId: string): Schedule {
  return {
    staff: columns.staff.map((member) => ({
      id: member.id,
      serviceIds: [serviceId],
      isActive: true,
      weeklyHours: rowsToWeeklyHours(member.hours),
      timeOff: member.timeOff.map((off) => ({ start: new Date(off.start), end: new Date(off.end) })),
    })),
    busy: columns.busy.map((b) => ({
      teamMemberId: b.teamMemberId,
      start: new Date(b.start),
      end: new Date(b.end),
    })),
  };
}

/** Select-list column `service`: the bookable service (active, not archived) of the business, or null. */
export function serviceColumn(businessId: SQL, serviceId: string): SQL {
  return sql`(select json_build_object('id', sv.id, 'name', sv.name, 'price', sv.price::text, 'duration', sv.duration)
      from services sv
      where sv.id = ${serviceId}::uuid and sv.business_id = ${businessId} and sv.is_active
        and sv.archived_at is null) as service`;
}

/** Select-list column `teamMemberFound`: whether the chosen member is active at the business (true if none). */
export function teamMemberFoundColumn(businessId: SQL, teamMemberId: string | undefined): SQL {
  const found = teamMemberId
    ? sql`exists(select 1 from team_members m where m.id = ${teamMemberId}::uuid and m.business_id = ${businessId}
        and m.is_active and m.archived_at is null)`
    : sql`true`;
  return sql`${found} as "teamMemberFound"`;
}

export type BookableService = { id: string; name: string; price: string; duration: number };

/** The schedule of one service of a known business, in one statement (this runs for every booking). */
export async function loadSchedule(
  options: ScheduleFilter & { db: DbOrTx; businessId: string },
): Promise<Schedule> {
  const { db, businessId, ...filter } = options;
  if (filter.teamMemberId !== undefined && !isUuid(filter.teamMemberId)) return { staff: [], busy: [] };
  const [row] = await queryPrepared<ScheduleColumns>(
    db,
    sql`with ${staffCte(sql`${businessId}::uuid`, filter)} select ${scheduleColumns(filter)}`,
  );
  return toSchedule(row ?? { staff: [], busy: [] }, filter.serviceId);
}

export type BookingContext = {
  business: BookingBusiness | null;
  service: BookableService | null;
  teamMemberFound: boolean;
  schedule: Schedule;
  /** The booking already made with the request's Idempotency-Key at this business, if any. */
  replayId: string | null;
};

/**
 * What a new booking is checked against, in one statement (this runs for every booking): the business matching
 * `businessWhere`, the service, whether the chosen member exists and is active, the schedule around the requested
 * range and the booking an Idempotency-Key already made. Ids must be UUIDs (checked by the caller).
 */
export async function loadBookingContext(
  options: ScheduleFilter & { db: DbOrTx; businessWhere: SQL; idempotencyKey?: string },
): Promise<BookingContext> {
  const { db, businessWhere, idempotencyKey, ...filter } = options;
  const business = sql`(select id from biz)`;
  const [row] = await queryPrepared<
    ScheduleColumns & Omit<BookingContext, 'schedule'> & { business: BookingBusiness | null }
  >(
    db,
    sql`with biz as (
        select id, slug, timezone, business_hours, booking_rules from businesses where ${businessWhere} limit 1
      ),
      ${staffCte(business, filter)}
      select
        (select json_build_object('id', id, 'slug', slug, 'timezone', timezone, 'businessHours', business_hours,
          'bookingRules', booking_rules) from biz) as business,
        ${serviceColumn(business, filter.serviceId)}, ${teamMemberFoundColumn(business, filter.teamMemberId)},
        ${
          idempotencyKey
            ? sql`(select b.id from bookings b where b.business_id = ${business}
                and b.idempotency_key = ${idempotencyKey})`
            : sql`null::uuid`
        } as "replayId",
        ${scheduleColumns(filter)}`,
  );
  return {
    business: row?.business ?? null,
    service: row?.service ?? null,
    teamMemberFound: row?.teamMemberFound ?? false,
    schedule: toSchedule(row ?? { staff: [], busy: [] }, filter.serviceId),
    replayId: row?.replayId ?? null,
  };
}

/** Live bookings of `teamMemberIds` overlapping the range, as the intervals the staff member is busy. */
export async function loadBusyIntervals(options: {
  db: DbOrTx;
  teamMemberIds: string[];
  range: InstantRange;
  excludeBookingId?: string;
}): Promise<BusyInterval[]> {
  const { db, teamMemberIds, range, excludeBookingId } = options;
  if (teamMemberIds.length === 0) return [];
  const conditions: SQL[] = [
    inArray(bookings.teamMemberId, teamMemberIds),
    inArray(bookings.status, [...LIVE_STATUSES]),
    gte(bookings.appointmentDate, new Date(range.start.getTime() - LONGEST_BOOKING_MS)),
    lt(bookings.appointmentDate, range.end),
    gt(bookings.endsAt, range.start),
  ];
  if (excludeBookingId) conditions.push(ne(bookings.id, excludeBookingId));
  const rows = await db
    .select({ teamMemberId: bookings.teamMemberId, start: bookings.appointmentDate, end: bookings.endsAt })
    .from(bookings)
    .where(and(...conditions));
  return rows;
}

/**
 * A member's availability rows as weekly hours, or null when there are none (works the business hours).
 * Several active rows on one day are one working window whose gaps are breaks; an inactive row keeps the
 * times of a day off so the editor can show them.
 */
export function rowsToWeeklyHours(rows: AvailabilityRow[]): WeeklyHours | null {
  if (rows.length === 0) return null;
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek): DayHours => {
    const ofDay = rows.filter((row) => row.dayOfWeek === dayOfWeek);
    const active = ofDay.filter((row) => row.isActive).sort((a, b) => a.startTime.localeCompare(b.startTime));
    if (active.length === 0) {
      const off = ofDay[0];
      return {
        dayOfWeek,
        isOpen: false,
        openTime: off?.startTime ?? '09:00',
        closeTime: off?.endTime ?? '17:00',
        breaks: [],
      };
    }
    const breaks = active
      .slice(1)
      .map((row, index) => ({ start: active[index]!.endTime, end: row.startTime }));
    return {
      dayOfWeek,
      isOpen: true,
      openTime: active[0]!.startTime,
      closeTime: active[active.length - 1]!.endTime,
      breaks,
    };
  });
}

/** The inverse of rowsToWeeklyHours: one row per working segment between breaks, one inactive row per day off. */
export function weeklyHoursToRows(hours: WeeklyHours): Array<Omit<AvailabilityRow, 'teamMemberId'>> {
  return hours.flatMap((day): Array<Omit<AvailabilityRow, 'teamMemberId'>> => {
    if (!day.isOpen) {
      return [{ dayOfWeek: day.dayOfWeek, startTime: day.openTime, endTime: day.closeTime, isActive: false }];
    }
    const cuts = [...day.breaks].sort((a, b) => a.start.localeCompare(b.start));
    const segments: Array<[string, string]> = [];
    let start = day.openTime;
    for (const cut of cuts) {
      segments.push([start, cut.start]);
      start = cut.end;
    }
    segments.push([start, day.closeTime]);
    return segments
      .filter(([from, to]) => from < to)
      .map(([startTime, endTime]) => ({ dayOfWeek: day.dayOfWeek, startTime, endTime, isActive: true }));
  });
}
