// Which navigation a path gets, and when a navigation entry counts as active. Pure, so it is unit-tested.

/**
 * The app navigation (top bar, sidebar, bottom bar) is never shown on the platform admin, on a client's own
 * dashboard (/client/{slug}…) or on a public booking page (…/book/…). /clients and /client-customization are
 * owner pages and keep it (DESIGN.md §7).
 */
export function isNavigationHidden(path: string): boolean {
  return (
    path.startsWith('/admin') ||
    path.startsWith('/platform-admin') ||
    path.startsWith('/client/') ||
    path.includes('/book/')
  );
}

/** Public pages that bring their own navigation. */
const MARKETING_PATHS = new Set(['/features', '/pricing', '/color-generator', '/pwa']);

/**
 * - `bare`: no app navigation (hidden paths, /auth, marketing pages for visitors);
 * - `top-bar`: only the top bar (a signed-in owner on a full-width marketing page);
 * - `app`: top bar, sidebar (lg+) and bottom navigation (< lg);
 * - `public`: the signed-out top bar (Sign In / Get Started), e.g. on /support or a 404.
 */
export type ShellLayout = 'bare' | 'top-bar' | 'app' | 'public';

export function shellLayoutFor(path: string, signedIn: boolean): ShellLayout {
  if (isNavigationHidden(path) || path === '/auth') return 'bare';
  const marketing = MARKETING_PATHS.has(path) || (path === '/' && !signedIn);
  if (marketing) return signedIn ? 'top-bar' : 'bare';
  return signedIn ? 'app' : 'public';
}

/**
 * An entry is active when the current path starts with its path. '/' (the mobile Dashboard tab) would match
 * everything that way, so it matches only the dashboard itself: '/' or '/dashboard'.
 */
export function isNavItemActive(currentPath: string, href: string): boolean {
  if (href === '/') return currentPath === '/' || currentPath === '/dashboard';
  return currentPath.startsWith(href);
}
