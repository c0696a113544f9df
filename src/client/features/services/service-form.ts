// The service dialog's form (spec part 1 §5): the shared service rules, with price typed as text (sent as a
// 2-decimal string) and duration typed as text where anything non-numeric becomes 0 — which the shared
// duration rule then refuses with the server's own message.
import { z } from 'zod';
import { through } from '#client/entities/business/form-schema.ts';
import { DEPOSIT_TYPES, type DepositType } from '#shared/domain/deposit.ts';
import {
  createServiceInputSchema,
  DEFAULT_SERVICE_DURATION,
  DEPOSIT_MESSAGES,
  priceInputSchema,
  SERVICE_MESSAGES,
  type Service,
  type UpdateServiceInput,
} from '#shared/schemas/service.ts';

/** '45' → 45; '', 'abc' → 0 (spec part 1 §5). */
export function durationFromText(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : 0;
}

const { name, description, imageUrl, duration, depositValue } = createServiceInputSchema.shape;

export const serviceFormSchema = z
  .object({
    name,
    description: through(z.string(), description),
    price: through(z.string().trim().min(1, SERVICE_MESSAGES.priceRequired), priceInputSchema),
    duration: through(z.string().transform(durationFromText), duration.unwrap()),
    imageUrl: through(z.string().nullable(), imageUrl),
    isActive: z.boolean(),
    depositType: z.enum(DEPOSIT_TYPES),
    // Typed only for a fixed or percentage deposit; blank otherwise.
    depositValue: through(
      z
        .string()
        .trim()
        .transform((v) => v || null),
      depositValue.unwrap(),
    ),
    resourceIds: z.array(z.string()),
  })
  .transform((values, ctx) => {
    const takesValue = values.depositType === 'fixed' || values.depositType === 'percentage';
    if (takesValue && values.depositValue === null) {
      ctx.addIssue({ code: 'custom', message: DEPOSIT_MESSAGES.valueRequired, path: ['depositValue'] });
    }
    return { ...values, depositValue: takesValue ? values.depositValue : null };
  });

export type ServiceFormValues = {
  name: string;
  description: string;
  price: string;
  duration: string;
  imageUrl: string | null;
  isActive: boolean;
  depositType: DepositType;
  depositValue: string;
  /** The resources a booking of it holds a unit of. */
  resourceIds: string[];
};
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;

export function serviceFormDefaults(service?: Service): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service?.price ?? '',
    duration: String(service?.duration ?? DEFAULT_SERVICE_DURATION),
    imageUrl: service?.imageUrl ?? null,
    isActive: service?.isActive ?? true,
    depositType: service?.depositType ?? 'none',
    depositValue: service?.depositValue ?? '',
    resourceIds: service?.resourceIds ?? [],
  };
}

/** Only what differs from the stored service (PATCH sends the changed fields). */
export function changedServiceFields(service: Service, values: ServiceFormOutput): UpdateServiceInput {
  const changes: UpdateServiceInput = {};
  if (values.name !== service.name) changes.name = values.name;
  if ((values.description ?? null) !== service.description) changes.description = values.description ?? null;
  if (values.price !== service.price) changes.price = values.price;
  if (values.duration !== service.duration) changes.duration = values.duration;
  if ((values.imageUrl ?? null) !== service.imageUrl) changes.imageUrl = values.imageUrl ?? null;
  if (values.isActive !== service.isActive) changes.isActive = values.isActive;
  if (values.depositType !== service.depositType || values.depositValue !== service.depositValue) {
    changes.depositType = values.depositType;
    changes.depositValue = values.depositValue;
  }
  const needs = (ids: string[]) => [...ids].sort().join(' ');
  if (needs(values.resourceIds) !== needs(service.resourceIds)) changes.resourceIds = values.resourceIds;
  return changes;
}
