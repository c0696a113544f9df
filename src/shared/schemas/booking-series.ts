// Repeating bookings (decision 030): the repeat rule, the check of every date before booking, the series booked,
// and a change to an appointment and the ones after it.
import { z } from 'zod';
import {
  MAX_OCCURRENCES,
  MAX_WEEK_INTERVAL,
  occurrenceDates,
  type Recurrence,
} from '../domain/recurrence.ts';
import { localDateSchema } from './availability.ts';
import { extraServiceIdsSchema, firstServiceOnce } from './availability-query.ts';
import { createBookingInputSchema, localDateTimeSchema } from './booking.ts';

export const INTERVAL_MESSAGE = `Repeat every 1 to ${MAX_WEEK_INTERVAL} weeks.`;
export const COUNT_MESSAGE = `A series can have 2 to ${MAX_OCCURRENCES} appointments.`;
export const UNTIL_BEFORE_START_MESSAGE = 'The end date must be after the first appointment.';
/** Written from its constant: the catalog test holds the server's catalog to it (docs/decisions/046). */
export const MAX_CHOSEN_MESSAGE = `A series can have at most ${MAX_OCCURRENCES} appointments.`;
export const UNTIL_TOO_FAR_MESSAGE = `That end date gives more than ${MAX_OCCURRENCES} appointments. Choose an earlier end date or a number of appointments.`;

export const repeatSchema = z
  .object({
    frequency: z.enum(['weekly', 'monthly'], { error: 'Choose weekly or monthly.' }),
    /** Weeks between appointments (weekly); a monthly series repeats every month. */
    interval: z
      .number({ error: INTERVAL_MESSAGE })
      .int(INTERVAL_MESSAGE)
      .min(1, INTERVAL_MESSAGE)
      .max(MAX_WEEK_INTERVAL, INTERVAL_MESSAGE)
      .default(1),
    ends: z.enum(['after', 'on']),
    /** With ends 'after': how many appointments, the first included. */
    count: z
      .number({ error: COUNT_MESSAGE })
      .int(COUNT_MESSAGE)
      .min(2, COUNT_MESSAGE)
      .max(MAX_OCCURRENCES, COUNT_MESSAGE)
      .optional(),
    /** With ends 'on': the last date an appointment may fall on. */
    until: localDateSchema.optional(),
  })
  .superRefine((repeat, ctx) => {
    if (repeat.ends === 'after' && repeat.count === undefined)
      ctx.addIssue({ code: 'custom', path: ['count'], message: COUNT_MESSAGE });
    if (repeat.ends === 'on' && repeat.until === undefined)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Choose the date the series ends.' });
    if (repeat.frequency === 'monthly' && repeat.interval !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['interval'],
        message: 'A monthly series repeats every month: leave the interval at 1.',
      });
  });
export type RepeatInput = z.infer<typeof repeatSchema>;

/** The rule of a valid repeat (its `ends` field filled as it says). */
export function recurrenceOf(repeat: RepeatInput): Recurrence {
  return {
    frequency: repeat.frequency,
    interval: repeat.frequency === 'weekly' ? repeat.interval : 1,
    end: repeat.ends === 'after' ? { count: repeat.count ?? 2 } : { until: repeat.until ?? '' },
  };
}

/** What is wrong with the end date against the first appointment's date (it must come after it and give at most
 * 52 appointments), or null. */
export function repeatEndProblem(repeat: RepeatInput, firstDate: string): string | null {
  if (repeat.ends !== 'on' || repeat.until === undefined) return null;
  if (repeat.until <= firstDate) return UNTIL_BEFORE_START_MESSAGE;
  if (occurrenceDates(firstDate, recurrenceOf(repeat)).length > MAX_OCCURRENCES) return UNTIL_TOO_FAR_MESSAGE;
  return null;
}

/** The repeat's end checked against the first appointment it starts from ('YYYY-MM-DDTHH:mm'). */
function endAfterFirst(value: { appointmentDate: string; repeat: RepeatInput }, ctx: z.RefinementCtx) {
  const problem = repeatEndProblem(value.repeat, value.appointmentDate.slice(0, 10));
  if (problem) ctx.addIssue({ code: 'custom', path: ['repeat', 'until'], message: problem });
}

