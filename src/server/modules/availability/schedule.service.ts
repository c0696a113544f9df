// Owner settings that shape availability: opening hours, booking rules, each staff member's week and time off.

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { availability, businesses, timeOff } from '#server/db/schema/businesses.ts';
import {
  type Business,
  cancellationCutoffHours,
  clientsMayRepeat,
  normalizeWeeklyHours,
  settingsOf,
  visitsMayShare,
  waitlistSettings,
} from '#server/platform/business-context.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { freedTimeRecorded, recordFreedTime, recordFreedWindow } from '#server/platform/freed-time.ts';
import {
  addDaysToLocalDate,
  isValidLocalDate,
  parseLocalDateTime,
  startOfLocalDay,
} from '#shared/domain/local-time.ts';
import type { WeeklyHours } from '#shared/domain/slots.ts';
import { AppError } from '#shared/errors.ts';
import type {
  BusinessHoursView,
  CreateTimeOffInput,
  StaffAvailability,
  TimeOff,
} from '#shared/schemas/availability.ts';
import type { BookingRulesSettings } from '#shared/schemas/booking-rules.ts';
import { requireTeamMember } from './availability.service.ts';
import { nonexistentTimeError } from './booking-policy.ts';
import { loadBusyIntervals, rowsToWeeklyHours, weeklyHoursToRows } from './schedule-data.ts';

const MAX_TIME_OFF_DAYS = 366;

export function getBusinessHours(business: Business): BusinessHoursView {
  return { hours: settingsOf(business).hours };
}

export async function updateBusinessHours(options: {
  db: Db;
  business: Business;
  hours: WeeklyHours;
}): Promise<BusinessHoursView> {
  const hours = normalizeWeeklyHours(options.hours);
  await options.db.transaction(async (tx) => {
    await tx.update(businesses).set({ businessHours: hours }).where(eq(businesses.id, options.business.id));
    await recordFreedWindow(tx, { businessId: options.business.id, teamMemberId: null });
  });
  freedTimeRecorded(options.db);
  return { hours };
}

/** The slot rules and the clients' cancellation cut-off (settings' booking-rules section). */
export function getBookingRules(business: Business): BookingRulesSettings & {
  cancellationCutoffHours: number;
  clientsMayRepeat: boolean;
  shareVisits: boolean;
} {
  const waitlist = waitlistSettings(business);
  return {
    ...settingsOf(business).rules,
    cancellationCutoffHours: cancellationCutoffHours(business),
    waitlistEnabled: waitlist.enabled,
    waitlistHoldMinutes: waitlist.holdMinutes,
    clientsMayRepeat: clientsMayRepeat(business),
    shareVisits: visitsMayShare(business),
  };
}

export async function updateBookingRules(options: {
  db: Db;
  business: Business;
  rules: BookingRulesSettings;
}): Promise<BookingRulesSettings> {
  const { slotStepMinutes, minNoticeMinutes, bookingWindowDays, bufferMinutes } = options.rules;
  const rules = {
    slotStepMinutes,
    minNoticeMinutes,
    bookingWindowDays,
    bufferMinutes,
    cancellationCutoffHours:
      options.rules.cancellationCutoffHours ?? cancellationCutoffHours(options.business),
    waitlistEnabled: options.rules.waitlistEnabled ?? waitlistSettings(options.business).enabled,
    waitlistHoldMinutes: options.rules.waitlistHoldMinutes ?? waitlistSettings(options.business).holdMinutes,
    clientsMayRepeat: options.rules.clientsMayRepeat ?? clientsMayRepeat(options.business),
    shareVisits: options.rules.shareVisits ?? visitsMayShare(options.business),
  };
  await options.db
    .update(businesses)
    .set({ bookingRules: rules })
    .where(eq(businesses.id, options.business.id));
  return rules;
}

export async function findStaffAvailability(options: {
  db: Db;
  business: Business;
  teamMemberId: string;
}): Promise<StaffAvailability> {
  const { db, business, teamMemberId } = options;
  await requireTeamMember(db, { businessId: business.id, teamMemberId });
  const rows = await db.select().from(availability).where(eq(availability.teamMemberId, teamMemberId));
  const own = rowsToWeeklyHours(rows);
  return { teamMemberId, followsBusinessHours: own === null, hours: own ?? settingsOf(business).hours };
}

