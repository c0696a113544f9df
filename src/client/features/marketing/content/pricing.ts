// Pricing page content: the Professional plan's 20 features and the website package (spec part 2 §2, §9), in this
// order; their words are the pricing catalog's `pricing.plan.features.{id}` and `pricing.website.features.{id}`.

export const PLAN_FEATURES = [
  'unlimitedBookings',
  'unlimitedClients',
  'unlimitedServices',
  'branding',
  'bookingPage',
  'notifications',
  'reminders',
  'analytics',
  'support',
  'mobile',
  'payments',
  'calendars',
  'team',
  'groupRecurring',
  'crm',
  'reviews',
  'qrSocial',
  'languages',
  'reports',
  'uptime',
] as const;

export const WEBSITE_PACKAGE_FEATURES = [
  'delivery',
  'revisions',
  'templates',
  'booking',
  'mobile',
  'payment',
] as const;

/** The pricing page's questions, in order: `pricing.faq.{id}.question` and `.answer`. */
export const PRICING_FAQ = ['card', 'user', 'annual', 'guarantee', 'data', 'website'] as const;

/** The uptime the plan promises, formatted as a percentage in the page's language. */
export const UPTIME = 0.999;