/** The booking a new series repeats: a service, or a visit of several (`extraServiceIds`, decision 037). */
const seriesTarget = createBookingInputSchema
  .pick({ serviceId: true, appointmentDate: true, teamMemberId: true })
  .extend({ extraServiceIds: extraServiceIdsSchema.optional() });

/** POST /api/bookings/series/preview: the owner's repeat of a booking being made. */
export const seriesPreviewInputSchema = seriesTarget
  .extend({ repeat: repeatSchema })
  .refine(firstServiceOnce.check, firstServiceOnce.params)
  .superRefine(endAfterFirst);
export type SeriesPreviewInput = z.infer<typeof seriesPreviewInputSchema>;

/** The local date-times to book, as the preview offered them (a date or its alternative): at most 52, each once. */
export const chosenOccurrencesSchema = z
  .array(localDateTimeSchema)
  .min(1, 'Choose at least one appointment to book.')
  .max(MAX_OCCURRENCES, MAX_CHOSEN_MESSAGE)
  .refine((dates) => new Set(dates.map((d) => d.slice(0, 16))).size === dates.length, {
    message: 'Each appointment can be booked once.',
  });

/** POST /api/bookings/series: the owner's booking with its repeat, and the appointments chosen from the preview. */
export const createSeriesInputSchema = createBookingInputSchema
  .omit({ businessSlug: true })
  .extend({
    extraServiceIds: extraServiceIdsSchema.optional(),
    repeat: repeatSchema,
    occurrences: chosenOccurrencesSchema,
  })
  .refine(firstServiceOnce.check, firstServiceOnce.params)
  .superRefine(endAfterFirst);
export type CreateSeriesInput = z.infer<typeof createSeriesInputSchema>;

/** POST /api/bookings/:id/repeat(/preview): a booking made to repeat, the series starting with it; `occurrences`
 * are the later appointments chosen from the preview (the booking itself is already booked). */
export const repeatPreviewInputSchema = z.object({ repeat: repeatSchema });
export const repeatBookingInputSchema = repeatPreviewInputSchema.extend({
  occurrences: chosenOccurrencesSchema,
});
export type RepeatBookingInput = z.infer<typeof repeatBookingInputSchema>;

/** One date of the series as checked: bookable, or why not and the nearest free time instead. */
export const seriesOccurrenceSchema = z.object({
  /** Local 'YYYY-MM-DDTHH:mm:00' in the business's zone. */
  appointmentDate: z.string(),
  available: z.boolean(),
  /** Why it cannot be booked, as a single booking at that time would be refused. */
  reason: z.string().nullable(),
  /** The nearest free time to it (same day first, then the days around), local; null when none near. */
  alternative: z.string().nullable(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const seriesPreviewSchema = z.object({
  /** 'Every 2 weeks', 'Monthly on the 2nd Tuesday'. */
  description: z.string(),
  occurrences: z.array(seriesOccurrenceSchema),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const createdSeriesSchema = z.object({
  seriesId: z.string(),
  description: z.string(),
  booked: z.array(z.object({ bookingId: z.string(), appointmentDate: z.string() })),
  /** Chosen but not booked: taken since the preview (someone else booked it first) or no longer bookable. */
  notBooked: z.array(z.object({ appointmentDate: z.string(), reason: z.string() })),
});
export type CreatedSeries = z.infer<typeof createdSeriesSchema>;

/** PATCH /api/bookings/:id/following: cancel this appointment and the ones after it, or move them all by the
 * same step (the new date-time of this one; each later one keeps its distance from it). */
export const changeFollowingInputSchema = z
  .object({
    status: z.literal('cancelled').optional(),
    cancellationReason: z.string().trim().max(500).nullish(),
    appointmentDate: localDateTimeSchema.optional(),
  })
  .refine((v) => (v.status === undefined) !== (v.appointmentDate === undefined), {
    message: 'Either cancel the appointments or give the new date and time, not both.',
  });
export type ChangeFollowingInput = z.infer<typeof changeFollowingInputSchema>;

export const changedFollowingSchema = z.object({
  changed: z.array(z.object({ bookingId: z.string(), appointmentDate: z.string() })),
});
