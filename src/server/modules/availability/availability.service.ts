// Public reads of free time: the slots of a service over a range of local dates, and a date's taken times.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type CompiledStatement,
  compileStatement,
  type DbOrTx,
  placeholder,
  runCompiled,
} from '#server/db/client.ts';
import { type services, teamMemberServices, teamMembers } from '#server/db/schema/businesses.ts';
import { findPublicBusinessBySlug } from '#server/modules/businesses/businesses.service.ts';
import {
  type Business,
  type BusinessKey,
  businessKeyCondition,
  businessNotFound,
  publicBusinessKey,
  settingsOf,
  takesBookings,
  visitsMayShare,
} from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { queryRows } from '#server/platform/sql.ts';
import { addDaysToLocalDate, localDateOf, startOfLocalDay } from '#shared/domain/local-time.ts';
import { type BusyInterval, findAvailability } from '#shared/domain/slots.ts';
import { visitServiceIdsOf } from '#shared/domain/visit.ts';
import { AppError } from '#shared/errors.ts';
import type { AvailabilityResponse, TakenTimes } from '#shared/schemas/availability.ts';
import type { AvailabilityQuery } from '#shared/schemas/availability-query.ts';
import { DEFAULT_SERVICE_DURATION } from '#shared/schemas/service.ts';
import {
  type BookableService,
  loadBusyIntervals,
  type ScheduleColumns,
  scheduleColumns,
  serviceColumn,
  staffCte,
  teamMemberFoundColumn,
  toSchedule,
  visitServicesColumn,
} from './schedule-data.ts';

const DAY_MS = 86_400_000;

export type Service = typeof services.$inferSelect;

/** A service with no usable duration is treated as the spec's default 60 minutes. */
export const durationOf = (service: Pick<Service, 'duration'>) =>
  service.duration > 0 ? service.duration : DEFAULT_SERVICE_DURATION;

/** A visit's length: its services back to back (decision 037); a single service's own. */
export const visitDuration = (services: Array<Pick<Service, 'duration'>>) =>
  services.reduce((total, service) => total + durationOf(service), 0);

export async function requireTeamMember(
  db: DbOrTx,
  options: { businessId: string; teamMemberId: string; activeOnly?: boolean },
) {
  const { businessId, teamMemberId } = options;
  const notFound = new AppError('NOT_FOUND', 'Team member not found');
  if (!isUuid(teamMemberId)) throw notFound;
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, teamMemberId), eq(teamMembers.businessId, businessId)))
    .limit(1);
  if (!member || member.archivedAt || (options.activeOnly && !member.isActive)) throw notFound;
  return member;
}

type SlotListRow = ScheduleColumns & {
  business: Pick<Business, 'id' | 'timezone' | 'businessHours' | 'bookingRules' | 'status'> | null;
  service: BookableService | null;
  visitServices: BookableService[] | null;
  teamMemberFound: boolean;
};

const slotListStatements = new Map<string, CompiledStatement>();

/** findAvailableSlots's statement for one way of naming the business, with or without a chosen member and a visit,
 * compiled once: the business, the service (a visit's services), whether the member exists, and the schedule over
 * [start, end). */
function slotListStatement(key: BusinessKey, memberChosen: boolean, visit: boolean): CompiledStatement {
  const shape = `${key.by} ${memberChosen} ${visit}`;
  const compiled = slotListStatements.get(shape);
  if (compiled) return compiled;
  const serviceId = sql.placeholder('serviceId');
  const visitServiceIds = visit ? placeholder('visitServiceIds', 'uuid[]') : undefined;
  const teamMemberId = memberChosen ? sql.placeholder('teamMemberId') : undefined;
  const business = sql`(select id from biz)`;
  const statement = compileStatement(
    sql`with biz as (
        select id, timezone, business_hours, booking_rules, status from businesses
        where ${businessKeyCondition(key, sql.placeholder('business'))} limit 1
      ),
      ${staffCte(business, { serviceId, teamMemberId, visit: visitServiceIds })}
      select
        (select json_build_object('id', id, 'timezone', timezone, 'businessHours', business_hours,
          'bookingRules', booking_rules, 'status', status) from biz) as business,
        ${serviceColumn(business, serviceId)},
        ${visitServiceIds ? visitServicesColumn(business, visitServiceIds) : sql`null::json as "visitServices"`},
        ${teamMemberFoundColumn(business, teamMemberId)},
        ${scheduleColumns({
          start: placeholder('start', 'timestamptz'),
          end: placeholder('end', 'timestamptz'),
          serviceId,
          visit: visitServiceIds,
        })}`,
  );
  slotListStatements.set(shape, statement);
  return statement;
}

/**
 * The public slot list, read in one statement: it is the busiest read of the product (every visit to a
 * booking page), so the business, service and schedule are not fetched one after another.
 */
