// Service contracts: what an owner sends for a service, what the owner and the public booking page read.
import { z } from 'zod';
import { DEPOSIT_TYPES } from '#shared/domain/deposit.ts';
import { formatCents, type PriceProblem, parsePriceToCents } from '#shared/domain/money.ts';
import { optionalImageUrlSchema } from './business.ts';
import { serviceClassFields } from './class.ts';
import { resourceIdsSchema } from './resource.ts';

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

/** What a service asks for online (decision 017); the server refuses it while Stripe is not configured. */
export const DEPOSIT_MESSAGES = {
  notConfigured:
    'Stripe is not configured, so services cannot take deposits. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first.',
  type: 'Deposit must be none, fixed, percentage or full',
  valueRequired: 'Please enter the deposit amount',
  valueNotAllowed: 'Only a fixed or percentage deposit takes a value',
  percentRange: 'Deposit percentage must be between 0.01 and 100',
  moreThanPrice: 'The deposit cannot be more than the price',
} as const;

const DEPOSIT_VALUE_MESSAGES: Record<PriceProblem, string> = {
  invalid: 'Please enter a valid deposit',
  precision: 'Deposit can have at most 2 decimal places',
  range: 'Deposit must be between 0 and 99999.99',
};

/** A decimal amount as a number or a string, normalised to the API's 2-decimal string ('45' → '45.00'). */
function decimalInputSchema(required: string, problems: Record<PriceProblem, string>) {
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    const parsed = parsePriceToCents(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: problems[parsed.problem] });
      return z.NEVER;
    }
    return formatCents(parsed.cents);
  });
}

/** A price as a number or a decimal string, normalised to the API's 2-decimal string ('45' → '45.00'). */
export const priceInputSchema = decimalInputSchema(SERVICE_MESSAGES.priceRequired, PRICE_MESSAGES);

const depositTypeSchema = z.enum(DEPOSIT_TYPES, { error: DEPOSIT_MESSAGES.type });
/** A fixed deposit's amount or a percentage; null for none and full prepayment. */
const depositValueSchema = decimalInputSchema(
  DEPOSIT_MESSAGES.valueRequired,
  DEPOSIT_VALUE_MESSAGES,
).nullable();

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
  depositType: depositTypeSchema.optional(),
  depositValue: depositValueSchema.optional(),
  /** The resources a booking of it holds a unit of (none by default). */
  resourceIds: resourceIdsSchema.optional(),
  ...serviceClassFields,
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
  depositType: depositTypeSchema.optional(),
  depositValue: depositValueSchema.optional(),
  resourceIds: resourceIdsSchema.optional(),
  ...serviceClassFields,
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
  /** What the booking page takes through Stripe before confirming (2-decimal string); null when nothing. */
  depositAmount: z.string().nullable(),
  /** A class (decision 036): seats per session and per booking; null for a one-to-one service. */
  classCapacity: z.number().nullable(),
  classMaxSeats: z.number().nullable(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const serviceSchema = publicServiceSchema.extend({
  depositType: z.enum(DEPOSIT_TYPES),
  /** A fixed deposit's amount or a percentage (2-decimal string); null for none and full prepayment. */
  depositValue: z.string().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number(),
  /** The resources a booking of it holds a unit of. */
  resourceIds: z.array(z.string()),
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

/** GET /api/stripe/status: whether this server can take deposits (both Stripe keys set). */
export const stripeStatusSchema = z.object({ configured: z.boolean() });
export type StripeStatus = z.infer<typeof stripeStatusSchema>;
