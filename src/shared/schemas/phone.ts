// The phone field of every form and request body, so a form refuses exactly what the server would.
import { z } from 'zod';
import { PHONE_REQUIRED_MESSAGE, type PhoneRegion, phoneProblem } from '../domain/phone.ts';

/**
 * A required phone number, checked by phoneProblem: with the business's region (forms, which know their
 * business) in that region; without one (request bodies, parsed before the business is looked up) only that
 * it looks like a number, and the service then checks it in the business's region.
 */
export function phoneSchema(region?: PhoneRegion) {
  return z
    .string({ error: PHONE_REQUIRED_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value, region);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
