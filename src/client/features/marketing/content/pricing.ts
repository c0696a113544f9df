// Pricing page content: the Professional plan's 20 features and the website package (spec part 2 §2, §9).

export const PLAN_FEATURES: readonly string[] = [
  'Unlimited bookings',
  'Unlimited clients',
  'Unlimited services',
  'Custom branding',
  'Custom booking page',
  'Real-time notifications',
  'Automated SMS & email reminders (24 h and 2 h before)',
  'Advanced analytics',
  'Priority support, response within 2 hours',
  'Mobile app access with offline mode',
  'Payment processing',
  'Calendar integrations and sync',
  'Staff and team management',
  'Group and recurring bookings',
  'Client CRM with booking history',
  'Reviews and ratings',
  'QR code and social media booking',
  'Multi-language and time zone support',
  'Reports and data export',
  '99.9% uptime',
];

export const WEBSITE_PACKAGE_FEATURES: readonly string[] = [
  'Delivered in 7–14 days',
  '30 days of free revisions',
  'Choice of 6 industry templates',
  'Online booking built in',
  'Mobile-friendly and fast',
  '50% upfront, 50% on completion',
];
