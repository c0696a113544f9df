// Loads what the slot engine needs for one service and a range of instants: eligible staff with their weekly
// hours and approved time off, and the live bookings that block them. Only rows touching the range are read.
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { availability, teamMemberServices, teamMembers, timeOff } from '#server/db/schema/businesses.ts';
import type { BusyInterval, DayHours, StaffSchedule, WeeklyHours } from '#shared/domain/slots.ts';

export type InstantRange = { start: Date; end: Date };
export const LIVE_STATUSES = ['confirmed', 'pending'] as const;
/** Bookings are found through (team_member_id, appointment_date); none lasts longer than this. */
const LONGEST_BOOKING_MS = 24 * 60 * 60 * 1000;

type AvailabilityRow = {
  teamMemberId: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
};

/** Active members of the business who perform `serviceId`, in display order (the engine's tie-break order). */
export async function loadStaffSchedules(options: {
  db: DbOrTx;
  businessId: string;
  serviceId: string;
  range: InstantRange;
}): Promise<StaffSchedule[]> {
  const { db, businessId, serviceId, range } = options;
  const members = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(
      teamMemberServices,
      and(eq(teamMemberServices.teamMemberId, teamMembers.id), eq(teamMemberServices.serviceId, serviceId)),
    )
    .where(
      and(
        eq(teamMembers.businessId, businessId),
        eq(teamMembers.isActive, true),
        isNull(teamMembers.archivedAt),
      ),
    )
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.createdAt), asc(teamMembers.id));
  const ids = members.map((member) => member.id);
  if (ids.length === 0) return [];
  const [rows, absences] = await Promise.all([
    db.select().from(availability).where(inArray(availability.teamMemberId, ids)),
    db
      .select({ teamMemberId: timeOff.teamMemberId, start: timeOff.startDate, end: timeOff.endDate })
      .from(timeOff)
      .where(
        and(
          inArray(timeOff.teamMemberId, ids),
          eq(timeOff.isApproved, true),
          lt(timeOff.startDate, range.end),
          gt(timeOff.endDate, range.start),
        ),
      ),
  ]);
  return ids.map((id) => ({
    id,
    serviceIds: [serviceId],
    isActive: true,
    weeklyHours: rowsToWeeklyHours(rows.filter((row) => row.teamMemberId === id)),
    timeOff: absences.filter((off) => off.teamMemberId === id).map(({ start, end }) => ({ start, end })),
  }));
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

/** Live bookings per member that start in the range: how busy each one is that day (least-busy assignment). */
export async function countBookingsByMember(options: {
  db: DbOrTx;
  teamMemberIds: string[];
  range: InstantRange;
}): Promise<Record<string, number>> {
  const { db, teamMemberIds, range } = options;
  if (teamMemberIds.length === 0) return {};
  const rows = await db
    .select({ teamMemberId: bookings.teamMemberId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.teamMemberId, teamMemberIds),
        inArray(bookings.status, [...LIVE_STATUSES]),
        gte(bookings.appointmentDate, range.start),
        lt(bookings.appointmentDate, range.end),
      ),
    )
    .groupBy(bookings.teamMemberId);
  return Object.fromEntries(rows.map((row) => [row.teamMemberId, Number(row.n)]));
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
