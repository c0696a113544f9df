// The integrations catalogue (part 2 §3, checklist INT-08 to INT-14): one fixed list read by the server (which ids
// exist, which are coming soon, which post webhooks) and by the /integrations page (what each card shows).

export const INTEGRATION_CATEGORIES = [
  'payments',
  'marketing',
  'communication',
  'calendar',
  'meetings',
  'analytics',
  'social',
  'accounting',
  'reviews',
  'automation',
  'ecommerce',
  'industry',
] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

/**
 * What connecting does today: 'calendar' shows the business's calendar subscription address, 'webhook' posts
 * booking and payment events to an address the owner gives, 'stripe' is the deposits through Stripe Checkout (on
 * when the server has its Stripe keys), 'stored' only remembers the connection (the card says so: we sync when
 * the integration is available).
 */
export type IntegrationKind = 'calendar' | 'webhook' | 'stripe' | 'stored';

export type IntegrationEntry = {
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  popular: boolean;
  comingSoon: boolean;
  /** The card shows the first three. */
  features: readonly string[];
  kind: IntegrationKind;
};

const entry = (
  id: string,
  name: string,
  category: IntegrationCategory,
  description: string,
  features: readonly string[],
  extra: Partial<Pick<IntegrationEntry, 'popular' | 'comingSoon' | 'kind'>> = {},
): IntegrationEntry => ({
  id,
  name,
  description,
  category,
  features,
  popular: extra.popular ?? false,
  comingSoon: extra.comingSoon ?? false,
  kind: extra.kind ?? 'stored',
});

