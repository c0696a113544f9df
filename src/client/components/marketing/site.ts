// Site-wide marketing facts and the shared navigation's link targets (spec part 2 §1, §2, §9).

export const PRODUCT_NAME = 'Bookwell';

export interface NavLink {
  href: string;
  label: string;
}

/** Primary links of the shared marketing navigation, in display order. */
export const MARKETING_NAV_LINKS: readonly NavLink[] = [
  { href: '/features', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/color-generator', label: 'Color Generator' },
  { href: '/book/demo', label: 'Demo' },
];

/** Where Sign In and Get Started lead: /auth on the landing and pricing pages (MKT-22, MKT-23). */
export const AUTH_ACTIONS = { signInHref: '/auth', getStartedHref: '/auth' } as const;
/** On the features and colour-generator pages Sign In is the external login path (MKT-24, MKT-25). */
export const APP_ACTIONS = { signInHref: '/api/login', getStartedHref: '/dashboard' } as const;

export const PLAN = {
  name: 'Professional',
  monthlyPrice: 5,
  annualPrice: 50,
  annualSavingPercent: 17,
  trialDays: 14,
  moneyBackDays: 30,
  dataRetentionDays: 30,
} as const;

export const WEBSITE_PACKAGE = {
  price: 1999,
  deliveryDays: '7–14',
  revisionDays: 30,
  templates: 6,
  upfrontPercent: 50,
} as const;

/** Whole dollars without cents ('$1,999'), other amounts with them ('$999.50'). */
export function formatUsd(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: 2 })}`;
}
