// The quick-booking form's rules: the create-booking body's own phone (read in the business's region, as the
// server reads it), email and notes rules, with the spec's messages for a field left empty, and the repeat rule
// the series endpoints validate with.
import { z } from 'zod';
import type { PhoneRegion } from '#shared/domain/phone.ts';
import { optionalEmailField } from '#shared/schemas/auth.ts';
import { bookingNotesSchema } from '#shared/schemas/booking-contact.ts';
import { phoneSchema } from '#shared/schemas/phone.ts';
import { checkRepeatEnd, repeatFormSchema } from './repeat-schema.ts';

export function quickBookingSchema(region?: PhoneRegion) {
  return z
    .object({
      serviceId: z.string().min(1, 'Please choose a service'),
      /** Other services in the same visit, back to back after the first (decision 037). */
      extraServiceIds: z.array(z.string()),
      name: z.string().trim().min(1, 'Client name is required'),
      phone: phoneSchema(region),
      email: optionalEmailField(),
      date: z.string().min(1, 'Please choose a date'),
      time: z.string().min(1, 'Please choose a time'),
      notes: bookingNotesSchema,
      repeat: repeatFormSchema,
    })
    .superRefine((v, ctx) => checkRepeatEnd(v.repeat, v.date, ctx));
}
export type QuickBookingValues = z.input<ReturnType<typeof quickBookingSchema>>;
export type QuickBookingDetails = z.output<ReturnType<typeof quickBookingSchema>>;
