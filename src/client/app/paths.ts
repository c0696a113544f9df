// Every client route in one place. Route patterns feed the router; builders make links with parameters.

export const paths = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  colorGenerator: '/color-generator',
  pwa: '/pwa',
  auth: '/auth',
  support: '/support',
  book: { pattern: '/book/:slug', build: (slug: string) => `/book/${encodeURIComponent(slug)}` },
  clientDashboard: {
    pattern: '/client/:slug',
    build: (slug: string) => `/client/${encodeURIComponent(slug)}`,
  },
  clientBookings: {
    pattern: '/client/:slug/bookings',
    build: (slug: string) => `/client/${encodeURIComponent(slug)}/bookings`,
  },
  clientProfile: {
    pattern: '/client/:slug/profile',
    build: (slug: string) => `/client/${encodeURIComponent(slug)}/profile`,
  },
  clientReviews: {
    pattern: '/client/:slug/reviews',
    build: (slug: string) => `/client/${encodeURIComponent(slug)}/reviews`,
  },
  /** One booking's page, opened by its manage link (the token is the key; no sign-in). */
  manageBooking: {
    pattern: '/client/:slug/manage/:token',
    build: (slug: string, token: string) => `/client/${encodeURIComponent(slug)}/manage/${token}`,
  },
  /** A waitlist entry's page, opened by its link (the token is the key; no sign-in). */
  waitlistEntry: {
    pattern: '/client/:slug/waitlist/:token',
    build: (slug: string, token: string) => `/client/${encodeURIComponent(slug)}/waitlist/${token}`,
  },
  /** A team invitation: its link (/invite/{token}) or the form for its code (/invite). */
  invite: {
    pattern: '/invite/:token?',
    build: (token?: string) => (token ? `/invite/${encodeURIComponent(token)}` : '/invite'),
  },
  dashboard: '/dashboard',
  registerBusiness: '/register-business',
  services: '/services',
  clients: '/clients',
  waitlist: '/waitlist',
  settings: '/settings',
  messages: '/messages',
  notifications: '/notifications',
  reviews: '/reviews',
  integrations: '/integrations',
  payments: '/payments',
  calendar: '/calendar',
  classes: '/classes',
  analytics: '/analytics',
  websiteBuilder: '/website-builder',
  clientCustomization: '/client-customization',
  admin: '/admin',
  platformAdmin: '/platform-admin',
} as const;

/** /auth, remembering where to return after signing in. */
export function authPath(next?: string): string {
  return next && next !== paths.home ? `${paths.auth}?next=${encodeURIComponent(next)}` : paths.auth;
}

/**
 * The `next` target after sign-in when it is a path on this site; otherwise the dashboard.
 * Refuses absolute and protocol-relative URLs so the parameter cannot send people elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.dashboard;
  if (next === paths.auth || next.startsWith(`${paths.auth}?`)) return paths.dashboard;
  return next;
}
