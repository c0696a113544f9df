// Loads what the slot engine needs for one service and a range of instants: eligible staff with their weekly
// hours and approved time off, the live bookings that block them, and the resources the service needs with the
// units live bookings hold. Only rows touching the range are read.
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { CompiledStatement, DbOrTx } from '#server/db/client.ts';
import { compileStatement, placeholder, queryPrepared, runCompiled } from '#server/db/client.ts';
import {
  type BookingBusiness,
  type BusinessKey,
  businessKeyCondition,
} from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { queryRows } from '#server/platform/sql.ts';
import type { DepositType } from '#shared/domain/deposit.ts';
import type {
  BusyInterval,
  DayHours,
  ResourceHold,
  ResourceNeed,
  StaffSchedule,
  WeeklyHours,
} from '#shared/domain/slots.ts';
import { MAX_BUFFER_MINUTES } from '#shared/schemas/availability.ts';
import { DEFAULT_SERVICE_DURATION } from '#shared/schemas/service.ts';

export type InstantRange = { start: Date; end: Date };
/** Statuses that take a member's time: 'held' is a time offered to a waitlisted customer (waitlist module). */
export const LIVE_STATUSES = ['confirmed', 'pending', 'pending_payment', 'held'] as const;
/** LIVE_STATUSES as an SQL list, for `status in …`. */
export const LIVE_STATUSES_SQL = sql.raw(`(${LIVE_STATUSES.map((status) => `'${status}'`).join(',')})`);
/** A condition on bookings `b`: live and of a member in the `staff` CTE. */
const LIVE_BOOKING_OF_STAFF = sql`b.team_member_id in (select id from staff) and b.status in ${LIVE_STATUSES_SQL}`;
/** The time booking `alias` keeps its member busy: all of it, or their part of a visit shared with others (decision
 * 043). The expression of bookings_no_overlap, so that a condition on it is found through that index. */
export const memberSpan = (alias: string) =>
  sql.raw(`tstzrange(${alias}.appointment_date, coalesce(${alias}.member_ends_at, ${alias}.ends_at), '[)')`);
/** The live parts other members perform in shared visits (booking_services `p`), as busy time: found through the
 * index of booking_services_member_no_overlap. */
const PART_SPAN = sql.raw(`tstzrange(p.starts_at, p.ends_at, '[)')`);

type AvailabilityRow = {
  teamMemberId: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
};

/** What the slot engine reads of a service's schedule, named as in its SlotQuery. */
export type Schedule = {
  staff: StaffSchedule[];
  busy: BusyInterval[];
  resources: ResourceNeed[];
  resourceHolds: ResourceHold[];
};
/** The schedule columns as they come back from SQL (JSON, timestamps as ISO strings). */
export type ScheduleColumns = {
  staff: Array<{
    id: string;
    hours: AvailabilityRow[];
    timeOff: Array<{ start: string; end: string }>;
    /** A visit's services the member performs (one service: absent, the member performs it). */
    services?: string[];
  }>;
  busy: Array<{ teamMemberId: string; start: string; end: string }>;
  resources: ResourceNeed[];
  resourceHolds: Array<{ resourceId: string; unit: number; start: string; end: string }>;
};
const NO_SCHEDULE: ScheduleColumns = { staff: [], busy: [], resources: [], resourceHolds: [] };
export type ScheduleFilter = {
  serviceId: string;
  /** A visit's services, the first being `serviceId` (decision 037): its members must perform them all, and it
   * needs every resource any of them needs. */
  visitServiceIds?: string[];
  range: InstantRange;
  teamMemberId?: string;
  excludeBookingId?: string;
};

/** A value of a statement: given now, or a placeholder filled at each run of a compiled statement. */
type Value = string | Placeholder;

/** What the schedule is read for: a service, or a visit's services (an SQL uuid[]; the first is `serviceId`). */
type ServiceFilter = { serviceId: Value; visit?: SQL };

