// The 'Offer a time' form: a team member, a date and one of that day's free times, piped into the body
// POST /api/waitlist/{id}/offer validates with (ownerOfferInputSchema).
import { z } from 'zod';
import { localDateSchema } from '#shared/schemas/availability.ts';
import { ownerOfferInputSchema } from '#shared/schemas/waitlist.ts';

export const offerFormSchema = z
  .object({
    teamMemberId: ownerOfferInputSchema.shape.teamMemberId,
    date: localDateSchema,
    time: z.string().min(1, 'Please choose a time.'),
  })
  .transform(({ teamMemberId, date, time }) => ({ teamMemberId, appointmentDate: `${date}T${time}:00` }))
  .pipe(ownerOfferInputSchema);

export type OfferFormValues = z.input<typeof offerFormSchema>;
export type OfferFormOutput = z.output<typeof offerFormSchema>;
