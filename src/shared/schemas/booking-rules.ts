// The booking rules as the settings page edits them: the slot rules of availability.ts and the waitlist's (issue
// 30), kept apart so the public booking page, which reads the slot rules' schemas, does not download these.
import { z } from 'zod';
import { bookingRulesSchema, wholeMinutes } from './availability.ts';

export const DEFAULT_WAITLIST_HOLD_MINUTES = 15;
export const MIN_WAITLIST_HOLD_MINUTES = 5;
export const MAX_WAITLIST_HOLD_MINUTES = 60;

export const bookingRulesSettingsSchema = bookingRulesSchema.extend({
  /** The waitlist: on unless the owner turns it off. Absent in a PUT: the saved value is kept. */
  waitlistEnabled: z.boolean().optional(),
  /** How long a time offered to a waitlisted customer stays held for them. Absent in a PUT: the saved value. */
  waitlistHoldMinutes: wholeMinutes(
    'Waitlist hold',
    MIN_WAITLIST_HOLD_MINUTES,
    MAX_WAITLIST_HOLD_MINUTES,
  ).optional(),
  /** Whether 'Any staff' may share a visit between members, one per service (decision 043). Absent in a PUT: the
   * saved value is kept. */
  shareVisits: z.boolean().optional(),
});
export type BookingRulesSettings = z.infer<typeof bookingRulesSettingsSchema>;
