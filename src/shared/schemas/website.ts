// Website projects an owner orders from the website builder (/website-builder) and the stored templates they start
// from (spec part 2 §3 Website project, §4 statuses, §5 validation, §9 the fixed $1,999 price).
import { z } from 'zod';

/** The one price of a website project (spec part 2 §9): set by the server, never by the request. */
export const WEBSITE_PROJECT_PRICE = '1999.00';

export const WEBSITE_PROJECT_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;
export type WebsiteProjectStatus = (typeof WEBSITE_PROJECT_STATUSES)[number];

export const WEBSITE_BUSINESS_TYPES = [
  'Food & Beverage',
  'E-commerce',
  'Professional Services',
  'Creative',
  'Real Estate',
  'Healthcare',
  'Other',
] as const;
export type WebsiteBusinessType = (typeof WEBSITE_BUSINESS_TYPES)[number];

export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const MISSING_INFORMATION_MESSAGE = 'Please fill in all required fields.';
export const WEBSITE_PROJECT_NOT_FOUND_MESSAGE = 'Website project not found';
export const BUSINESS_TYPE_MESSAGE = `Business type must be one of: ${WEBSITE_BUSINESS_TYPES.join(', ')}`;

export const WEBSITE_TEXT_LIMITS = { title: 200, description: 5000, requirements: 5000 } as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: MISSING_INFORMATION_MESSAGE })
    .trim()
    .min(1, MISSING_INFORMATION_MESSAGE)
    .max(max, `${label} must be ${max} characters or fewer`);

/** POST /api/website-projects. `pricing` is part of the spec's payload but ignored: the price is fixed. */
export const createWebsiteProjectInputSchema = z.object({
  title: requiredText('Title', WEBSITE_TEXT_LIMITS.title),
  description: requiredText('Description', WEBSITE_TEXT_LIMITS.description),
  businessType: z
    .string({ error: MISSING_INFORMATION_MESSAGE })
    .trim()
    .min(1, MISSING_INFORMATION_MESSAGE)
    .pipe(z.enum(WEBSITE_BUSINESS_TYPES, { error: BUSINESS_TYPE_MESSAGE })),
  requirements: requiredText('Requirements', WEBSITE_TEXT_LIMITS.requirements),
  pricing: z.union([z.string().max(50), z.number()]).optional(),
});
export type CreateWebsiteProjectInput = z.infer<typeof createWebsiteProjectInputSchema>;

export const websiteProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  businessType: z.string(),
  requirements: z.string(),
  /** Exact decimal string, '1999.00'. */
  pricing: z.string(),
  status: z.enum(WEBSITE_PROJECT_STATUSES),
  createdAt: z.string(),
  /** Where the finished site lives (https), set by the platform admin; null until then. */
  deployedUrl: z.string().nullable(),
});
export type WebsiteProject = z.infer<typeof websiteProjectSchema>;

export const websiteProjectIdParamsSchema = z.object({ id: z.string().max(100) });

/** The templates this version ships (shared/domain/website-templates.ts), by their name in the app's catalogs. */
export const WEBSITE_TEMPLATE_KEYS = [
  'bistro',
  'storefront',
  'consultant',
  'studio',
  'agency',
  'clinic',
] as const;
export type WebsiteTemplateKey = (typeof WEBSITE_TEMPLATE_KEYS)[number];

export const websiteTemplateSchema = z.object({
  id: z.string(),
  /** Which shipped template it is: the app shows its words in its language; null for a stored template this
   * version does not ship, shown as stored. */
  key: z.enum(WEBSITE_TEMPLATE_KEYS).nullable(),
  name: z.string(),
  /** One of WEBSITE_BUSINESS_TYPES: the kind of business it is made for. */
  category: z.string(),
  description: z.string().nullable(),
  /** An image served by this app (no external host). */
  previewUrl: z.string().nullable(),
  /** What the template includes. */
  features: z.array(z.string()),
});
export type WebsiteTemplate = z.infer<typeof websiteTemplateSchema>;

/** 'in_progress' → 'in progress' (spec part 2 §4). */
export function websiteStatusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}
