// Decides whether one requested start may be booked (or a booking moved there) and by whom, with the slot
// engine's rules for customers and the owner's wider quick-booking rules; refusals become readable AppErrors.
import type { DbOrTx } from '#server/db/client.ts';
import { type BookingBusiness, settingsOf } from '#server/platform/business-context.ts';
import { localDateOf, localTimeOf } from '#shared/domain/local-time.ts';
import { isSlotOffered, type SlotCheck, type SlotQuery } from '#shared/domain/slots.ts';
import { AppError } from '#shared/errors.ts';
import {
  type BookingMode,
  explainClosed,
  OWNER_WINDOW_DAYS,
  policyFor,
  slotRefusalError,
} from './booking-policy.ts';
import { loadSchedule, type Schedule } from './schedule-data.ts';

const MINUTE = 60_000;

export type SlotRequest = {
  db: DbOrTx;
  business: BookingBusiness;
  mode: BookingMode;
  serviceId: string;
  /** A visit's services, the first being `serviceId` (decision 037): its member must perform them all. */
  visitServiceIds?: string[];
  durationMinutes: number;
  /** A visit's services' lengths in order: where in it its resources are needed (slots.ts resourceWindows). */
  partMinutes?: number[];
  startsAt: Date;
  now: Date;
  /** Only this member may take it; otherwise any free member who performs the service. */
  teamMemberId?: string;
  /** 'Any staff' may share the visit between members, one per service (decision 043). */
  shareVisit?: boolean;
  /** A shared visit being moved: each service's member, kept. */
  partMemberIds?: string[];
  /** A booking being moved does not block itself. */
  excludeBookingId?: string;
  /** Buffer to keep after the appointment; defaults to the business's current rule. */
  bufferMinutes?: number;
};

/**
 * The free members who could take the requested start, in staff display order, or an AppError: 422 when the
 * time is not bookable (past, notice, window, closed, nobody working), 409 when it is taken.
 * Owner: the 30-minute grid 09:00–17:30 regardless of opening hours, or any time the business offers; no
 * minimum notice; a year ahead.
 */
export async function findFreeMembersFor(request: SlotRequest): Promise<SlotFit> {
  const schedule = await loadSchedule({
    db: request.db,
    businessId: request.business.id,
    serviceId: request.serviceId,
    visitServiceIds: request.visitServiceIds,
    range: slotRange(request),
    teamMemberId: request.teamMemberId,
    excludeBookingId: request.excludeBookingId,
  });
  return decideFreeMembers(request, schedule);
}

/** The interval a booking at the requested start would occupy, buffer included. */
export function slotRange(request: Omit<SlotRequest, 'db'>): { start: Date; end: Date } {
  const buffer = request.bufferMinutes ?? settingsOf(request.business).rules.bufferMinutes;
  const end = request.startsAt.getTime() + (request.durationMinutes + buffer) * MINUTE;
  return { start: request.startsAt, end: new Date(end) };
}

/** Who may take a start: the members free for all of it, or (none, and a shared visit) per service who is free. */
export type SlotFit = { freeTeamMemberIds: string[]; partMembers?: string[][] };

/** findFreeMembersFor on a schedule already loaded (it must cover slotRange of the request). */
export function decideFreeMembers(request: Omit<SlotRequest, 'db'>, schedule: Schedule): SlotFit {
  const { business, mode, serviceId, durationMinutes, startsAt, teamMemberId } = request;
  const settings = settingsOf(business);
  const rules = { ...settings.rules, bufferMinutes: request.bufferMinutes ?? settings.rules.bufferMinutes };
  if (schedule.staff.length === 0) {
    throw new AppError(
      'UNPROCESSABLE',
      teamMemberId
        ? 'That team member does not offer this service.'
        : 'No team member offers this service yet.',
    );
  }
  const base: Omit<SlotQuery, 'rules'> & { startsAt: Date } = {
    timeZone: settings.timeZone,
    now: request.now,
    serviceId,
    durationMinutes,
    partMinutes: request.partMinutes,
    partServiceIds: request.visitServiceIds,
    shareVisit: request.shareVisit,
    partMemberIds: request.partMemberIds,
    businessHours: settings.hours,
    ...schedule,
    teamMemberId,
    startsAt,
  };
  let check: SlotCheck;
  if (mode === 'customer') {
    check = isSlotOffered({ ...base, rules });
  } else {
    check = isSlotOffered({ ...base, ...policyFor('owner', rules) });
    if (!check.ok && check.reason === 'closed') {
      const withinHours = isSlotOffered({
        ...base,
        rules: { ...rules, minNoticeMinutes: 0, bookingWindowDays: OWNER_WINDOW_DAYS },
      });
      if (withinHours.ok || withinHours.reason !== 'closed') check = withinHours;
    }
  }
  if (check.ok) return { freeTeamMemberIds: check.freeTeamMemberIds, partMembers: check.partMembers };
  if (check.reason === 'closed' && mode === 'customer') {
    const message = explainClosed({
      hours: settings.hours,
      localDate: localDateOf(startsAt, settings.timeZone),
      localTime: localTimeOf(startsAt, settings.timeZone),
      rules,
      durationMinutes,
    });
    throw new AppError('UNPROCESSABLE', message);
  }
  if (check.reason === 'no_staff' && mode === 'owner') {
    throw new AppError('UNPROCESSABLE', 'No team member who offers this service is available at that time.');
  }
  throw slotRefusalError(check.reason, mode, rules);
}
