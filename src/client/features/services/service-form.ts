// The service dialog's form (spec part 1 §5): the shared service rules, with price typed as text (sent as a
// 2-decimal string) and duration typed as text where anything non-numeric becomes 0 — which the shared
// duration rule then refuses with the server's own message.
import { z } from 'zod';
import { through } from '#client/features/businesses/form-schema.ts';
import {
  createServiceInputSchema,
  DEFAULT_SERVICE_DURATION,
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

const { name, description, imageUrl, duration } = createServiceInputSchema.shape;

export const serviceFormSchema = z.object({
  name,
  description: through(z.string(), description),
  price: through(z.string().trim().min(1, SERVICE_MESSAGES.priceRequired), priceInputSchema),
  duration: through(z.string().transform(durationFromText), duration.unwrap()),
  imageUrl: through(z.string().nullable(), imageUrl),
  isActive: z.boolean(),
});

export type ServiceFormValues = {
  name: string;
  description: string;
  price: string;
  duration: string;
  imageUrl: string | null;
  isActive: boolean;
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
  return changes;
}
