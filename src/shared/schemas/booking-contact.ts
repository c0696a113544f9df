// The customer's side of a booking: their name and notes as the create-booking body checks them, and the booking
// page's contact step built from them. A module of its own so that step's code stays free of the rest of booking.ts.
import { z } from 'zod';
import type { PhoneRegion } from '../domain/phone.ts';
import { optionalEmailField } from './auth.ts';
import { phoneSchema } from './phone.ts';

export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const NOTES_TOO_LONG_MESSAGE = 'Notes can be at most 1000 characters';

export const clientNameSchema = z
  .string({ error: NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(100);
export const bookingNotesSchema = z.string().trim().max(1000, NOTES_TOO_LONG_MESSAGE);

/** The booking page words a refused email address its own way (the API says 'Please enter a valid email'). */
export const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The contact step's fields; the phone in the business's region, as the server reads it. */
export function contactFormSchema(region?: PhoneRegion) {
  return z.object({
    name: clientNameSchema,
    phone: phoneSchema(region),
    email: optionalEmailField(CONTACT_EMAIL_MESSAGE),
    notes: bookingNotesSchema,
  });
}
export type ContactValues = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactDetails = z.output<ReturnType<typeof contactFormSchema>>;
