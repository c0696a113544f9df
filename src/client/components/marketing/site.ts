// Site-wide marketing facts and the shared navigation's link targets (spec part 2 §1, §2, §9).

export const PRODUCT_NAME = 'Bookwell';

/**
 * The shared navigation's and footer's words in English. The landing page passes them in its visitor's language
 * (docs/decisions/042); the other marketing pages are English and use these.
 */
export const MARKETING_LABELS = {
  mainNav: 'Main',
  home: 'home',
  features: 'Features',
  pricing: 'Pricing',
  colorGenerator: 'Color Generator',
  demo: 'Demo',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerAbout:
    'Online booking and business management for barbers, salons, spas, fitness studios and clinics. 14-day free trial, no credit card required.',
  product: 'Product',
  tools: 'Tools',
  liveDemo: 'Live demo',
  mobileApp: 'Mobile app',
  paletteGenerator: 'Color palette generator',
  startTrial: 'Start free trial',
  support: 'Help & support',
  rights: 'All rights reserved.',
} as const;

export type MarketingLabels = Record<keyof typeof MARKETING_LABELS, string>;

export interface NavLink {
  href: string;
  label: keyof MarketingLabels;
}

/** Primary links of the shared marketing navigation, in display order. */
export const MARKETING_NAV_LINKS: readonly NavLink[] = [
  { href: '/features', label: 'features' },
  { href: '/pricing', label: 'pricing' },
  { href: '/color-generator', label: 'colorGenerator' },
  { href: '/book/demo', label: 'demo' },
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

/** Whole dollars without cents ('$1,999'), other amounts with them ('$999.50'); `locale`: an Intl locale. */
export function formatUsd(amount: number, locale = 'en-US'): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: 2,
  }).format(amount);
}
