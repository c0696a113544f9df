// Service contracts: what an owner sends for a service, what the owner and the public booking page read.
import { z } from 'zod';
import { formatCents, type PriceProblem, parsePriceToCents } from '#shared/domain/money.ts';
import { optionalImageUrlSchema } from './business.ts';

export const SERVICE_MESSAGES = {
  nameRequired: 'Service name is required',
  nameTooLong: 'Service name must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 1000 characters',
  priceRequired: 'Price is required',
  duration: 'Duration must be between 5 and 720 minutes',
  durationWhole: 'Duration must be a whole number of minutes',
  notFound: 'Service not found',
} as const;

const PRICE_MESSAGES: Record<PriceProblem, string> = {
  invalid: 'Please enter a valid price',
  precision: 'Price can have at most 2 decimal places',
  range: 'Price must be between 0 and 99999.99',
};

export const DEFAULT_SERVICE_DURATION = 60;
export const MIN_SERVICE_DURATION = 5;
export const MAX_SERVICE_DURATION = 720;

/** A price as a number or a decimal string, normalised to the API's 2-decimal string ('45' → '45.00'). */
export const priceInputSchema = z
  .union([z.number(), z.string()], { error: SERVICE_MESSAGES.priceRequired })
  .transform((value, ctx) => {
    const parsed = parsePriceToCents(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGES[parsed.problem] });
      return z.NEVER;
    }
    return formatCents(parsed.cents);
  });

const durationSchema = z
  .number({ error: SERVICE_MESSAGES.duration })
  .int(SERVICE_MESSAGES.durationWhole)
  .min(MIN_SERVICE_DURATION, SERVICE_MESSAGES.duration)
  .max(MAX_SERVICE_DURATION, SERVICE_MESSAGES.duration);

const nameSchema = z
  .string({ error: SERVICE_MESSAGES.nameRequired })
  .trim()
  .min(1, SERVICE_MESSAGES.nameRequired)
  .max(100, SERVICE_MESSAGES.nameTooLong);

const descriptionSchema = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(1000, SERVICE_MESSAGES.descriptionTooLong).nullable(),
  )
  .optional();

/** POST /api/services (spec: {name, description, price, duration, imageUrl}); duration defaults to 60. */
export const createServiceInputSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  price: priceInputSchema,
  duration: durationSchema.default(DEFAULT_SERVICE_DURATION),
  imageUrl: optionalImageUrlSchema,
  isActive: z.boolean().optional(),
});
export type CreateServiceInput = z.output<typeof createServiceInputSchema>;

/** PATCH /api/services/{id}: only the changed fields. */
export const updateServiceInputSchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema,
  price: priceInputSchema.optional(),
  duration: durationSchema.optional(),
  imageUrl: optionalImageUrlSchema,
  isActive: z.boolean().optional(),
});
export type UpdateServiceInput = z.output<typeof updateServiceInputSchema>;

/** PUT /api/services/order and PUT /api/team-members/order: ids in their new order. */
export const reorderInputSchema = z.object({
  ids: z
    .array(z.string({ error: 'ids must be a list of ids' }), { error: 'ids must be a list of ids' })
    .min(1, 'ids must list at least one id')
    .max(500, 'ids can list at most 500 ids')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat'),
});
export type ReorderInput = z.infer<typeof reorderInputSchema>;

export const publicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** 2-decimal string in the business's currency, e.g. "45.00". */
  price: z.string(),
  /** Minutes. */
  duration: z.number(),
  imageUrl: z.string().nullable(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const serviceSchema = publicServiceSchema.extend({
  isActive: z.boolean(),
  displayOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const deleteResultSchema = z.object({
  deleted: z.boolean(),
  deactivated: z.boolean(),
  message: z.string().optional(),
});
export type DeleteResult = z.infer<typeof deleteResultSchema>;
