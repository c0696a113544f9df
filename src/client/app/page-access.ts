// The signed-in pages that need more than a staff member's role: the role of the API routes each lives on (the
// server enforces them; this only keeps the app from offering a page that could only answer 403). Every other page
// is a staff member's too: their schedule, bookings, clients, notifications and account (settings shows them
// only their own sections).
import { paths } from '#client/app/paths.ts';
import type { RoleNeeded } from '#shared/access.ts';

const MANAGER_PAGES: ReadonlySet<string> = new Set([
  paths.services,
  paths.waitlist,
  paths.messages,
  paths.reviews,
  paths.integrations,
  paths.payments,
  paths.analytics,
  paths.websiteBuilder,
  paths.clientCustomization,
]);

/** The least role a page needs. */
export function pageRole(path: string): RoleNeeded {
  return MANAGER_PAGES.has(path) ? 'manager' : 'staff';
}
