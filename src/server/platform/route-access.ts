// Who may call each route of the app: one line per route, read at start-up. A route missing here stops the app
// from starting (and so fails every test), so no route is ever added without saying who may call it. The README's
// permission matrix is this table in words.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import type { RoleNeeded } from '#shared/access.ts';
import { accessCheck } from './business-access.ts';

export type RouteAccess =
  /** Anyone; a signed-in owner or member may be recognised (POST /api/bookings: their quick booking). */
  | 'public'
  /** Signs in or out, or says who is signed in. */
  | 'session'
  /** The signed-in person's own account, whatever their role or business. */
  | 'account'
  /** A signed-in client of a business (the client dashboard). */
  | 'client'
  /** The platform admin console. */
  | 'admin'
  /** Whoever holds a signed link (a booking's manage link, a waitlist offer). */
  | 'link'
  /** The least role in the session's business; `staff` routes show a staff member only what is theirs. */
  | RoleNeeded;

const STAFF = 'staff';
const MANAGER = 'manager';
const OWNER = 'owner';

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Public pages, health and documents.
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/docs': 'public',
  'GET /api/openapi.json': 'public',
  'GET /uploads/*': 'public',
  'GET /ics/:file': 'link',
  'GET /api/businesses/:slug': 'public',
  'GET /api/businesses/:slug/availability': 'public',
  'GET /api/businesses/:slug/classes/:serviceId/sessions': 'public',
  'GET /api/businesses/:slug/client-customization': 'public',
  'GET /api/businesses/:slug/reviews': 'public',
  'GET /api/businesses/:slug/services': 'public',
  'GET /api/businesses/:slug/team-members': 'public',
  'GET /api/businesses/:businessId/bookings/:date': 'public',
  'POST /api/bookings': 'public',
  'POST /api/waitlist': 'public',
  'POST /api/stripe/webhook': 'public',
  'POST /api/stripe/checkout-cancel': 'public',

  // Signing in and out.
  'POST /api/auth/register': 'session',
  'POST /api/auth/login': 'session',
  'POST /api/auth/login/two-factor': 'session',
  'POST /api/auth/logout': 'session',
  'GET /api/auth/logout': 'session',
  'GET /api/auth/user': 'session',
  'POST /api/auth/dev-login': 'session',
  'GET /api/login': 'session',
  'GET /api/logout': 'session',
  'POST /api/logout': 'session',
  'GET /api/auth/apple': 'session',
  'GET /api/auth/google': 'session',
  'GET /api/auth/google/callback': 'session',
  'POST /api/client-auth/start': 'session',
  'POST /api/client-auth/verify': 'session',
  'POST /api/client-auth/link': 'session',
  'POST /api/client-auth/logout': 'session',

  // One's own account, in whatever business (deleting it and its data export act on what the person owns).
  'POST /api/auth/change-password': 'account',
  'POST /api/auth/two-factor/setup': 'account',
  'POST /api/auth/two-factor': 'account',
  'GET /api/auth/sessions': 'account',
  'DELETE /api/auth/sessions/:id': 'account',
  'POST /api/auth/sessions/sign-out-others': 'account',
  'GET /api/auth/privacy-settings': 'account',
  'POST /api/auth/privacy-settings': 'account',
  'GET /api/auth/notification-preferences': 'account',
  'PUT /api/auth/notification-preferences': 'account',
  'PATCH /api/auth/profile': 'account',
  'POST /api/auth/email-change': 'account',
  'POST /api/auth/email-change/confirm': 'account',
  'DELETE /api/auth/delete-account': 'account',
  'GET /api/auth/export': 'account',
  'POST /api/businesses': 'account',
  'GET /api/memberships': 'account',
  'PUT /api/memberships/current': 'account',
  'POST /api/invitations/accept': 'account',
  // Per account: the images one uploaded, one's help requests, one's devices, one's own subscription (billing is
  // the account's, so a manager or member sees their own, never the owner's).
  'GET /api/upload/images': 'account',
  'GET /api/support/requests': 'account',
  'POST /api/support/requests': 'account',
  'GET /api/push/vapid-key': 'account',
  'DELETE /api/push/unsubscribe': 'account',
  'GET /api/auth/billing': 'account',
  // The bell polls it for anyone signed in: [] without a business, a staff member's own otherwise.
  'GET /api/notifications': 'account',

  // A client's own dashboard, and links.
  'GET /api/client/me': 'client',
  'PATCH /api/client/profile': 'client',
  'GET /api/client/bookings': 'client',
  'POST /api/client/bookings/:id/cancel': 'client',
  'POST /api/client/bookings/:id/reschedule': 'client',
  'POST /api/client/bookings/:id/repeat': 'client',
  'POST /api/client/bookings/:id/repeat/preview': 'client',
  'POST /api/client/reviews': 'client',
  'GET /api/manage/:token': 'link',
  'POST /api/manage/:token/cancel': 'link',
  'POST /api/manage/:token/reschedule': 'link',
  'GET /api/waitlist/link/:token': 'link',
  'GET /api/invitations/:token': 'link',
  'POST /api/waitlist/link/:token/accept': 'link',
  'POST /api/waitlist/link/:token/decline': 'link',
  'POST /api/waitlist/link/:token/leave': 'link',

  // The platform admin console.
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/businesses': 'admin',
  'PATCH /api/admin/businesses/:id/status': 'admin',
  'GET /api/admin/overview': 'admin',
  'GET /api/admin/plans': 'admin',
  'GET /api/admin/revenue': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/support-requests': 'admin',
  'POST /api/admin/support-requests/:id/answered': 'admin',
  'GET /api/admin/website-projects': 'admin',
  'PATCH /api/admin/website-projects/:id': 'admin',

  // A staff member's own schedule: their bookings, the clients of those, their calendar, time off and
  // notifications (the handlers narrow each to the member; the business's settings are read-only to them).
  'GET /api/bookings': STAFF,
  'GET /api/bookings/today': STAFF,
  'GET /api/bookings/upcoming': STAFF,
  'GET /api/bookings/:id': STAFF,
  'PATCH /api/bookings/:id': STAFF,
  'GET /api/bookings/:id/ics': STAFF,
  'GET /api/clients': STAFF,
  'GET /api/clients/:id': STAFF,
  'GET /api/services': STAFF,
  'GET /api/resources': STAFF,
  // Classes (decision 036): a staff member sees and checks in the sessions they teach.
  'GET /api/classes/sessions': STAFF,
  'GET /api/classes/sessions/:id/roster': STAFF,
  'PUT /api/classes/sessions/:id/attendees/:bookingId/check-in': STAFF,
  'GET /api/team-members': STAFF,
  'GET /api/team-members/:id/availability': STAFF,
  'GET /api/team-members/:id/time-off': STAFF,
  'POST /api/team-members/:id/time-off': STAFF,
  'DELETE /api/team-members/:id/time-off/:timeOffId': STAFF,
  'GET /api/team-members/:id/calendar': STAFF,
  'PUT /api/team-members/:id/calendar': STAFF,
  'DELETE /api/team-members/:id/calendar': STAFF,
  'POST /api/team-members/:id/calendar/refresh': STAFF,
  'GET /api/business-hours': STAFF,
  'GET /api/booking-rules': STAFF,
  'GET /api/businesses/me': STAFF,
  'GET /api/weather': STAFF,
  'GET /api/notifications/page': STAFF,
  'GET /api/notifications/stream': STAFF,
  'PUT /api/notifications/:id/read': STAFF,
  'DELETE /api/notifications/:id': STAFF,
  'POST /api/notifications/read-all': STAFF,
  'POST /api/push/subscribe': STAFF,
  'POST /api/push/test': STAFF,

  // Running the business: managers and the owner.
  'GET /api/bookings/:id/balance': MANAGER,
  'PATCH /api/bookings/:id/following': MANAGER,
  'POST /api/bookings/:id/repeat': MANAGER,
  'POST /api/bookings/:id/repeat/preview': MANAGER,
  'POST /api/bookings/series': MANAGER,
  'POST /api/bookings/series/preview': MANAGER,
  'POST /api/clients': MANAGER,
  'PATCH /api/clients/:id': MANAGER,
  'DELETE /api/clients/:id': MANAGER,
  'GET /api/clients.csv': MANAGER,
  'POST /api/services': MANAGER,
  'PATCH /api/services/:id': MANAGER,
  'DELETE /api/services/:id': MANAGER,
  'PUT /api/services/order': MANAGER,
  'POST /api/resources': MANAGER,
  'PATCH /api/resources/:id': MANAGER,
  'DELETE /api/resources/:id': MANAGER,
  'POST /api/classes/sessions': MANAGER,
  'POST /api/classes/schedules': MANAGER,
  'GET /api/classes/schedules': MANAGER,
  'POST /api/classes/schedules/:id/stop': MANAGER,
  'POST /api/classes/sessions/:id/cancel': MANAGER,
  'POST /api/classes/sessions/:id/move': MANAGER,
  'POST /api/team-members': MANAGER,
  'PATCH /api/team-members/:id': MANAGER,
  'DELETE /api/team-members/:id': MANAGER,
  'PUT /api/team-members/order': MANAGER,
  'PUT /api/team-members/:id/availability': MANAGER,
  'GET /api/team-access': MANAGER,
  'POST /api/team-members/:id/invitation': MANAGER,
  'DELETE /api/team-members/:id/invitation': MANAGER,
  'PUT /api/team-members/:id/login': MANAGER,
  'GET /api/team-audit': MANAGER,
  'PUT /api/business-hours': MANAGER,
  'PUT /api/booking-rules': MANAGER,
  'PATCH /api/businesses/me': MANAGER,
  'GET /api/calendar-feeds': MANAGER,
  'POST /api/calendar-feeds/renew': MANAGER,
  'GET /api/client-customization': MANAGER,
  'POST /api/client-customization': MANAGER,
  'DELETE /api/client-customization': MANAGER,
  'GET /api/analytics/activity': MANAGER,
  'POST /api/analytics/activity/read-all': MANAGER,
  'GET /api/analytics/dashboard': MANAGER,
  'GET /api/analytics/targets': MANAGER,
  'PUT /api/analytics/targets': MANAGER,
  'GET /api/analytics/overview': MANAGER,
  'GET /api/analytics/overview.csv': MANAGER,
  'GET /api/analytics/revenue': MANAGER,
  'GET /api/analytics/revenue.csv': MANAGER,
  'GET /api/analytics/clients': MANAGER,
  'GET /api/analytics/clients.csv': MANAGER,
  'GET /api/analytics/services': MANAGER,
  'GET /api/analytics/services.csv': MANAGER,
  'GET /api/analytics/popular-times': MANAGER,
  'GET /api/payments': MANAGER,
  'POST /api/payments': MANAGER,
  'POST /api/payments/:id/refund': MANAGER,
  'POST /api/payments/close': MANAGER,
  'GET /api/payments/closes': MANAGER,
  'GET /api/payments/export.csv': MANAGER,
  'GET /api/stripe/status': MANAGER,
  'GET /api/integrations': MANAGER,
  'POST /api/integrations/connect': MANAGER,
  'POST /api/integrations/disconnect': MANAGER,
  'POST /api/integrations/requests': MANAGER,
  'POST /api/integrations/:integrationId/test-event': MANAGER,
  'GET /api/integrations/:integrationId/webhook': MANAGER,
  'GET /api/messages': MANAGER,
  'GET /api/reviews': MANAGER,
  'POST /api/reviews/:id/hide': MANAGER,
  'POST /api/reviews/:id/unhide': MANAGER,
  'POST /api/reviews/:id/reply': MANAGER,
  'GET /api/waitlist': MANAGER,
  'GET /api/waitlist/summary': MANAGER,
  'DELETE /api/waitlist/:id': MANAGER,
  'POST /api/waitlist/:id/offer': MANAGER,
  'POST /api/upload/image': MANAGER,
  'GET /api/website-projects': MANAGER,
  'POST /api/website-projects': MANAGER,
  'GET /api/website-projects/:id': MANAGER,
  'GET /api/website-templates': MANAGER,

  // The owner only: the keys that act as them.
  'GET /api/api-keys': OWNER,
  'POST /api/api-keys': OWNER,
  'DELETE /api/api-keys/:id': OWNER,
};

/** `METHOD url` as Fastify registered it; a HEAD request counts as its GET. */
export function routeKey(method: string, url: string | undefined): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;
}

const ROLE_ROUTES: ReadonlySet<RouteAccess> = new Set<RouteAccess>(['staff', 'manager', 'owner']);

/** Every /api route must be in the table (else the app fails to start); a role route gets its access check, after
 * the body is validated (a signed-out caller still gets 401 first, an invalid body 400, then 404 or 403). */
export function registerRouteAccess(app: FastifyInstance, db: DbOrTx) {
  app.decorateRequest('businessAccess', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD' && method !== 'OPTIONS',
    );
    for (const method of methods) {
      const access = ROUTE_ACCESS[routeKey(method, route.url)];
      if (!access) {
        throw new Error(
          `${method} ${route.url} has no entry in server/platform/route-access.ts: say who may call it`,
        );
      }
      if (ROLE_ROUTES.has(access)) {
        const check = accessCheck(db, access as RoleNeeded);
        const own = route.preHandler;
        route.preHandler = own ? [check, ...(Array.isArray(own) ? own : [own])] : check;
      }
    }
  });
}
