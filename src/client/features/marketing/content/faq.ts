// The landing page's 10 questions, written from the spec's facts, in order: the landing catalog's
// `landing.faq.{id}.question` and `.answer` (docs/decisions/042). The pricing page's are in pricing.ts.

export const LANDING_FAQ = [
  'trial',
  'cost',
  'account',
  'reminders',
  'team',
  'phone',
  'languages',
  'website',
  'cancel',
  'support',
] as const;
