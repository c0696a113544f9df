// Who may do what in a business. Every owner-side route declares the least role it needs
// (server/platform/route-access.ts); the app shows a page only to the roles its routes answer.

export const BUSINESS_ROLES = ['staff', 'manager', 'owner'] as const;
/** owner: everything. manager: everything but billing, API keys and deleting the account. staff: their own
 * schedule, bookings and the clients of those bookings, their own notifications, profile and calendar. */
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/** The least role a route needs; `staff` routes show a staff member only what is theirs. */
export type RoleNeeded = BusinessRole;

export function roleMayUse(role: BusinessRole, needed: RoleNeeded): boolean {
  return BUSINESS_ROLES.indexOf(role) >= BUSINESS_ROLES.indexOf(needed);
}

export const ACCESS_MESSAGES = {
  forbidden: 'Your role in this business does not allow this.',
} as const;
