// Who may book what: the customer's rules (the business's hours and booking rules) versus the owner's quick
// booking (the 30-minute grid 09:00–17:30, no notice), and the customer-readable reason a time is refused.
import { refusal } from '#server/platform/error-messages.ts';
import {
  isValidLocalDate,
  parseLocalDateTime,
  parseTimeOfDay,
  weekdayOfLocalDate,
} from '#shared/domain/local-time.ts';
import type { BookingRules, SlotQuery, SlotRefusal, WeeklyHours } from '#shared/domain/slots.ts';
import { AppError } from '#shared/errors.ts';

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time was just booked. Please choose another time.';
export const OWNER_GRID = { from: '09:00', to: '17:30' } as const;
/** How far ahead an owner may book or reschedule. */
export const OWNER_WINDOW_DAYS = 365;

export type BookingMode = 'customer' | 'owner';

/** The engine options that differ by who is booking. */
export function policyFor(
  mode: BookingMode,
  rules: BookingRules,
): Pick<SlotQuery, 'rules' | 'ignoreOpeningHours'> {
  if (mode === 'customer') return { rules };
  return {
    rules: {
      slotStepMinutes: 30,
      minNoticeMinutes: 0,
      bookingWindowDays: OWNER_WINDOW_DAYS,
      bufferMinutes: rules.bufferMinutes,
    },
    ignoreOpeningHours: OWNER_GRID,
  };
}

/** The refusal as an AppError: 409 when someone else holds the time, 422 when the time is not bookable at all. */
export function slotRefusalError(reason: SlotRefusal, mode: BookingMode, rules: BookingRules): AppError {
  switch (reason) {
    case 'taken':
      return new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
    case 'past':
      return new AppError('UNPROCESSABLE', 'That time has already passed. Please choose another time.');
    case 'notice':
      return rules.minNoticeMinutes % 60 === 0
        ? refusal('UNPROCESSABLE', 'slot.noticeHours', { hours: rules.minNoticeMinutes / 60 })
        : refusal('UNPROCESSABLE', 'slot.noticeMinutes', { minutes: rules.minNoticeMinutes });
    case 'window': {
      const days = mode === 'owner' ? OWNER_WINDOW_DAYS : rules.bookingWindowDays;
      return refusal('UNPROCESSABLE', 'slot.tooFarAhead', { days });
    }
    case 'closed':
      return mode === 'owner'
        ? refusal('UNPROCESSABLE', 'slot.ownerGrid', OWNER_GRID)
        : new AppError('UNPROCESSABLE', 'We are closed at that time.');
    case 'no_staff':
      return new AppError('UNPROCESSABLE', 'That time is no longer available. Please choose another time.');
  }
}

export const nonexistentTimeError = (timeZone: string) =>
  refusal('BAD_REQUEST', 'slot.noSuchTime', { zone: timeZone });

export const malformedTimeError = () => new AppError('BAD_REQUEST', 'Please choose a valid date and time.');

/** Why a customer's time counts as 'closed' in words: outside hours, off the slot grid, or running past closing. */
export function explainClosed(options: {
  hours: WeeklyHours;
  localDate: string;
  localTime: string;
  rules: BookingRules;
  durationMinutes: number;
}): string {
  const closed = 'We are closed at that time.';
  const day = options.hours.find((entry) => entry.dayOfWeek === weekdayOfLocalDate(options.localDate));
  if (!day?.isOpen) return closed;
  const [open, close, time] = [
    parseTimeOfDay(day.openTime),
    parseTimeOfDay(day.closeTime, true),
    parseTimeOfDay(options.localTime),
  ];
  if (time < open || time >= close) return closed;
  const inBreak = day.breaks.some(
    (b) => parseTimeOfDay(b.start) <= time && time < parseTimeOfDay(b.end, true),
  );
  if (inBreak) return closed;
  if ((time - open) % options.rules.slotStepMinutes !== 0) return 'Please choose one of the times offered.';
  if (time + options.durationMinutes + options.rules.bufferMinutes > close) {
    return 'That appointment would run past closing time. Please choose an earlier time.';
  }
  return closed;
}

/** 400 unless `value` is a wall time 'YYYY-MM-DDTHH:mm(:00)' on a real calendar date. */
export function checkAppointmentFormat(value: string): void {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:00)?$/.exec(value);
  if (!match || !isValidLocalDate(match[1]!) || Number(match[2]) > 23 || Number(match[3]) > 59) {
    throw malformedTimeError();
  }
}

/** 'YYYY-MM-DDTHH:mm(:00)' as a wall time in the business's zone: 400 when malformed or skipped by DST. */
export function parseAppointmentDate(value: string, timeZone: string): Date {
  checkAppointmentFormat(value);
  const instant = parseLocalDateTime(value, timeZone);
  if (!instant) throw nonexistentTimeError(timeZone);
  return instant;
}