/**
 * A `staff` CTE (after `with`) for the active members of `businessId` (an SQL expression) who perform the
 * service — every service of a visit — or just `teamMemberId`, in display order, the engine's tie-break order.
 */
export function staffCte(businessId: SQL, filter: ServiceFilter & { teamMemberId?: Value }): SQL {
  // A visit's members perform any of its services: the slot engine asks who performs them all, or, when the
  // business shares visits between members (decision 043), who performs each.
  const performs = filter.visit
    ? sql`exists (select 1 from team_member_services x where x.team_member_id = tm.id
        and x.service_id = any(${filter.visit}))`
    : sql`exists (select 1 from team_member_services x where x.team_member_id = tm.id
        and x.service_id = ${filter.serviceId}::uuid)`;
  return sql`staff as (
      select tm.id, tm.display_order, tm.created_at
      from team_members tm
      where tm.business_id = ${businessId} and tm.is_active and tm.archived_at is null and ${performs}
        ${filter.teamMemberId ? sql`and tm.id = ${filter.teamMemberId}::uuid` : sql``}
    )`;
}

/** A visit's service ids as an SQL uuid[] (loadSchedule's uncompiled statement). */
const uuidArray = (ids: string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

type ColumnRange = { start: SQL; end: SQL; excludeBookingId?: string };

/** Select-list columns `staff` and `busy` over the `staff` CTE: weekly hours, approved time off touching the
 * range [start, end) (SQL instants), and the live bookings that keep the members busy in it; `resources` and
 * `resourceHolds` of the service (resourceColumns). */
export function scheduleColumns(range: ColumnRange & ServiceFilter): SQL {
  return sql`${staffColumn(range)}, ${busyColumn(range)}, ${resourceColumns(range)}`;
}

/**
 * Select-list columns `resources`, what service `serviceId` (every service of a visit) needs (id, quantity, and
 * for a visit which of its services need it),
 * and `resourceHolds`, the units of those resources live bookings hold over [start, end), found through the index
 * of the exclusion constraint booking_resources_no_overlap. For a service that needs nothing both are one probe of
 * an empty index range.
 */
function resourceColumns(range: ColumnRange & ServiceFilter): SQL {
  const needs = sql`select sr.resource_id from service_resources sr where ${
    range.visit ? sql`sr.service_id = any(${range.visit})` : sql`sr.service_id = ${range.serviceId}::uuid`
  }`;
  // A visit's need names the positions of its services that need the resource (ResourceNeed.parts), found in one
  // pass over its services: a correlated look per resource made PostgreSQL's plan of a prepared visit read look
  // twice as costly without its values, so it planned every read anew (1.5 ms each; decision 043).
  const resources = range.visit
    ? sql`select json_agg(json_build_object('id', r.id, 'quantity', r.quantity, 'parts', n.parts) order by r.id)
        from (select p.resource_id, array_agg(v.n - 1 order by v.n) as parts
          from unnest(${range.visit}) with ordinality v(id, n) join service_resources p on p.service_id = v.id
          group by p.resource_id) n
        join resources r on r.id = n.resource_id`
    : sql`select json_agg(json_build_object('id', r.id, 'quantity', r.quantity) order by r.id)
        from resources r where r.id in (${needs})`;
  return sql`coalesce((${resources}), '[]') as resources,
      coalesce((select json_agg(json_build_object('resourceId', x.resource_id, 'unit', x.unit, 'start', x.starts_at,
          'end', x.ends_at))
        from (
          select h.resource_id, h.unit, h.starts_at, h.ends_at from booking_resources h
          where h.resource_id in (${needs}) and h.live
            and tstzrange(h.starts_at, h.ends_at, '[)') && tstzrange(${range.start}, ${range.end}, '[)')
            ${range.excludeBookingId ? sql`and h.booking_id <> ${range.excludeBookingId}::uuid` : sql``}
          union all
          select s.resource_id, s.resource_unit, s.starts_at, s.ends_at from class_sessions s
          where s.resource_id in (${needs}) and s.status = 'scheduled'
            and tstzrange(s.starts_at, s.ends_at, '[)') && tstzrange(${range.start}, ${range.end}, '[)')
        ) x), '[]') as "resourceHolds"`;
}

/** Select-list column `staff` over the `staff` CTE: weekly hours and approved time off touching [start, end)
 * (SQL instants), and for a visit which of its services each member performs. */
function staffColumn({ start, end, visit }: { start: SQL; end: SQL; visit?: SQL }): SQL {
  const services = visit
    ? sql`'services', (select array_agg(x.service_id) from team_member_services x
          where x.team_member_id = s.id and x.service_id = any(${visit})),`
    : sql``;
  return sql`coalesce((select json_agg(json_build_object(
        'id', s.id, ${services}
        'hours', (select coalesce(json_agg(json_build_object('dayOfWeek', a.day_of_week, 'startTime', a.start_time,
            'endTime', a.end_time, 'isActive', a.is_active)), '[]')
          from availability a where a.team_member_id = s.id),
        'timeOff', (select coalesce(json_agg(json_build_object('start', t.start_date, 'end', t.end_date)), '[]')
          from time_off t where t.team_member_id = s.id and t.is_approved
            and t.start_date < ${end} and t.end_date > ${start})
      ) order by s.display_order, s.created_at, s.id) from staff s), '[]') as staff`;
}

/**
 * Select-list column `busy` over the `staff` CTE: the live bookings overlapping [start, end) (SQL instants),
 * found through the no-overlap constraint's index, which holds exactly the live bookings by member and time
 * range (a B-tree on the start would have to read back a whole longest booking before `start`, rows that
 * concurrent bookings of the same member are still being written to); and the busy times stored from the
 * members' connected calendars (calendar-sync), through their own index of the same shape. Nothing here waits
 * on a calendar's server: the background reads keep the stored times current. And the class sessions the members
 * teach (decision 036), through the index of class_sessions_no_overlap, so a session nobody has booked yet keeps
 * its instructor busy too.
 */
function busyColumn(range: ColumnRange): SQL {
  const span = sql`tstzrange(${range.start}, ${range.end}, '[)')`;
  return sql`coalesce((select json_agg(json_build_object('teamMemberId', x.team_member_id, 'start', x.starts_at,
          'end', x.ends_at))
        from (
          select b.team_member_id, b.appointment_date as starts_at, coalesce(b.member_ends_at, b.ends_at) as ends_at
            from bookings b
          where ${LIVE_BOOKING_OF_STAFF}
            and ${memberSpan('b')} && ${span}
            ${range.excludeBookingId ? sql`and b.id <> ${range.excludeBookingId}::uuid` : sql``}
          union all
          select p.team_member_id, p.starts_at, p.ends_at from booking_services p
          where p.team_member_id in (select id from staff) and p.live and ${PART_SPAN} && ${span}
            ${range.excludeBookingId ? sql`and p.booking_id <> ${range.excludeBookingId}::uuid` : sql``}
          union all
          select c.team_member_id, c.starts_at, c.ends_at from calendar_busy_intervals c
          where c.team_member_id in (select id from staff) and tstzrange(c.starts_at, c.ends_at, '[)') && ${span}
          union all
          select s.team_member_id, s.starts_at, s.ends_at from class_sessions s
          where s.team_member_id in (select id from staff) and s.status = 'scheduled'
            and tstzrange(s.starts_at, s.ends_at, '[)') && ${span}
        ) x), '[]') as busy`;
}

export function toSchedule(columns: ScheduleColumns, serviceId: string): Schedule {
  return {
    staff: columns.staff.map((member) => ({
      id: member.id,
      serviceIds: member.services ?? [serviceId],
      isActive: true,
      weeklyHours: rowsToWeeklyHours(member.hours),
      timeOff: member.timeOff.map((off) => ({ start: new Date(off.start), end: new Date(off.end) })),
    })),
    busy: columns.busy.map((b) => ({
      teamMemberId: b.teamMemberId,
      start: new Date(b.start),
      end: new Date(b.end),
    })),
    resources: columns.resources,
    resourceHolds: columns.resourceHolds.map((h) => ({
      resourceId: h.resourceId,
      unit: h.unit,
      start: new Date(h.start),
      end: new Date(h.end),
    })),
  };
}

/** A BookableService of services `sv`, as JSON. */
const BOOKABLE_SERVICE_JSON = sql`json_build_object('id', sv.id, 'name', sv.name, 'price', sv.price::text,
  'duration', sv.duration, 'depositType', sv.deposit_type, 'depositValue', sv.deposit_value::text)`;
/** Services `sv` the business offers for booking: active, not archived. */
const bookable = (businessId: SQL) =>
  sql`sv.business_id = ${businessId} and sv.is_active and sv.archived_at is null`;

/** Select-list column `service`: the bookable service (active, not archived) of the business, or null. */
export function serviceColumn(businessId: SQL, serviceId: Value): SQL {
  return sql`(select ${BOOKABLE_SERVICE_JSON} from services sv
      where sv.id = ${serviceId}::uuid and ${bookable(businessId)}) as service`;
}

/** Select-list column `visitServices`: the visit's services (an SQL uuid[]) the business offers one to one, in the
 * visit's order; fewer than asked when one is unknown, not bookable or a class. */
export function visitServicesColumn(businessId: SQL, visit: SQL): SQL {
  return sql`(select json_agg(${BOOKABLE_SERVICE_JSON} order by v.n)
      from unnest(${visit}) with ordinality v(id, n) join services sv on sv.id = v.id
      where ${bookable(businessId)} and sv.class_capacity is null) as "visitServices"`;
}

/** Select-list column `teamMemberFound`: whether the chosen member is active at the business (true if none). */
export function teamMemberFoundColumn(businessId: SQL, teamMemberId: Value | undefined): SQL {
  const found = teamMemberId
    ? sql`exists(select 1 from team_members m where m.id = ${teamMemberId}::uuid and m.business_id = ${businessId}
        and m.is_active and m.archived_at is null)`
    : sql`true`;
  return sql`${found} as "teamMemberFound"`;
}

export type BookableService = {
  id: string;
  name: string;
  price: string;
  duration: number;
  /** What the public booking page takes online first (decision 017). */
  depositType: DepositType;
  depositValue: string | null;
};

/** The schedule of one service of a known business, in one statement (this runs for every booking). */
export async function loadSchedule(
  options: ScheduleFilter & { db: DbOrTx; businessId: string },
): Promise<Schedule> {
  const { db, businessId, ...filter } = options;
  if (filter.teamMemberId !== undefined && !isUuid(filter.teamMemberId)) return toSchedule(NO_SCHEDULE, '');
  const visit = filter.visitServiceIds && uuidArray(filter.visitServiceIds);
  const [row] = await queryPrepared<ScheduleColumns>(
    db,
    sql`with ${staffCte(sql`${businessId}::uuid`, { ...filter, visit })} select ${scheduleColumns({
      start: sql`${filter.range.start.toISOString()}::timestamptz`,
      end: sql`${filter.range.end.toISOString()}::timestamptz`,
      excludeBookingId: filter.excludeBookingId,
      serviceId: filter.serviceId,
      visit,
    })}`,
  );
  return toSchedule(row ?? NO_SCHEDULE, filter.serviceId);
}

export type BookingContext = {
  business: BookingBusiness | null;
  /** Whether customers may book: not suspended, online booking not turned off in the customisation. */
  takesOnlineBookings: boolean;
  service: BookableService | null;
  /** A visit's services in order, the first being `service` (fewer than asked: one is not bookable); null when the
   * booking is of one service. */
  visitServices: BookableService[] | null;
  teamMemberFound: boolean;
  /** Busy time overlapping the requested appointment; time off from yesterday on. */
  schedule: Schedule;
  /** With no member chosen: live bookings per eligible member that local day (missing = none). */
  dayLoad: Record<string, number>;
  /** The booking already made with the request's Idempotency-Key at this business, if any. */
  replayId: string | null;
};

/** How far either side of the requested appointment the busy time is read, in hours: covers PostgreSQL and the
 * app resolving a wall time in a daylight-saving change differently. A zone PostgreSQL does not know is read
 * as UTC (see analytics_time_zone), so then the read widens to cover every UTC offset. */
const WALL_TIME_MARGIN_HOURS = 1;
const ANY_OFFSET_MARGIN_HOURS = 14;

type ContextRow = ScheduleColumns &
  Omit<BookingContext, 'schedule' | 'dayLoad'> & {
    business: BookingBusiness | null;
    dayLoad: Record<string, number> | null;
  };

/**
 * What a new booking at local `appointmentDate` ('YYYY-MM-DDTHH:mm:00', already checked) is checked against, in
 * one statement (this runs for every booking): the business `business` names, the service, whether the chosen
 * member exists and is active, their hours and time off, the bookings that overlap the appointment, each
 * member's load that day and the booking an Idempotency-Key already made. Ids must be UUIDs (checked by the
 * caller). The business's zone is only known inside the statement, so it resolves the wall time there.
 */
export async function loadBookingContext(options: {
  db: DbOrTx;
  business: BusinessKey;
  serviceId: string;
  /** A visit's services, the first being `serviceId` (decision 037). */
  visitServiceIds?: string[];
  teamMemberId?: string;
  appointmentDate: string;
  idempotencyKey?: string;
}): Promise<BookingContext> {
  const { db, business, serviceId, visitServiceIds, teamMemberId, appointmentDate, idempotencyKey } = options;
  const [row] = await runCompiled<ContextRow>(
    db,
    contextStatement(business, {
      memberChosen: !!teamMemberId,
      keyed: !!idempotencyKey,
      visit: !!visitServiceIds,
    }),
    {
      business: business.value,
      serviceId,
      visitServiceIds,
      teamMemberId,
      idempotencyKey,
      wall: appointmentDate,
      day: appointmentDate.slice(0, 10),
    },
  );
  return {
    business: row?.business ?? null,
    takesOnlineBookings: row?.takesOnlineBookings ?? false,
    service: row?.service ?? null,
    visitServices: visitServiceIds ? (row?.visitServices ?? []) : null,
    teamMemberFound: row?.teamMemberFound ?? false,
    schedule: toSchedule(row ?? NO_SCHEDULE, serviceId),
    dayLoad: row?.dayLoad ?? {},
    replayId: row?.replayId ?? null,
  };
}

const contextStatements = new Map<string, CompiledStatement>();

/** loadBookingContext's statement for one way of naming the business, with or without a chosen member, a key and
 * a visit, compiled once. */
function contextStatement(
  key: BusinessKey,
  shape: { memberChosen: boolean; keyed: boolean; visit: boolean },
): CompiledStatement {
  const { memberChosen, keyed } = shape;
  const name = `${key.by} ${key.publicOnly} ${memberChosen} ${keyed} ${shape.visit}`;
  const compiled = contextStatements.get(name);
  if (compiled) return compiled;
  const value = (name: string) => sql.placeholder(name);
  const serviceId = value('serviceId');
  const visit = shape.visit ? placeholder('visitServiceIds', 'uuid[]') : undefined;
  const teamMemberId = memberChosen ? value('teamMemberId') : undefined;
  const business = sql`(select id from biz)`;
  const near = {
    start: sql`(select starts_at - margin from wall)`,
    end: sql`(select starts_at + longest + margin from wall)`,
  };
  const statement = compileStatement(
    sql`with biz as (
        select id, slug, timezone, business_hours, booking_rules, status,
          analytics_time_zone(timezone) as zone
        from businesses where ${businessKeyCondition(key, value('business'))} limit 1
      ),
      ${staffCte(business, { serviceId, teamMemberId, visit })},
      wall as (
        select ${value('wall')}::timestamp at time zone zone as starts_at,
          make_interval(hours => case when zone = timezone then ${WALL_TIME_MARGIN_HOURS}::int
            else ${ANY_OFFSET_MARGIN_HOURS}::int end) as margin,
          ${value('day')}::date::timestamp at time zone zone as day_start,
          (${value('day')}::date + 1)::timestamp at time zone zone as day_end,
          make_interval(mins => coalesce((select sum(greatest(sv.duration, ${DEFAULT_SERVICE_DURATION}::int))::int
            from services sv where ${visit ? sql`sv.id = any(${visit})` : sql`sv.id = ${serviceId}::uuid`}), 0)
            + ${MAX_BUFFER_MINUTES}::int) as longest
        from biz
      )
      select
        (select json_build_object('id', id, 'slug', slug, 'timezone', timezone, 'businessHours', business_hours,
          'bookingRules', booking_rules) from biz) as business,
        -- takesBookings (business-context.ts) in SQL, with the customisation's switch.
        (select biz.status <> 'suspended' and coalesce(cc.enable_online_booking, true)
          from biz left join client_customizations cc on cc.business_id = biz.id) as "takesOnlineBookings",
        ${serviceColumn(business, serviceId)}, ${teamMemberFoundColumn(business, teamMemberId)},
        ${visit ? visitServicesColumn(business, visit) : sql`null::json as "visitServices"`},
        ${
          keyed
            ? sql`(select b.id from bookings b where b.business_id = ${business}
                and b.idempotency_key = ${value('idempotencyKey')})`
            : sql`null::uuid`
        } as "replayId",
        ${staffColumn({ start: sql`now() - interval '1 day'`, end: sql`'infinity'::timestamptz`, visit })},
        ${busyColumn(near)}, ${resourceColumns({ ...near, serviceId, visit })},
        ${
          memberChosen
            ? sql`null::json`
            : sql`(select json_object_agg(c.team_member_id, c.n) from (
                select b.team_member_id, count(*)::int as n from bookings b, wall
                where ${LIVE_BOOKING_OF_STAFF} and b.appointment_date >= wall.day_start and b.appointment_date < wall.day_end
                group by 1) c)`
        } as "dayLoad"`,
  );
  contextStatements.set(name, statement);
  return statement;
}

/** Live bookings (a shared visit's parts, decision 043) of `teamMemberIds` overlapping the range, as the intervals
 * the staff members are busy. */
export async function loadBusyIntervals(options: {
  db: DbOrTx;
  teamMemberIds: string[];
  range: InstantRange;
}): Promise<BusyInterval[]> {
  const { db, teamMemberIds, range } = options;
  if (teamMemberIds.length === 0) return [];
  const members = sql`${`{${teamMemberIds.join(',')}}`}::uuid[]`;
  const span = sql`tstzrange(${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz, '[)')`;
  const rows = await queryRows<{ teamMemberId: string; start: string; end: string }>(
    db,
    sql`select b.team_member_id as "teamMemberId", b.appointment_date as "start",
        coalesce(b.member_ends_at, b.ends_at) as "end"
      from bookings b
      where b.team_member_id = any(${members}) and b.status in ${LIVE_STATUSES_SQL} and ${memberSpan('b')} && ${span}
      union all
      select p.team_member_id, p.starts_at, p.ends_at from booking_services p
      where p.team_member_id = any(${members}) and p.live and ${PART_SPAN} && ${span}`,
  );
  return rows.map((row) => ({
    teamMemberId: row.teamMemberId,
    start: new Date(row.start),
    end: new Date(row.end),
  }));
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
