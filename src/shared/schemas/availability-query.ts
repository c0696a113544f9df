// The public availability read's query (GET /api/businesses/{slug}/availability), apart from availability.ts so
// that the app's and the booking page's downloads, which use that file's schemas, do not carry its parsing.
import { z } from 'zod';
import { MAX_VISIT_SERVICES, VISIT_MESSAGES } from '../domain/visit.ts';
import { localDateSchema } from './availability.ts';

/** The services booked after the first in the same visit, in order (decision 037). */
export const extraServiceIdsSchema = z
  .array(z.string().min(1).max(100))
  .max(MAX_VISIT_SERVICES - 1, VISIT_MESSAGES.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, VISIT_MESSAGES.repeated);

/** Every body or query naming a visit: its first service is not one of the others. */
export const firstServiceOnce = {
  check: (v: { serviceId: string; extraServiceIds?: string[] }) => !v.extraServiceIds?.includes(v.serviceId),
  params: { message: VISIT_MESSAGES.repeated, path: ['extraServiceIds'] },
};

export const availabilityQuerySchema = z
  .object({
    serviceId: z.string().min(1, 'serviceId is required').max(100),
    from: localDateSchema.optional(),
    days: z.coerce.number().int().min(1, 'days must be 1 to 31').max(31, 'days must be 1 to 31').default(1),
    teamMemberId: z.string().min(1).max(100).optional(),
    /** A visit's further services, comma-separated: the slots where the whole visit fits. */
    extraServiceIds: z
      .string()
      .max(MAX_VISIT_SERVICES * 101)
      .transform((ids) => ids.split(','))
      .pipe(extraServiceIdsSchema)
      .optional(),
  })
  .refine(firstServiceOnce.check, firstServiceOnce.params);
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