export const INTEGRATIONS: readonly IntegrationEntry[] = [
  entry(
    'stripe',
    'Stripe',
    'payments',
    'Accept card payments and deposits online.',
    ['Online payments', 'Deposits', 'Refunds', 'Payouts'],
    { popular: true, kind: 'stripe' },
  ),
  entry('paypal', 'PayPal', 'payments', 'Let clients pay with PayPal.', [
    'PayPal checkout',
    'Refunds',
    'Buyer protection',
  ]),
  entry('square', 'Square', 'payments', 'Take in-person payments with Square.', [
    'Card reader',
    'Contactless payments',
    'Daily payouts',
  ]),
  entry(
    'mailchimp',
    'Mailchimp',
    'marketing',
    'Sync clients to your email lists.',
    ['Audience sync', 'Email campaigns', 'Segments', 'Automations'],
    { popular: true },
  ),
  entry('klaviyo', 'Klaviyo', 'marketing', 'Targeted email and SMS marketing.', [
    'Client profiles',
    'Flows',
    'Campaign analytics',
  ]),
  entry('twiliosms', 'Twilio SMS', 'communication', 'Text reminders and confirmations to clients.', [
    'SMS reminders',
    'Two-way messaging',
    'Delivery reports',
  ]),
  entry(
    'whatsapp',
    'WhatsApp Business',
    'communication',
    'Message clients on WhatsApp.',
    ['Booking confirmations', 'Reminders', 'Chat with clients'],
    { comingSoon: true },
  ),
  entry(
    'googlecalendar',
    'Google Calendar',
    'calendar',
    'See your appointments in Google Calendar.',
    ['Calendar subscription', 'Updates automatically', 'Works on every device'],
    { popular: true, kind: 'calendar' },
  ),
  entry(
    'outlook',
    'Outlook Calendar',
    'calendar',
    'See your appointments in Outlook.',
    ['Calendar subscription', 'Updates automatically', 'Outlook on the web and desktop'],
    { kind: 'calendar' },
  ),
  entry('zoom', 'Zoom', 'meetings', 'Add Zoom links to online appointments.', [
    'Meeting links',
    'Waiting rooms',
    'Recordings',
  ]),
  entry('googleanalytics', 'Google Analytics', 'analytics', 'Measure visits to your booking page.', [
    'Page views',
    'Conversion tracking',
    'Traffic sources',
  ]),
  entry('facebook', 'Facebook', 'social', 'Take bookings from your Facebook page.', [
    'Book Now button',
    'Page integration',
    'Audience insights',
  ]),
  entry('instagram', 'Instagram', 'social', 'Take bookings from your Instagram profile.', [
    'Book button',
    'Profile link',
    'Story links',
  ]),
  entry('quickbooks', 'QuickBooks', 'accounting', 'Send sales and payments to QuickBooks.', [
    'Sales sync',
    'Invoices',
    'Tax reports',
  ]),
  entry('authorize-net', 'Authorize.Net', 'payments', 'Card payments through Authorize.Net.', [
    'Card payments',
    'Fraud detection',
    'Recurring billing',
  ]),
  entry('clover', 'Clover', 'payments', 'Take payments on Clover devices.', [
    'Point of sale',
    'Card payments',
    'Inventory',
  ]),
  entry(
    'slack',
    'Slack',
    'communication',
    'Post booking and payment events to a Slack channel.',
    ['Signed webhooks', 'Booking events', 'Payment events'],
    { popular: true, kind: 'webhook' },
  ),
  entry(
    'microsoft-teams',
    'Microsoft Teams',
    'communication',
    'Post booking and payment events to a Teams channel.',
    ['Signed webhooks', 'Booking events', 'Payment events'],
    { kind: 'webhook' },
  ),
  entry('google-meet', 'Google Meet', 'meetings', 'Add Google Meet links to online appointments.', [
    'Meeting links',
    'Calendar invites',
    'Screen sharing',
  ]),
  entry('hubspot', 'HubSpot', 'marketing', 'Keep clients in your HubSpot CRM.', [
    'Contact sync',
    'Deals',
    'Email tracking',
  ]),
  entry('salesforce', 'Salesforce', 'marketing', 'Send clients and bookings to Salesforce.', [
    'Contact sync',
    'Opportunities',
    'Reports',
  ]),
  entry('constant-contact', 'Constant Contact', 'marketing', 'Email newsletters to your clients.', [
    'List sync',
    'Newsletters',
    'Event invites',
  ]),
  entry('xero', 'Xero', 'accounting', 'Send sales and payments to Xero.', [
    'Sales sync',
    'Bank reconciliation',
    'Invoices',
  ]),
  entry('freshbooks', 'FreshBooks', 'accounting', 'Invoices and expenses with FreshBooks.', [
    'Invoices',
    'Expenses',
    'Time tracking',
  ]),
  entry(
    'google-reviews',
    'Google Reviews',
    'reviews',
    'Ask happy clients for a Google review.',
    ['Review requests', 'Review monitoring', 'Star ratings'],
    { popular: true },
  ),
  entry('yelp', 'Yelp', 'reviews', 'Show your Yelp reviews and take bookings from Yelp.', [
    'Review monitoring',
    'Yelp reservations',
    'Business page',
  ]),
  entry('trustpilot', 'Trustpilot', 'reviews', 'Collect reviews on Trustpilot.', [
    'Review invitations',
    'TrustScore',
    'Review widgets',
  ]),
  entry(
    'zapier',
    'Zapier',
    'automation',
    'Send booking and payment events to thousands of apps.',
    ['Signed webhooks', 'Booking events', 'Payment events', 'Delivery log'],
    { popular: true, kind: 'webhook' },
  ),
  entry(
    'ifttt',
    'IFTTT',
    'automation',
    'Trigger applets from booking and payment events.',
    ['Signed webhooks', 'Booking events', 'Payment events'],
    { kind: 'webhook' },
  ),
  entry('shopify', 'Shopify', 'ecommerce', 'Sell products and gift cards on Shopify.', [
    'Product sync',
    'Gift cards',
    'Orders',
  ]),
  entry('woocommerce', 'WooCommerce', 'ecommerce', 'Sell products from your WordPress shop.', [
    'Product sync',
    'Orders',
    'Coupons',
  ]),
  entry(
    'mindbody',
    'Mindbody',
    'industry',
    'Bring your Mindbody clients and classes over.',
    ['Client import', 'Class schedules', 'Memberships'],
    { comingSoon: true },
  ),
  entry('fresha', 'Fresha', 'industry', 'Bring your Fresha clients and services over.', [
    'Client import',
    'Service import',
    'Appointment history',
  ]),
  entry(
    'applecalendar',
    'Apple Calendar',
    'calendar',
    'See your appointments in Apple Calendar on iPhone, iPad and Mac.',
    ['Calendar subscription', 'Updates automatically', 'iPhone, iPad and Mac'],
    { kind: 'calendar' },
  ),
];

export const INTEGRATION_IDS = INTEGRATIONS.map((i) => i.id);

export function findIntegration(id: string): IntegrationEntry | undefined {
  return INTEGRATIONS.find((i) => i.id === id);
}

/** The ids that post webhooks (Zapier, IFTTT, Slack, Microsoft Teams). */
export const WEBHOOK_INTEGRATION_IDS = INTEGRATIONS.filter((i) => i.kind === 'webhook').map((i) => i.id);

/** What a webhook posts, by its `event` field. 'test' is the owner's 'Send test event'. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.completed',
  'payment.recorded',
  'test',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the integration's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Bookwell-Signature';
/** Delivery attempts kept per integration. */
export const WEBHOOK_LOG_SIZE = 50;
