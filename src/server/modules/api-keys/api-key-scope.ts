// What an API key may reach: an explicit allow-list of the app's own routes (the same handlers, validation and
// no-overlap guarantee as the app). Read access to bookings, clients and services, write access to bookings;
// anything else (account, settings, the keys themselves, payments, public pages' routes) answers a key with 403.

import { routeKey } from '#server/platform/route-access.ts';

/** `METHOD url` as Fastify registered it. */
export const API_KEY_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/bookings',
  'GET /api/bookings/upcoming',
  'GET /api/bookings/today',
  'GET /api/bookings/:id',
  'POST /api/bookings',
  'PATCH /api/bookings/:id',
  'GET /api/clients',
  'GET /api/clients/:id',
  'GET /api/services',
]);

export function apiKeyMayCall(method: string, url: string | undefined): boolean {
  return url !== undefined && API_KEY_ROUTES.has(routeKey(method, url));
}
