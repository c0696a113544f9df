// Resource contracts: the rooms, chairs, beds and equipment an owner keeps, each with how many there are.
import { z } from 'zod';

export const MIN_RESOURCE_QUANTITY = 1;
export const MAX_RESOURCE_QUANTITY = 50;
/** How many resources one service may need. */
export const MAX_RESOURCES_PER_SERVICE = 10;

export const RESOURCE_MESSAGES = {
  nameRequired: 'Resource name is required',
  nameTooLong: 'Resource name must be at most 100 characters',
  nameTaken: 'You already have a resource with this name',
  quantity: `Quantity must be a whole number from ${MIN_RESOURCE_QUANTITY} to ${MAX_RESOURCE_QUANTITY}`,
  notFound: 'Resource not found',
  tooMany: `A service can need at most ${MAX_RESOURCES_PER_SERVICE} resources`,
  repeated: 'A resource can be listed only once',
} as const;

const nameSchema = z
  .string({ error: RESOURCE_MESSAGES.nameRequired })
  .trim()
  .min(1, RESOURCE_MESSAGES.nameRequired)
  .max(100, RESOURCE_MESSAGES.nameTooLong);

const quantitySchema = z
  .number({ error: RESOURCE_MESSAGES.quantity })
  .int(RESOURCE_MESSAGES.quantity)
  .min(MIN_RESOURCE_QUANTITY, RESOURCE_MESSAGES.quantity)
  .max(MAX_RESOURCE_QUANTITY, RESOURCE_MESSAGES.quantity);

/** POST /api/resources; the form's schema too. */
export const resourceInputSchema = z.object({ name: nameSchema, quantity: quantitySchema });
export type ResourceInput = z.infer<typeof resourceInputSchema>;

/** PATCH /api/resources/{id}: only the changed fields. */
export const updateResourceInputSchema = resourceInputSchema.partial();
export type UpdateResourceInput = z.infer<typeof updateResourceInputSchema>;

export const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** What a service needs, as the service's create and edit send it: each resource once. */
export const resourceIdsSchema = z
  .array(z.string({ error: RESOURCE_MESSAGES.notFound }).max(100), { error: RESOURCE_MESSAGES.notFound })
  .max(MAX_RESOURCES_PER_SERVICE, RESOURCE_MESSAGES.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, RESOURCE_MESSAGES.repeated);

/** A unit a booking holds, as the owner's booking details show it: the unit's number only when there are several. */
export const heldResourceSchema = z.object({ name: z.string(), unit: z.number().nullable() });
export type HeldResource = z.infer<typeof heldResourceSchema>;
