// The platform admin console (/admin, /platform-admin; spec part 2 §2, §3, §4, §9): what its API answers and takes.
import { z } from 'zod';
import { pageNumberSchema } from './paging.ts';

/** A business's status as the platform sees it (businesses.status). */
export const BUSINESS_STATUSES = ['active', 'pending', 'suspended', 'inactive'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
/** The status the console shows for a business whose owner deleted the account, until the purge removes it. */
export const CLOSING_STATUS = 'closing';

export const WEBSITE_PROJECT_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;

/** The spec's admin settings defaults (part 2 §9). */
export const DEFAULT_PLATFORM_SETTINGS = {
  commissionRate: '15.00',
  freeTrialDays: 14,
  autoSuspendOverdue: true,
  emailNotifications: true,
} as const;

/** The business-wide wording of a suspension, shown to its owner on every signed-in screen. */
export const SUSPENDED_BANNER_TITLE = 'Your business is suspended';
export const SUSPENDED_BANNER_MESSAGE =
  'Bookwell suspended your business: your booking page is not taking bookings. Contact Help & Support to have it reactivated.';

const money = z.string();

export const adminOverviewSchema = z.object({
  businesses: z.object({
    total: z.number().int(),
    active: z.number().int(),
    pending: z.number().int(),
    suspended: z.number().int(),
    inactive: z.number().int(),
    newThisMonth: z.number().int(),
  }),
  bookingsThisMonth: z.number().int(),
  revenue: z.object({
    /** Monthly value of the active subscriptions (a yearly one counts a twelfth). */
    subscriptions: money,
    /** Commission on completed website projects at the current rate. */
    websiteCommissions: money,
    total: money,
  }),
  openSupportRequests: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The spec's sample admin business fields (part 2 §3), from the real rows. */
export const adminBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  ownerName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  businessType: z.string(),
  status: z.string(),
  subscriptionTier: z.string(),
  monthlyRevenue: money,
  totalBookings: z.number().int(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  websiteProjects: z.number().int(),
  commissionGenerated: money,
});
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

export const ADMIN_PAGE_SIZE = 20;

export const adminBusinessesQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search can be at most 200 characters').default(''),
  status: z
    .enum(['all', ...BUSINESS_STATUSES], 'Status must be all, active, pending, suspended or inactive')
    .default('all'),
  page: pageNumberSchema,
});
export type AdminBusinessesQuery = z.output<typeof adminBusinessesQuerySchema>;

export const adminBusinessesPageSchema = z.object({
  businesses: z.array(adminBusinessSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBusinessesPage = z.infer<typeof adminBusinessesPageSchema>;

export const idParamsSchema = z.object({ id: z.string().max(100) });

/** Suspend or Activate. */
export const businessStatusInputSchema = z.object({
  status: z.enum(['active', 'suspended'], 'Status must be active or suspended'),
});

export const adminRevenueSchema = z.object({
  months: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string(),
      subscriptions: money,
      websiteCommissions: money,
      total: money,
    }),
  ),
  byTier: z.array(z.object({ tier: z.string(), businesses: z.number().int(), subscriptions: money })),
  topBusinesses: z.array(z.object({ id: z.string(), name: z.string(), commissionGenerated: money })),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: money,
  priceUnit: z.string(),
  features: z.array(z.string()),
  maxServices: z.number().int(),
  maxBookings: z.number().int(),
  isPopular: z.boolean(),
  businesses: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const platformSettingsSchema = z.object({
  commissionRate: money,
  freeTrialDays: z.number().int(),
  autoSuspendOverdue: z.boolean(),
  emailNotifications: z.boolean(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const platformSettingsInputSchema = z.object({
  commissionRate: z
    .string({ error: 'Commission rate must be a percentage such as 15 or 12.5' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Commission rate must be a percentage such as 15 or 12.5')
    .refine((v) => Number(v) <= 100, 'Commission rate can be at most 100 percent'),
  freeTrialDays: z
    .number({ error: 'Free trial must be a whole number of days' })
    .int('Free trial must be a whole number of days')
    .min(0, 'Free trial cannot be negative')
    .max(365, 'Free trial can be at most 365 days'),
  autoSuspendOverdue: z.boolean({ error: 'Auto-suspend must be on or off' }),
  emailNotifications: z.boolean({ error: 'Email notifications must be on or off' }),
});
export type PlatformSettingsInput = z.infer<typeof platformSettingsInputSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminWebsiteProjectSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  title: z.string(),
  businessType: z.string(),
  pricing: money,
  status: z.string(),
  deployedUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminWebsiteProject = z.infer<typeof adminWebsiteProjectSchema>;

export const websiteProjectUpdateSchema = z.object({
  status: z.enum(WEBSITE_PROJECT_STATUSES, 'Status must be pending, in_progress, completed or failed'),
  deployedUrl: z
    .string({ error: 'The website address must be an https:// URL' })
    .trim()
    .max(500, 'The website address can be at most 500 characters')
    .refine((v) => v === '' || URL.canParse(v), 'The website address must be an https:// URL')
    .refine(
      (v) => v === '' || new URL(v).protocol === 'https:',
      'The website address must be an https:// URL',
    )
    .transform((v) => v || null)
    .optional(),
});
export type WebsiteProjectUpdate = z.input<typeof websiteProjectUpdateSchema>;
