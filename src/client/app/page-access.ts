// The least role each signed-in page needs: the role of the API routes the page lives on (DESIGN: the server
// enforces them; this only keeps the app from offering a page that could only answer 403). Staff get their own
// schedule, bookings, clients, notifications and their account; managers everything a page shows.
import { paths } from '#client/app/paths.ts';
import type { RoleNeeded } from '#shared/access.ts';

export const PAGE_ROLES: Record<string, RoleNeeded> = {
  [paths.home]: 'staff',
  [paths.dashboard]: 'staff',
  [paths.registerBusiness]: 'staff',
  [paths.calendar]: 'staff',
  [paths.clients]: 'staff',
  [paths.notifications]: 'staff',
  // Staff see their profile, password, devices and their own calendar and time off there.
  [paths.settings]: 'staff',
  [paths.services]: 'manager',
  [paths.waitlist]: 'manager',
  [paths.messages]: 'manager',
  [paths.reviews]: 'manager',
  [paths.integrations]: 'manager',
  [paths.payments]: 'manager',
  [paths.analytics]: 'manager',
  [paths.websiteBuilder]: 'manager',
  [paths.clientCustomization]: 'manager',
};

/** The role a signed-in page needs; pages not in the table are public (help, marketing). */
export function pageRole(path: string): RoleNeeded | null {
  return PAGE_ROLES[path] ?? null;
}
