// The business-info form: the shared PATCH /api/businesses/me rules, typed as the strings a form holds.
import { z } from 'zod';
import { through } from '#client/entities/business/form-schema.ts';
import { errorStatus } from '#client/lib/api-client.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  BUSINESS_MESSAGES,
  BUSINESS_TYPES,
  type BusinessType,
  businessNameSchema,
  type OwnerBusiness,
  slugSchema,
  type UpdateBusinessInput,
  updateBusinessInputSchema,
} from '#shared/schemas/business.ts';

const shape = updateBusinessInputSchema.shape;

export const businessInfoFormSchema = z.object({
  name: businessNameSchema,
  description: through(z.string(), shape.description),
  businessType: z.enum(BUSINESS_TYPES, { error: BUSINESS_MESSAGES.businessType }),
  phone: through(z.string(), shape.phone),
  email: through(z.string(), shape.email),
  address: through(z.string(), shape.address),
  timezone: through(z.string(), shape.timezone.unwrap()),
  currency: through(z.string(), shape.currency.unwrap()),
  language: shape.language.unwrap(),
  slug: slugSchema,
});

export type BusinessInfoValues = {
  name: string;
  description: string;
  businessType: BusinessType;
  phone: string;
  email: string;
  address: string;
  timezone: string;
  currency: string;
  language: Locale;
  slug: string;
};
export type BusinessInfoOutput = z.output<typeof businessInfoFormSchema>;

export const BUSINESS_INFO_FIELDS = [
  'name',
  'description',
  'businessType',
  'phone',
  'email',
  'address',
  'timezone',
  'currency',
  'language',
  'slug',
] as const;

export function businessInfoDefaults(business: OwnerBusiness): BusinessInfoValues {
  return {
    name: business.name,
    description: business.description ?? '',
    businessType: (BUSINESS_TYPES as readonly string[]).includes(business.businessType)
      ? (business.businessType as BusinessType)
      : 'other',
    phone: business.phone ?? '',
    email: business.email ?? '',
    address: business.address ?? '',
    timezone: business.timezone,
    currency: business.currency,
    language: business.language,
    slug: business.slug,
  };
}

/** Only what differs from the stored business (a PATCH of the changed fields). */
export function changedBusinessFields(
  business: OwnerBusiness,
  values: BusinessInfoOutput,
): UpdateBusinessInput {
  const changes: UpdateBusinessInput = {};
  for (const field of BUSINESS_INFO_FIELDS) {
    const next = values[field] ?? null;
    if (next !== (business[field] ?? null)) Object.assign(changes, { [field]: next });
  }
  return changes;
}

/** The slug error the server answers without a field path: 409 taken (the only conflict of a business's update,
 * said in the app's language: docs/decisions/046). A reserved link is a 400 that names the field. */
export function isSlugRefusal(error: unknown): boolean {
  return errorStatus(error) === 409;
}
