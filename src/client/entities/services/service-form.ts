// The service dialog's form (spec part 1 §5): the shared service rules, with price typed as text (sent as a
// 2-decimal string) and duration typed as text where anything non-numeric becomes 0 — which the shared
// duration rule then refuses with the server's own message. A class (decision 036) has its size and seats per
// booking typed as text too, checked by the shared class rules.
import { z } from 'zod';
import { through } from '#client/entities/business/form-schema.ts';
import { DEPOSIT_TYPES, type DepositType } from '#shared/domain/deposit.ts';
import { CLASS_MESSAGES, serviceClassFields } from '#shared/schemas/class.ts';
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
const capacityRule = serviceClassFields.classCapacity.unwrap().unwrap();
const maxSeatsRule = serviceClassFields.classMaxSeats.unwrap().unwrap();

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
    isClass: z.boolean(),
    classCapacity: z.string(),
    classMaxSeats: z.string(),
  })
  .transform(({ isClass, classCapacity, classMaxSeats, ...values }, ctx) => {
    const takesValue = values.depositType === 'fixed' || values.depositType === 'percentage';
    if (takesValue && values.depositValue === null) {
      ctx.addIssue({ code: 'custom', message: DEPOSIT_MESSAGES.valueRequired, path: ['depositValue'] });
    }
    const seats = isClass ? classSeats(classCapacity, classMaxSeats, ctx) : null;
    return {
      ...values,
      depositValue: takesValue ? values.depositValue : null,
      classCapacity: seats?.capacity ?? null,
      classMaxSeats: seats?.maxSeats ?? null,
    };
  });

/** A class's size and seats per booking from their text, by the server's rules and messages. */
function classSeats(capacityText: string, maxSeatsText: string, ctx: z.RefinementCtx) {
  const capacity = capacityRule.safeParse(durationFromText(capacityText));
  const maxSeats = maxSeatsRule.safeParse(durationFromText(maxSeatsText));
  if (!capacity.success)
    ctx.addIssue({ code: 'custom', message: CLASS_MESSAGES.capacity, path: ['classCapacity'] });
  if (!maxSeats.success || (capacity.success && maxSeats.data > capacity.data)) {
    ctx.addIssue({ code: 'custom', message: CLASS_MESSAGES.maxSeats, path: ['classMaxSeats'] });
  }
  return capacity.success && maxSeats.success ? { capacity: capacity.data, maxSeats: maxSeats.data } : null;
}

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
  /** A class (decision 036): its seats per session and per booking, as typed. */
  isClass: boolean;
  classCapacity: string;
  classMaxSeats: string;
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
    isClass: service?.classCapacity != null,
    classCapacity: service?.classCapacity == null ? '' : String(service.classCapacity),
    classMaxSeats: String(service?.classMaxSeats ?? 1),
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
  if (values.classCapacity !== service.classCapacity || values.classMaxSeats !== service.classMaxSeats) {
    changes.classCapacity = values.classCapacity;
    changes.classMaxSeats = values.classMaxSeats;
  }
  return changes;
}
