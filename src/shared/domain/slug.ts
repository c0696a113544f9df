// Booking-link slugs (/book/{slug}): made from a business name, checked when an owner picks one, and made
// unique with -2, -3 … suffixes. Pure: the caller supplies the slugs already taken.

export const SLUG_MIN_LENGTH = 2;
export const SLUG_MAX_LENGTH = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FALLBACK_SLUG = 'business';
// Room for a '-9999' suffix inside the maximum length.
const BASE_MAX_LENGTH = SLUG_MAX_LENGTH - 5;

/**
 * Words a business may never take: they are (or may become) app routes beside /book/{slug}, API path segments
 * such as /api/businesses/me, or names a visitor could mistake for the platform itself. 'demo' belongs to the
 * seeded demo business only.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'analytics',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'blog',
  'book',
  'booking',
  'bookings',
  'bookwell',
  'calendar',
  'client',
  'client-customization',
  'clients',
  'color-generator',
  'contact',
  'dashboard',
  'demo',
  'features',
  'health',
  'help',
  'images',
  'integrations',
  'login',
  'logout',
  'me',
  'new',
  'null',
  'payments',
  'platform-admin',
  'pricing',
  'privacy',
  'public',
  'pwa',
  'register',
  'register-business',
  'reviews',
  'services',
  'settings',
  'signin',
  'signup',
  'static',
  'support',
  'team',
  'team-members',
  'terms',
  'undefined',
  'upload',
  'uploads',
  'website-builder',
  'www',
]);

/** Lower-case ASCII words joined by single hyphens: 'Café Olé & Co.' → 'cafe-ole-co'. May be empty. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining marks left by NFKD (the accents of é, ñ, ü …).
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[øØ]/g, 'o')
      .replace(/[œŒ]/g, 'oe')
      .replace(/[łŁ]/g, 'l')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/'/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

export function isReservedSlug(slug: string, options: { isDemo?: boolean } = {}): boolean {
  if (slug === 'demo') return !options.isDemo;
  return RESERVED_SLUGS.has(slug);
}

export type SlugProblem = 'format' | 'reserved';

/** Why an owner-chosen slug cannot be used, or null when it can (uniqueness is the caller's check). */
export function slugProblem(slug: string, options: { isDemo?: boolean } = {}): SlugProblem | null {
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) {
    return 'format';
  }
  return isReservedSlug(slug, options) ? 'reserved' : null;
}

/** The slug a new business starts from: its name slugified and shortened, never reserved, never too short. */
export function baseSlugFor(name: string): string {
  let base = slugify(name).slice(0, BASE_MAX_LENGTH).replace(/-+$/, '');
  if (base.length < SLUG_MIN_LENGTH) base = FALLBACK_SLUG;
  // 'Admin' becomes 'admin-2' through the suffix loop below rather than being refused: the owner can rename it.
  return base;
}

/** The first of base, base-2, base-3 … that is neither taken nor reserved. */
export function firstAvailableSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !isReservedSlug(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate) && !isReservedSlug(candidate)) return candidate;
  }
}
