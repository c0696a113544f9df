// Public reads of free time: the slots of a service over a range of local dates, and a date's taken times.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { services, teamMemberServices, teamMembers } from '#server/db/schema/businesses.ts';
import { addDaysToLocalDate, localDateOf, startOfLocalDay } from '#shared/domain/local-time.ts';
import { type BusyInterval, findAvailability } from '#shared/domain/slots.ts';
import { AppError } from '#shared/errors.ts';
import type { AvailabilityQuery, AvailabilityResponse, TakenTimes } from '#shared/schemas/availability.ts';
import { findPublicBusiness, isUuid, settingsOf } from './business-context.ts';
import { loadBusyIntervals, loadStaffSchedules } from './schedule-data.ts';

const DAY_MS = 86_400_000;
export const DEFAULT_DURATION_MINUTES = 60;

export type Service = typeof services.$inferSelect;

/** A service with no usable duration is treated as the spec's default 60 minutes. */
export const durationOf = (service: Service) =>
  service.duration > 0 ? service.duration : DEFAULT_DURATION_MINUTES;

export async function findBookableService(db: DbOrTx, options: { businessId: string; serviceId: string }) {
  const { businessId, serviceId } = options;
  if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'Service not found');
  const [service] = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.id, serviceId),
        eq(services.businessId, businessId),
        eq(services.isActive, true),
        isNull(services.archivedAt),
      ),
    )
    .limit(1);
  if (!service) throw new AppError('NOT_FOUND', 'Service not found');
  return service;
}

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

export async function findAvailableSlots(options: {
  db: DbOrTx;
  slug: string;
  query: AvailabilityQuery;
  now: Date;
}): Promise<AvailabilityResponse> {
  const { db, query, now } = options;
  const business = await findPublicBusiness(db, options.slug);
  const { timeZone, hours, rules } = settingsOf(business);
  const service = await findBookableService(db, { businessId: business.id, serviceId: query.serviceId });
  if (query.teamMemberId) {
    await requireTeamMember(db, {
      businessId: business.id,
      teamMemberId: query.teamMemberId,
      activeOnly: true,
    });
  }
  const from = query.from ?? localDateOf(now, timeZone);
  const range = {
    start: startOfLocalDay(from, timeZone),
    end: new Date(startOfLocalDay(addDaysToLocalDate(from, query.days), timeZone).getTime() + DAY_MS),
  };
  const staff = await loadStaffSchedules({ db, businessId: business.id, serviceId: service.id, range });
  const chosen = query.teamMemberId ? staff.filter((member) => member.id === query.teamMemberId) : staff;
  const busy = await loadBusyIntervals({ db, teamMemberIds: chosen.map((member) => member.id), range });
  const days = findAvailability({
    timeZone,
    now,
    serviceId: service.id,
    durationMinutes: durationOf(service),
    businessHours: hours,
    rules,
    staff: chosen,
    busy,
    from,
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
 * one-person business simply its bookings. Nothing about who booked, or with whom, leaves this function.
 */
export async function findTakenTimes(options: {
  db: DbOrTx;
  business: string;
  date: string;
}): Promise<TakenTimes> {
  const { db, date } = options;
  const business = await findPublicBusiness(db, options.business);
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
  return intersectAcrossStaff(ids, busy).map(([start, end]) => ({
    appointmentDate: new Date(start).toISOString(),
    endsAt: new Date(end).toISOString(),
  }));
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

/** Time when all of `ids` are busy. The first member's bookings stay whole (not merged), so a single member's
 * taken times are exactly their bookings. */
function intersectAcrossStaff(ids: string[], busy: BusyInterval[]): Pair[] {
  const byMember = (id: string): Pair[] =>
    busy.filter((b) => b.teamMemberId === id).map((b): Pair => [b.start.getTime(), b.end.getTime()]);
  const [first, ...rest] = ids;
  if (first === undefined) return [];
  let current = byMember(first).sort((a, b) => a[0] - b[0]);
  for (const id of rest) {
    const other = merged(byMember(id));
    current = current.flatMap(([start, end]) =>
      other
        .filter(([oStart, oEnd]) => oStart < end && start < oEnd)
        .map(([oStart, oEnd]): Pair => [Math.max(start, oStart), Math.min(end, oEnd)]),
    );
  }
  return current;
}
