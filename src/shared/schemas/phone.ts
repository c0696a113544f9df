// The phone field of every form and request body, so a form refuses exactly what the server would.
import { z } from 'zod';
import { INVALID_PHONE_MESSAGE, looksLikePhone, normalizePhone, type PhoneRegion } from '../domain/phone.ts';

export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';

/**
 * A required phone number. With the business's region (forms, which know their business) it must be a number
 * normalizePhone accepts there; without one (request bodies, parsed before the business is looked up) it must
 * look like a number, and the service checks it in the business's region.
 */
export function phoneSchema(region?: PhoneRegion) {
  return z
    .string({ error: PHONE_REQUIRED_MESSAGE })
    .trim()
    .min(1, PHONE_REQUIRED_MESSAGE)
    .max(40, INVALID_PHONE_MESSAGE)
    .refine(
      (value) => (region ? normalizePhone(value, region) !== null : looksLikePhone(value)),
      INVALID_PHONE_MESSAGE,
    );
}
