// Business contracts: the create form (web and mobile shapes), the owner's edits, and what the API returns.
import { z } from 'zod';
import { isValidTimeZone } from '#shared/domain/local-time.ts';
import { isValidCurrency } from '#shared/domain/money.ts';
import { looksLikePhone } from '#shared/domain/phone.ts';
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, SLUG_PATTERN } from '#shared/domain/slug.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { imageUrlSchema } from './image-url.ts';

/** The web form's list (part 1). */
export const WEB_BUSINESS_TYPES = ['barber', 'salon', 'spa', 'fitness', 'other'] as const;
/** The mobile flow's list (part 2), sent as `type`. */
export const MOBILE_BUSINESS_TYPES = [
  'salon',
  'spa',
  'fitness',
  'medical',
  'beauty',
  'consulting',
  'other',
] as const;
/** What is stored: the union of both lists. */
export const BUSINESS_TYPES = [
  'barber',
  'salon',
  'spa',
  'fitness',
  'medical',
  'beauty',
  'consulting',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_CURRENCY = 'USD';

export const BUSINESS_MESSAGES = {
  name: 'Business name must be at least 2 characters',
  nameTooLong: 'Business name must be at most 100 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email',
  address: 'Please enter a valid address',
  businessType: 'Please choose a business type',
  slugFormat: 'Booking links use 2 to 60 lower-case letters, numbers and single hyphens',
  slugReserved: 'That booking link is reserved. Please choose another',
  slugTaken: 'That booking link is already taken',
  timezone: 'Please choose a valid time zone',
  currency: 'Please choose a valid currency (a 3-letter code such as USD)',
  language: `Please choose one of the booking page's languages: ${LOCALES.join(', ')}`,
} as const;

const PHONE_MIN = 10;
const ADDRESS_MIN = 5;

/** '' and whitespace mean "no value": forms send empty inputs as empty strings. */
function blankToNull(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

export const optionalImageUrlSchema = z.preprocess(blankToNull, imageUrlSchema.nullable()).optional();

export const businessNameSchema = z
  .string({ error: BUSINESS_MESSAGES.name })
  .trim()
  .min(2, BUSINESS_MESSAGES.name)
  .max(100, BUSINESS_MESSAGES.nameTooLong);
const descriptionRule = z.string().trim().max(2000, 'Description must be at most 2000 characters');
const descriptionSchema = z.preprocess(blankToNull, descriptionRule.nullable());
const phoneSchema = z
  .string({ error: BUSINESS_MESSAGES.phone })
  .trim()
  .min(PHONE_MIN, BUSINESS_MESSAGES.phone)
  .max(40, BUSINESS_MESSAGES.phone)
  .refine(looksLikePhone, BUSINESS_MESSAGES.phone);
const emailSchema = z
  .string({ error: BUSINESS_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email(BUSINESS_MESSAGES.email).max(254, BUSINESS_MESSAGES.email));
const addressSchema = z
  .string({ error: BUSINESS_MESSAGES.address })
  .trim()
  .min(ADDRESS_MIN, BUSINESS_MESSAGES.address)
  .max(300, 'Address must be at most 300 characters');

/** The web form (part 1 §5): every contact field required. */
export const createBusinessFormSchema = z.object({
  name: businessNameSchema,
  description: descriptionSchema.optional(),
  businessType: z.enum(WEB_BUSINESS_TYPES, { error: BUSINESS_MESSAGES.businessType }).default('other'),
  phone: phoneSchema,
  email: emailSchema,
  address: addressSchema,
});
export type CreateBusinessForm = z.input<typeof createBusinessFormSchema>;

/** A form's optional text field: blank is left out of the body, anything else follows `rule`. */
function optionalField<T extends z.ZodType<unknown, string>>(rule: T) {
  return z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(rule.optional());
}

/** The mobile set-up form (part 2 §3, §8): name and type required, in its own words; the rest optional, with the
 * API's rules. Its output is the mobile body POST /api/businesses takes. */
export const mobileBusinessFormSchema = z.object({
  name: z.string().trim().min(1, 'Business name is required').pipe(businessNameSchema),
  type: z.enum(MOBILE_BUSINESS_TYPES, { error: 'Business type is required' }),
  description: optionalField(descriptionRule),
  address: optionalField(addressSchema),
  phone: optionalField(phoneSchema),
  email: optionalField(emailSchema),
});
export type MobileBusinessForm = z.input<typeof mobileBusinessFormSchema>;
export type MobileBusinessInput = z.output<typeof mobileBusinessFormSchema>;

/**
 * POST /api/businesses accepts both the web form's payload and the mobile flow's (part 2 §3: `type` with its
 * wider list, description/phone/email/address optional). A body with `type` and no `businessType` is the
 * mobile shape; the same field rules apply to whatever it does send.
 */
export const createBusinessInputSchema = z
  .object({
    name: businessNameSchema,
    description: descriptionSchema.optional(),
    businessType: z.enum(WEB_BUSINESS_TYPES, { error: BUSINESS_MESSAGES.businessType }).optional(),
    type: z.enum(MOBILE_BUSINESS_TYPES, { error: BUSINESS_MESSAGES.businessType }).optional(),
    phone: z.preprocess(blankToNull, phoneSchema.nullable()).optional(),
    email: z.preprocess(blankToNull, emailSchema.nullable()).optional(),
    address: z.preprocess(blankToNull, addressSchema.nullable()).optional(),
  })
  .superRefine((value, ctx) => {
    const mobile = value.type !== undefined && value.businessType === undefined;
    if (mobile) return;
    const required = [
      ['phone', BUSINESS_MESSAGES.phone],
      ['email', BUSINESS_MESSAGES.email],
      ['address', BUSINESS_MESSAGES.address],
    ] as const;
    for (const [field, message] of required) {
      if (value[field] == null) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((value) => ({
    name: value.name,
    description: value.description ?? null,
    businessType: value.businessType ?? value.type ?? 'other',
    phone: value.phone ?? null,
    email: value.email ?? null,
    address: value.address ?? null,
  }));
export type CreateBusinessInput = z.output<typeof createBusinessInputSchema>;

export const slugSchema = z
  .string({ error: BUSINESS_MESSAGES.slugFormat })
  .trim()
  .toLowerCase()
  .min(SLUG_MIN_LENGTH, BUSINESS_MESSAGES.slugFormat)
  .max(SLUG_MAX_LENGTH, BUSINESS_MESSAGES.slugFormat)
  .regex(SLUG_PATTERN, BUSINESS_MESSAGES.slugFormat);

/** PATCH /api/businesses/me: any subset; null or '' clears an optional field. */
export const updateBusinessInputSchema = z.object({
  name: businessNameSchema.optional(),
  description: descriptionSchema.optional(),
  businessType: z.enum(BUSINESS_TYPES, { error: BUSINESS_MESSAGES.businessType }).optional(),
  phone: z.preprocess(blankToNull, phoneSchema.nullable()).optional(),
  email: z.preprocess(blankToNull, emailSchema.nullable()).optional(),
  address: z.preprocess(blankToNull, addressSchema.nullable()).optional(),
  logoUrl: optionalImageUrlSchema,
  bannerUrl: optionalImageUrlSchema,
  slug: slugSchema.optional(),
  timezone: z
    .string({ error: BUSINESS_MESSAGES.timezone })
    .trim()
    .refine(isValidTimeZone, BUSINESS_MESSAGES.timezone)
    .optional(),
  currency: z
    .string({ error: BUSINESS_MESSAGES.currency })
    .trim()
    .toUpperCase()
    .refine(isValidCurrency, BUSINESS_MESSAGES.currency)
    .optional(),
  /** The booking page's default language (docs/decisions/032). */
  language: z.enum(LOCALES, { error: BUSINESS_MESSAGES.language }).optional(),
});
export type UpdateBusinessInput = z.output<typeof updateBusinessInputSchema>;

/** What anyone may read about a business (GET /api/businesses/{slug}). */
export const publicBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  businessType: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  language: z.enum(LOCALES),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** What the owner reads (GET /api/businesses/me): the public fields plus status and the spec's counters. */
export const ownerBusinessSchema = publicBusinessSchema.extend({
  userId: z.string(),
  isActive: z.boolean(),
  status: z.string(),
  subscriptionTier: z.string(),
  /** The business's figures: null for a staff member, who sees no analytics. */
  monthlyRevenue: z.string().nullable(),
  totalBookings: z.number().nullable(),
  commissionGenerated: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnerBusiness = z.infer<typeof ownerBusinessSchema>;

/** POST /api/upload/image → the URL the stored (re-encoded) image is served at. */
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/upload/images: the signed-in owner's own uploads, newest first. */
export const uploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The optional `type` field sent with the upload: logo, banner, service or avatar. */
  type: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number(),
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
