// The Classes page's forms on the shared class schemas (decision 022): a one-off session, a weekly schedule (one
// pattern per weekday chosen) and a move, each typed as the inputs give it (a date, a time, '' for no room) and
// piped into the body its endpoint validates, so the messages are the server's own.
import { z } from 'zod';
import { localDateSchema, timeOfDaySchema } from '#shared/schemas/availability.ts';
import {
  CLASS_MESSAGES,
  createClassScheduleInputSchema,
  createClassSessionInputSchema,
  moveClassSessionInputSchema,
} from '#shared/schemas/class.ts';

export const CLASS_FORM_MESSAGES = {
  service: 'Please choose a class.',
  instructor: 'Please choose an instructor.',
  days: 'Please choose at least one day.',
} as const;

/** Monday first, as the calendar shows a week; the API's values (0 Sunday), named in the app's language. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

const who = {
  serviceId: z.string().min(1, CLASS_FORM_MESSAGES.service),
  teamMemberId: z.string().min(1, CLASS_FORM_MESSAGES.instructor),
  /** '' for no room. */
  resourceId: z.string(),
};
const when = { date: localDateSchema, time: timeOfDaySchema };
const startsAt = ({ date, time }: { date: string; time: string }) => `${date}T${time}:00`;

export const sessionFormSchema = z
  .object({ ...who, ...when })
  .transform(
    (v): z.input<typeof createClassSessionInputSchema> => ({
      serviceId: v.serviceId,
      teamMemberId: v.teamMemberId,
      resourceId: v.resourceId || null,
      startsAt: startsAt(v),
    }),
  )
  .pipe(createClassSessionInputSchema);
export type SessionFormValues = z.input<typeof sessionFormSchema>;
export type SessionFormOutput = z.output<typeof sessionFormSchema>;

export const scheduleFormSchema = z
  .object({
    ...who,
    days: z.array(z.number().int().min(0).max(6)).min(1, CLASS_FORM_MESSAGES.days),
    localTime: timeOfDaySchema,
    startsOn: localDateSchema,
    /** '' for no last date. */
    endsOn: z.union([z.literal(''), localDateSchema]),
  })
  .refine((v) => !v.endsOn || v.endsOn >= v.startsOn, {
    message: CLASS_MESSAGES.endsBeforeStart,
    path: ['endsOn'],
  })
  .transform(({ days, resourceId, endsOn, ...rest }): z.input<typeof createClassScheduleInputSchema>[] =>
    days.map((dayOfWeek) => ({ ...rest, dayOfWeek, resourceId: resourceId || null, endsOn: endsOn || null })),
  )
  .pipe(z.array(createClassScheduleInputSchema));
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;
export type ScheduleFormOutput = z.output<typeof scheduleFormSchema>;

export const moveFormSchema = z
  .object(when)
  .transform((v) => ({ startsAt: startsAt(v) }))
  .pipe(moveClassSessionInputSchema);
export type MoveFormValues = z.input<typeof moveFormSchema>;
export type MoveFormOutput = z.output<typeof moveFormSchema>;
