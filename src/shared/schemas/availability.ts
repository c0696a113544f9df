// Contracts for opening hours, booking rules, staff schedules, time off and the public availability read.
import { z } from 'zod';
import { isValidLocalDate, parseTimeOfDay } from '../domain/local-time.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const timeOfDaySchema = z.string().regex(TIME, 'Please use a time such as 09:00');
export const endTimeOfDaySchema = z.string().regex(END_TIME, 'Please use a time such as 17:00');
export const localDateSchema = z
  .string()
  .refine(isValidLocalDate, 'Please use a date such as 2026-11-23 (YYYY-MM-DD)');

/** NaN for a malformed time: refinements still run after a field failed its own check. */
const minutes = (value: string) => (END_TIME.test(value) ? parseTimeOfDay(value, true) : Number.NaN);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const dayHoursSchema = z
  .object({
    dayOfWeek: z.number().int().min(0).max(6),
    isOpen: z.boolean(),
    openTime: timeOfDaySchema,
    closeTime: endTimeOfDaySchema,
    breaks: z
      .array(z.object({ start: timeOfDaySchema, end: endTimeOfDaySchema }))
      .max(6)
      .default([]),
  })
  .superRefine((day, ctx) => {
    const name = WEEKDAYS[day.dayOfWeek] ?? 'This day';
    if (!day.isOpen) return;
    const [open, close] = [minutes(day.openTime), minutes(day.closeTime)];
    const times = [open, close, ...day.breaks.flatMap((b) => [minutes(b.start), minutes(b.end)])];
    if (times.some(Number.isNaN)) return;
    if (close <= open) {
      ctx.addIssue({
        code: 'custom',
        path: ['closeTime'],
        message: `${name}: closing must be after opening`,
      });
      return;
    }
    const sorted = [...day.breaks].sort((a, b) => minutes(a.start) - minutes(b.start));
    let previousEnd = open;
    for (const item of sorted) {
      const [start, end] = [minutes(item.start), minutes(item.end)];
      if (end <= start || start < previousEnd || end > close) {
        ctx.addIssue({
          code: 'custom',
          path: ['breaks'],
          message: `${name}: breaks must lie within opening hours and not overlap`,
        });
        return;
      }
      previousEnd = end;
    }
  });

/** One entry per weekday at most; a day left out is closed. Responses always list all seven, Sunday first. */
export const weeklyHoursSchema = z
  .array(dayHoursSchema)
  .max(7)
  .refine(
    (days) => new Set(days.map((d) => d.dayOfWeek)).size === days.length,
    'Each weekday may appear once',
  );

export const businessHoursSchema = z.object({ hours: weeklyHoursSchema });
export type BusinessHoursInput = z.infer<typeof businessHoursSchema>;

export const wholeMinutes = (label: string, min: number, max: number, unit = 'minutes') =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max} ${unit}`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}`);

/** The longest buffer a business may keep after each appointment. */
export const MAX_BUFFER_MINUTES = 240;

/** Hours before an appointment inside which a client can no longer cancel or reschedule it themselves. */
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 24;
export const MAX_CANCELLATION_CUTOFF_HOURS = 168;

export const bookingRulesSchema = z.object({
  slotStepMinutes: wholeMinutes('Slot step', 5, 240),
  minNoticeMinutes: wholeMinutes('Minimum notice', 0, 10_080),
  bookingWindowDays: wholeMinutes('Booking window', 1, 365, 'days'),
  bufferMinutes: wholeMinutes('Buffer', 0, MAX_BUFFER_MINUTES),
  /** Absent in a PUT: the saved value is kept. */
  cancellationCutoffHours: wholeMinutes(
    'Cancellation cut-off',
    0,
    MAX_CANCELLATION_CUTOFF_HOURS,
    'hours',
  ).optional(),
  /** Whether clients may make a visit repeat from their dashboard; absent in a PUT: the saved value is kept. */
  clientsMayRepeat: z.boolean().optional(),
});
export type BookingRulesInput = z.infer<typeof bookingRulesSchema>;

/** `hours: null` = the member works the business hours (no rows in the availability table). */
export const staffAvailabilityInputSchema = z.object({ hours: weeklyHoursSchema.nullable() });
export type StaffAvailabilityInput = z.infer<typeof staffAvailabilityInputSchema>;

/** Response shape of one weekday (plain, so responses are never re-validated against input rules). */
export const dayHoursViewSchema = z.object({
  dayOfWeek: z.number(),
  isOpen: z.boolean(),
  openTime: z.string(),
  closeTime: z.string(),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
});
export const businessHoursViewSchema = z.object({ hours: z.array(dayHoursViewSchema) });
export type BusinessHoursView = z.infer<typeof businessHoursViewSchema>;

export const staffAvailabilitySchema = z.object({
  teamMemberId: z.string(),
  followsBusinessHours: z.boolean(),
  hours: z.array(dayHoursViewSchema),
});
export type StaffAvailability = z.infer<typeof staffAvailabilitySchema>;

const LOCAL_MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:00)?)?$/;
const localMomentSchema = z
  .string()
  .regex(LOCAL_MOMENT, 'Please use a date (YYYY-MM-DD) or a local date-time (YYYY-MM-DDTHH:mm)');

/** Local to the business: a bare date means the whole day (start: its midnight; end: the next midnight). */
export const createTimeOffInputSchema = z.object({
  startDate: localMomentSchema,
  endDate: localMomentSchema,
  reason: z.string().trim().max(500).optional(),
});
export type CreateTimeOffInput = z.infer<typeof createTimeOffInputSchema>;

export const timeOffSchema = z.object({
  id: z.string(),
  teamMemberId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string().nullable(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

export const createdTimeOffSchema = timeOffSchema.extend({
  /** Live bookings of this member inside the new time off; the owner may want to move them. */
  conflictingBookings: z.number().int(),
});

export const availabilityResponseSchema = z.object({
  timezone: z.string(),
  dates: z.array(
    z.object({
      date: z.string(),
      slots: z.array(z.object({ time: z.string(), startsAt: z.string(), available: z.boolean() })),
    }),
  ),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** Taken times of one local date: instants only, never who booked or with whom. */
/** GET /api/businesses/{businessId}/bookings/{date}?serviceId: with a service, the times a resource it needs has
 * no unit free are taken too. */
export const takenTimesQuerySchema = z.object({ serviceId: z.string().max(100).optional() });
export type TakenTimesQuery = z.infer<typeof takenTimesQuerySchema>;

export const takenTimesResponseSchema = z.array(
  z.object({ appointmentDate: z.string(), endsAt: z.string() }),
);
export type TakenTimes = z.infer<typeof takenTimesResponseSchema>;
