// The repeat controls' rules: the fields as the form holds them (text inputs, 'Does not repeat'), read into the
// shared repeat rule the API validates with (decision 022), so the form says what the server would refuse.
import { z } from 'zod';
import { through } from '#client/entities/business/form-schema.ts';
import { type RepeatInput, repeatEndProblem, repeatSchema } from '#shared/schemas/booking-series.ts';

const repeatFieldsSchema = z
  .object({
    frequency: z.enum(['none', 'weekly', 'monthly']),
    interval: z.string(),
    ends: z.enum(['after', 'on']),
    count: z.string(),
    until: z.string(),
  })
  .transform((v) =>
    v.frequency === 'none'
      ? null
      : {
          frequency: v.frequency,
          interval: v.frequency === 'weekly' ? Number(v.interval) : 1,
          ends: v.ends,
          count: v.ends === 'after' ? Number(v.count) : undefined,
          until: v.ends === 'on' && v.until ? v.until : undefined,
        },
  );

/** The repeat fields, read: null for 'Does not repeat', else the API's repeat rule. */
export const repeatFormSchema = through(repeatFieldsSchema, repeatSchema.nullable());
export type RepeatFormValues = z.input<typeof repeatFormSchema>;

export const NO_REPEAT: RepeatFormValues = {
  frequency: 'none',
  interval: '1',
  ends: 'after',
  count: '6',
  until: '',
};

/** The end date checked against the first appointment's date, on the form's `repeat.until`. */
export function checkRepeatEnd(repeat: RepeatInput | null, firstDate: string, ctx: z.RefinementCtx) {
  const problem = repeat && firstDate ? repeatEndProblem(repeat, firstDate) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['repeat', 'until'], message: problem });
}