export async function findAvailableSlots(options: {
  db: DbOrTx;
  slug: string;
  query: AvailabilityQuery;
  now: Date;
}): Promise<AvailabilityResponse> {
  const { db, query, now } = options;
  const { serviceId, teamMemberId, extraServiceIds } = query;
  const visitServiceIds = visitServiceIdsOf(serviceId, extraServiceIds);
  if (!isUuid(serviceId) || (visitServiceIds && !visitServiceIds.every(isUuid))) {
    await findPublicBusinessBySlug({ db, slug: options.slug });
    throw new AppError('NOT_FOUND', 'Service not found');
  }
  if (teamMemberId !== undefined && !isUuid(teamMemberId)) {
    await findPublicBusinessBySlug({ db, slug: options.slug });
    throw new AppError('NOT_FOUND', 'Team member not found');
  }
  // The zone is not known before the read, so the read covers a day more on each side of the UTC dates: every
  // zone's local days lie inside, and the engine keeps only what touches its exact range.
  const firstUtcDay = Date.parse(`${query.from ?? new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  const key = publicBusinessKey(options.slug);
  const statement = slotListStatement(key, teamMemberId !== undefined, !!visitServiceIds);
  const [row] = await runCompiled<SlotListRow>(db, statement, {
    business: key.value,
    serviceId,
    visitServiceIds,
    teamMemberId,
    start: new Date(firstUtcDay - 2 * DAY_MS).toISOString(),
    end: new Date(firstUtcDay + (query.days + 2) * DAY_MS).toISOString(),
  });
  if (!row?.business) throw businessNotFound();
  const services = visitServiceIds ? row.visitServices : row.service && [row.service];
  if (!row.service || !services || services.length !== (visitServiceIds?.length ?? 1)) {
    throw new AppError('NOT_FOUND', 'Service not found');
  }
  if (!row.teamMemberFound) throw new AppError('NOT_FOUND', 'Team member not found');
  const { timeZone, hours, rules } = settingsOf(row.business);
  if (!takesBookings(row.business)) return { timezone: timeZone, dates: [] };
  const days = findAvailability({
    ...toSchedule(row, serviceId),
    timeZone,
    now,
    serviceId,
    durationMinutes: visitDuration(services),
    partMinutes: services.map(durationOf),
    partServiceIds: visitServiceIds,
    shareVisit: visitsMayShare(row.business),
    businessHours: hours,
    rules,
    from: query.from ?? localDateOf(now, timeZone),
    days: query.days,
  });
  return {
    timezone: timeZone,
    dates: days.map(({ date, slots }) => ({
      date,
      slots: slots.map(({ time, startsAt, available }) => ({ time, startsAt, available })),
    })),
  };
}

/**
 * The times of local `date` at which every active staff member (who performs any service) is booked: for a
 * one-person business simply its bookings; with `serviceId`, also the times at which a resource the service needs
 * has every unit held. Nothing about who booked, or with whom, leaves this function.
 */
export async function findTakenTimes(options: {
  db: DbOrTx;
  business: string;
  date: string;
  serviceId?: string;
}): Promise<TakenTimes> {
  const { db, date } = options;
  const business = await findPublicBusinessBySlug({ db, slug: options.business });
  const timeZone = business.timezone;
  const range = {
    start: startOfLocalDay(date, timeZone),
    end: startOfLocalDay(addDaysToLocalDate(date, 1), timeZone),
  };
  const staff = await db
    .selectDistinct({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(teamMemberServices, eq(teamMemberServices.teamMemberId, teamMembers.id))
    .where(
      and(
        eq(teamMembers.businessId, business.id),
        eq(teamMembers.isActive, true),
        isNull(teamMembers.archivedAt),
      ),
    );
  const ids = staff.map((member) => member.id);
  const busy = await loadBusyIntervals({ db, teamMemberIds: ids, range });
  const byMember = (id: string) => busy.filter((b) => b.teamMemberId === id).map(toPair);
  const resourcesFull = isUuid(options.serviceId)
    ? await findResourcesFull(db, { businessId: business.id, serviceId: options.serviceId, range })
    : [];
  return [...intersectAll(ids.map(byMember)), ...resourcesFull].map(([start, end]) => ({
    appointmentDate: new Date(start).toISOString(),
    endsAt: new Date(end).toISOString(),
  }));
}

/** The times in `range` at which a resource service `serviceId` needs has every one of its units held. */
async function findResourcesFull(
  db: DbOrTx,
  options: { businessId: string; serviceId: string; range: { start: Date; end: Date } },
): Promise<Pair[]> {
  const { businessId, serviceId, range } = options;
  const needed = await queryRows<{
    quantity: number;
    holds: Array<{ unit: number; start: string; end: string }>;
  }>(
    db,
    sql`select r.quantity, coalesce((select json_agg(json_build_object('unit', h.unit, 'start', h.starts_at,
        'end', h.ends_at)) from booking_resources h where h.resource_id = r.id and h.live
        and tstzrange(h.starts_at, h.ends_at, '[)')
          && tstzrange(${range.start.toISOString()}::timestamptz, ${range.end.toISOString()}::timestamptz, '[)')), '[]') as holds
      from service_resources sr join resources r on r.id = sr.resource_id
      where sr.service_id = ${serviceId}::uuid and sr.business_id = ${businessId}::uuid`,
  );
  return needed.flatMap(({ quantity, holds }) =>
    intersectAll(
      Array.from({ length: quantity }, (_, i) =>
        holds.filter((h) => h.unit === i + 1).map((h): Pair => [Date.parse(h.start), Date.parse(h.end)]),
      ),
    ),
  );
}

type Pair = [start: number, end: number];

function merged(pairs: Pair[]): Pair[] {
  const out: Pair[] = [];
  for (const [start, end] of [...pairs].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

const toPair = (interval: BusyInterval): Pair => [interval.start.getTime(), interval.end.getTime()];

/** Time inside some interval of every one of `lists` (members' bookings, units' holds). The first list's intervals
 * stay whole (not merged), so a single member's taken times are exactly their bookings. */
function intersectAll(lists: Pair[][]): Pair[] {
  const [first, ...rest] = lists;
  if (first === undefined) return [];
  let current = [...first].sort((a, b) => a[0] - b[0]);
  for (const list of rest) {
    const other = merged(list);
    current = current.flatMap(([start, end]) =>
      other
        .filter(([oStart, oEnd]) => oStart < end && start < oEnd)
        .map(([oStart, oEnd]): Pair => [Math.max(start, oStart), Math.min(end, oEnd)]),
    );
  }
  return current;
}