/** `hours: null` removes the member's own week so they follow the business hours again. */
export async function replaceStaffAvailability(options: {
  db: Db;
  business: Business;
  teamMemberId: string;
  hours: WeeklyHours | null;
}): Promise<StaffAvailability> {
  const { db, business, teamMemberId, hours } = options;
  await requireTeamMember(db, { businessId: business.id, teamMemberId });
  const rows = hours ? weeklyHoursToRows(normalizeWeeklyHours(hours)) : [];
  await db.transaction(async (tx) => {
    await tx.delete(availability).where(eq(availability.teamMemberId, teamMemberId));
    if (rows.length > 0) {
      await tx
        .insert(availability)
        .values(rows.map((row) => ({ ...row, businessId: business.id, teamMemberId })));
    }
    await recordFreedWindow(tx, { businessId: business.id, teamMemberId });
  });
  freedTimeRecorded(db);
  return findStaffAvailability({ db, business, teamMemberId });
}

type TimeOffRow = typeof timeOff.$inferSelect;
const toTimeOff = (row: TimeOffRow): TimeOff => ({
  id: row.id,
  teamMemberId: row.teamMemberId,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  reason: row.reason,
  isApproved: row.isApproved,
  createdAt: row.createdAt.toISOString(),
});

export async function listTimeOff(options: { db: Db; business: Business; teamMemberId: string }) {
  const { db, business, teamMemberId } = options;
  await requireTeamMember(db, { businessId: business.id, teamMemberId });
  const rows = await db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.teamMemberId, teamMemberId), eq(timeOff.businessId, business.id)))
    .orderBy(asc(timeOff.startDate));
  return rows.map(toTimeOff);
}

/** A bare date is the whole local day: as a start its midnight, as an (inclusive) end the next midnight. */
function instantOf(value: string, timeZone: string, edge: 'start' | 'end'): Date {
  if (!value.includes('T')) {
    if (!isValidLocalDate(value)) throw new AppError('BAD_REQUEST', 'Please use a real calendar date.');
    return startOfLocalDay(edge === 'start' ? value : addDaysToLocalDate(value, 1), timeZone);
  }
  if (!isValidLocalDate(value.slice(0, 10)))
    throw new AppError('BAD_REQUEST', 'Please use a real calendar date.');
  const instant = parseLocalDateTime(value, timeZone);
  if (!instant) {
    const malformed = Number(value.slice(11, 13)) > 23 || Number(value.slice(14, 16)) > 59;
    throw malformed
      ? new AppError('BAD_REQUEST', 'Please use a time such as 09:00.')
      : nonexistentTimeError(timeZone);
  }
  return instant;
}

/** Time off created by the owner is approved at once; bookings already inside it are counted, not moved. */
export async function createTimeOff(options: {
  db: Db;
  business: Business;
  teamMemberId: string;
  input: CreateTimeOffInput;
}): Promise<TimeOff & { conflictingBookings: number }> {
  const { db, business, teamMemberId, input } = options;
  await requireTeamMember(db, { businessId: business.id, teamMemberId });
  const start = instantOf(input.startDate, business.timezone, 'start');
  const end = instantOf(input.endDate, business.timezone, 'end');
  if (end <= start) throw new AppError('BAD_REQUEST', 'The end of the time off must be after its start.');
  if (end.getTime() - start.getTime() > MAX_TIME_OFF_DAYS * 86_400_000) {
    throw new AppError('BAD_REQUEST', `Time off can last at most ${MAX_TIME_OFF_DAYS} days.`);
  }
  const [row] = await db
    .insert(timeOff)
    .values({
      businessId: business.id,
      teamMemberId,
      startDate: start,
      endDate: end,
      reason: input.reason || null,
      isApproved: true,
    })
    .returning();
  // The member's bookings in it, and their parts of visits shared with others (decision 043).
  const overlap = await loadBusyIntervals({ db, teamMemberIds: [teamMemberId], range: { start, end } });
  return { ...toTimeOff(row!), conflictingBookings: overlap.length };
}

export async function deleteTimeOff(options: {
  db: Db;
  business: Business;
  teamMemberId: string;
  timeOffId: string;
}): Promise<void> {
  const { db, business, teamMemberId, timeOffId } = options;
  await requireTeamMember(db, { businessId: business.id, teamMemberId });
  const deleted = isUuid(timeOffId)
    ? await db.transaction(async (tx) => {
        const rows = await tx
          .delete(timeOff)
          .where(
            and(
              eq(timeOff.id, timeOffId),
              eq(timeOff.teamMemberId, teamMemberId),
              eq(timeOff.businessId, business.id),
            ),
          )
          .returning({ startsAt: timeOff.startDate, endsAt: timeOff.endDate });
        for (const row of rows) await recordFreedTime(tx, { businessId: business.id, teamMemberId, ...row });
        return rows;
      })
    : [];
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Time off not found');
  freedTimeRecorded(db);
}
