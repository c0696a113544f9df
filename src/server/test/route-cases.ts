// Every route of the app with a request that is valid for tenant A, and what kind of route it is. The guarantee
// tests (route-matrix, fuzz, route-security) each run over this table; each checks it covers the app's route table.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publicSessionIdOfToken } from '#server/modules/account/sessions.service.ts';
import { localDateFromToday, type TenantFixture, uniquePhone } from '#server/test/factories.ts';

export type RouteRequest = { url: string; payload?: Record<string, unknown> };
export type RouteCase =
  /** Acts on a row of A's named by id: B's session → `foreign` (404 unless stated), anonymous → 401. */
  | { kind: 'owner-id'; request: (a: TenantFixture) => RouteRequest; foreign?: number[] }
  /** Acts on the session's own business (lists, settings, creation): B gets B's own, anonymous → 401. */
  | { kind: 'owner-own'; request: (a: TenantFixture) => RouteRequest; foreign?: number[] }
  /** Anyone may call it; JSON answers show only `fields` (of the object, or of each item of a list). `creates`: the
   * tables it adds A's rows to as any customer would (joining A's waitlist); A's rows already there stay as they
   * were. */
  | {
      kind: 'public';
      request: (a: TenantFixture) => RouteRequest;
      fields: readonly string[] | 'not-json';
      creates?: readonly string[];
    }
  /** Signs in, out or redirects: acts on the caller's own session only. */
  | { kind: 'session'; request: (a: TenantFixture) => RouteRequest }
  /** A signed-in client's own data (/api/client/*): an owner's session is not a client's, so it and an anonymous
   * caller get 401. */
  | { kind: 'client'; request: (a: TenantFixture) => RouteRequest }
  /** The platform admin console (/api/admin/*): any owner gets 403, an anonymous caller 401. */
  | { kind: 'admin'; request: (a: TenantFixture) => RouteRequest }
  /** A booking's manage link (/api/manage/{token}): whoever holds a signed token; a made-up one for A's booking is
   * 404 to everyone. */
  | { kind: 'link'; request: (a: TenantFixture) => RouteRequest };

const BUSINESS_FIELDS = [
  'id',
  'name',
  'slug',
  'businessType',
  'description',
  'phone',
  'email',
  'address',
  'timezone',
  'currency',
  'language',
  'logoUrl',
  'bannerUrl',
] as const;
const CUSTOMIZATION_FIELDS = [
  'businessName',
  'logoUrl',
  'bannerUrl',
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'backgroundColor',
  'textColor',
  'layoutStyle',
  'showServices',
  'showBookingHistory',
  'showUpcomingBookings',
  'showReviewsSection',
  'showProfileSection',
  'showNotifications',
  'enableOnlineBooking',
  'enableCancelBooking',
  'enableRescheduleBooking',
  'enablePaymentHistory',
  'enableLoyaltyProgram',
  'emailNotifications',
  'smsNotifications',
  'pushNotifications',
  'welcomeMessage',
  'footerText',
  'businessDescription',
  'waitlistEnabled',
] as const;

const day = () => localDateFromToday(3, 'America/New_York');
/** A manage-link token naming A's booking without its signature (manage-link.ts's layout, a zero tag). */
const unsignedToken = (a: TenantFixture) =>
  `m1.${Buffer.concat([Buffer.from(a.bookingId.replaceAll('-', ''), 'hex'), Buffer.alloc(17)]).toString('base64url')}`;
const clientBody = () => ({ firstName: 'Neutral', lastName: 'Person', phone: uniquePhone() });

/** Keyed `METHOD url` as Fastify registered it; HEAD routes mirror their GET and share its case. */
export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/health': {
    kind: 'public',
    request: () => ({ url: '/api/health' }),
    fields: ['status', 'database'],
  },
  'GET /api/ready': {
    kind: 'public',
    request: () => ({ url: '/api/ready' }),
    fields: ['status', 'reason'],
  },
  'POST /api/auth/register': {
    kind: 'session',
    request: () => ({
      url: '/api/auth/register',
      payload: { firstName: 'N', lastName: 'P', email: 'x', password: '1' },
    }),
  },
  'POST /api/auth/login': {
    kind: 'session',
    request: () => ({
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    }),
  },
  'POST /api/auth/logout': { kind: 'session', request: () => ({ url: '/api/auth/logout' }) },
  'GET /api/auth/user': { kind: 'session', request: () => ({ url: '/api/auth/user' }) },
  'POST /api/auth/dev-login': { kind: 'session', request: () => ({ url: '/api/auth/dev-login' }) },
  'GET /api/login': { kind: 'session', request: () => ({ url: '/api/login' }) },
  'GET /api/logout': { kind: 'session', request: () => ({ url: '/api/logout' }) },
  'POST /api/logout': { kind: 'session', request: () => ({ url: '/api/logout' }) },
  'GET /api/auth/logout': { kind: 'session', request: () => ({ url: '/api/auth/logout' }) },
  'GET /api/auth/apple': { kind: 'session', request: () => ({ url: '/api/auth/apple' }) },
  'GET /api/auth/google': { kind: 'session', request: () => ({ url: '/api/auth/google' }) },
  'GET /api/auth/google/callback': {
    kind: 'session',
    request: () => ({ url: '/api/auth/google/callback?code=x&state=y' }),
  },
  'POST /api/auth/login/two-factor': {
    kind: 'session',
    request: () => ({ url: '/api/auth/login/two-factor', payload: { code: '123456' } }),
  },

  // The owner's own account: another owner acts on their own account, never on A's.
  'POST /api/auth/change-password': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/auth/change-password',
      payload: {
        currentPassword: 'not-the-password',
        newPassword: 'n3w-pa55-w0rd',
        confirmPassword: 'n3w-pa55-w0rd',
      },
    }),
    foreign: [401],
  },
  'POST /api/auth/two-factor/setup': {
    kind: 'owner-own',
    request: () => ({ url: '/api/auth/two-factor/setup', payload: { currentPassword: 'not-the-password' } }),
    foreign: [401],
  },
  'POST /api/auth/two-factor': {
    kind: 'owner-own',
    request: () => ({ url: '/api/auth/two-factor', payload: { enabled: true, code: '000000' } }),
    foreign: [400],
  },
  'GET /api/auth/sessions': { kind: 'owner-own', request: () => ({ url: '/api/auth/sessions' }) },
  // A's own session is the one it may not revoke here (400); another owner's is a 404.
  'DELETE /api/auth/sessions/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/auth/sessions/${publicSessionIdOfToken(a.cookie.split('=')[1]!)}` }),
  },
  'POST /api/auth/sessions/sign-out-others': {
    kind: 'owner-own',
    request: () => ({ url: '/api/auth/sessions/sign-out-others' }),
  },
  'GET /api/auth/privacy-settings': {
    kind: 'owner-own',
    request: () => ({ url: '/api/auth/privacy-settings' }),
  },
  'POST /api/auth/privacy-settings': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/auth/privacy-settings',
      payload: {
        profileVisibility: 'private',
        dataSharing: false,
        marketingEmails: true,
        analyticsTracking: true,
      },
    }),
  },
  'GET /api/auth/notification-preferences': {
    kind: 'owner-own',
    request: () => ({ url: '/api/auth/notification-preferences' }),
  },
  'PUT /api/auth/notification-preferences': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/auth/notification-preferences',
      payload: { email: true, sms: false, push: true, marketing: false },
    }),
  },
  'GET /api/auth/export': { kind: 'owner-own', request: () => ({ url: '/api/auth/export' }) },
  // A wrong password: the case must not delete the caller's account (B's own, a 401 of its own).
  'DELETE /api/auth/delete-account': {
    kind: 'owner-own',
    request: () => ({ url: '/api/auth/delete-account', payload: { password: 'not-the-password' } }),
    foreign: [401],
  },
  'PATCH /api/auth/profile': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/auth/profile',
      payload: { firstName: 'Neutral', lastName: 'Person', phone: '', profileImageUrl: '' },
    }),
  },
  'GET /api/auth/billing': { kind: 'owner-own', request: () => ({ url: '/api/auth/billing' }) },
  'POST /api/auth/email-change': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/auth/email-change',
      payload: { newEmail: 'moved-owner@example.com', currentPassword: 'secret123' },
    }),
  },
  // No code was sent for this one: a 400 of the caller's own.
  'POST /api/auth/email-change/confirm': {
    kind: 'owner-own',
    request: () => ({ url: '/api/auth/email-change/confirm', payload: { code: '123456' } }),
    foreign: [400],
  },

  'POST /api/businesses': {
    kind: 'owner-own',
    request: () => ({ url: '/api/businesses', payload: { name: 'Second Shop', type: 'salon' } }),
    foreign: [409],
  },
  'GET /api/businesses/me': { kind: 'owner-own', request: () => ({ url: '/api/businesses/me' }) },
  'PATCH /api/businesses/me': {
    kind: 'owner-own',
    request: () => ({ url: '/api/businesses/me', payload: { description: 'Changed by its owner' } }),
  },
  'GET /api/businesses/:slug': {
    kind: 'public',
    request: (a) => ({ url: `/api/businesses/${a.business.slug}` }),
    fields: BUSINESS_FIELDS,
  },
  'GET /api/businesses/:slug/services': {
    kind: 'public',
    request: (a) => ({ url: `/api/businesses/${a.business.slug}/services` }),
    fields: [
      'id',
      'name',
      'description',
      'price',
      'duration',
      'imageUrl',
      'depositAmount',
      'classCapacity',
      'classMaxSeats',
    ],
  },
  'GET /api/businesses/:slug/team-members': {
    kind: 'public',
    request: (a) => ({ url: `/api/businesses/${a.business.slug}/team-members` }),
    fields: ['id', 'name', 'photoUrl', 'role', 'specialties', 'serviceIds'],
  },
  'GET /api/businesses/:slug/availability': {
    kind: 'public',
    request: (a) => ({
      url: `/api/businesses/${a.business.slug}/availability?serviceId=${a.serviceId}&from=${day()}`,
    }),
    fields: ['timezone', 'dates'],
  },
  'GET /api/businesses/:businessId/bookings/:date': {
    kind: 'public',
    request: (a) => ({ url: `/api/businesses/${a.business.id}/bookings/${day()}` }),
    fields: ['appointmentDate', 'endsAt'],
  },
  'GET /api/businesses/:slug/client-customization': {
    kind: 'public',
    request: (a) => ({ url: `/api/businesses/${a.business.slug}/client-customization` }),
    fields: CUSTOMIZATION_FIELDS,
  },
  // One page of reviews; each review's own fields (no clientId, bookingId or contact) are checked in reviews.test.ts.
  'GET /api/businesses/:slug/reviews': {
    kind: 'public',
    request: (a) => ({ url: `/api/businesses/${a.business.slug}/reviews?page=1` }),
    fields: ['reviews', 'average', 'count', 'page', 'pageSize'],
  },

  'GET /api/business-hours': { kind: 'owner-own', request: () => ({ url: '/api/business-hours' }) },
  'PUT /api/business-hours': {
    kind: 'owner-own',
    request: () => ({ url: '/api/business-hours', payload: { hours: [] } }),
  },
  'GET /api/booking-rules': { kind: 'owner-own', request: () => ({ url: '/api/booking-rules' }) },
  'PUT /api/booking-rules': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/booking-rules',
      payload: { slotStepMinutes: 15, minNoticeMinutes: 0, bookingWindowDays: 60, bufferMinutes: 0 },
    }),
  },

  // Without businessSlug a booking goes to the session's own business: A's service is not one of B's.
  'POST /api/bookings': {
    kind: 'owner-id',
    request: (a) => ({
      url: '/api/bookings',
      payload: {
        serviceId: a.serviceId,
        teamMemberId: a.memberId,
        appointmentDate: `${localDateFromToday(4, 'America/New_York')}T11:00`,
        clientData: clientBody(),
      },
    }),
  },
  'GET /api/bookings': {
    kind: 'owner-own',
    request: () => ({ url: `/api/bookings?from=${day()}&to=${day()}` }),
  },
  'GET /api/bookings/upcoming': { kind: 'owner-own', request: () => ({ url: '/api/bookings/upcoming' }) },
  'GET /api/bookings/today': { kind: 'owner-own', request: () => ({ url: '/api/bookings/today' }) },
  'GET /api/bookings/:id': { kind: 'owner-id', request: (a) => ({ url: `/api/bookings/${a.bookingId}` }) },
  'PATCH /api/bookings/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/bookings/${a.bookingId}`, payload: { status: 'cancelled' } }),
  },

  'POST /api/bookings/series/preview': {
    kind: 'owner-id',
    request: (a) => ({
      url: '/api/bookings/series/preview',
      payload: {
        serviceId: a.serviceId,
        teamMemberId: a.memberId,
        appointmentDate: `${localDateFromToday(4, 'America/New_York')}T11:00`,
        repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 3 },
      },
    }),
  },
  'POST /api/bookings/series': {
    kind: 'owner-id',
    request: (a) => ({
      url: '/api/bookings/series',
      payload: {
        serviceId: a.serviceId,
        teamMemberId: a.memberId,
        appointmentDate: `${localDateFromToday(4, 'America/New_York')}T12:00`,
        clientData: clientBody(),
        repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 2 },
        occurrences: [
          `${localDateFromToday(4, 'America/New_York')}T12:00`,
          `${localDateFromToday(11, 'America/New_York')}T12:00`,
        ],
      },
    }),
  },
  'POST /api/bookings/:id/repeat/preview': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/bookings/${a.bookingId}/repeat/preview`,
      payload: { repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 3 } },
    }),
  },
  'POST /api/bookings/:id/repeat': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/bookings/${a.bookingId}/repeat`,
      payload: {
        repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 2 },
        occurrences: [`${localDateFromToday(40, 'America/New_York')}T12:00`],
      },
    }),
  },
  // A's booking of the fixture does not repeat (409 for A); B gets 404.
  'PATCH /api/bookings/:id/following': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/bookings/${a.bookingId}/following`, payload: { status: 'cancelled' } }),
  },
  'GET /api/bookings/:id/ics': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/bookings/${a.bookingId}/ics` }),
  },
  'GET /api/calendar-feeds': { kind: 'owner-own', request: () => ({ url: '/api/calendar-feeds' }) },
  'POST /api/calendar-feeds/renew': {
    kind: 'owner-id',
    request: (a) => ({ url: '/api/calendar-feeds/renew', payload: { memberId: a.memberId } }),
  },
  // The token is the key: an unknown one is a 404 page, and a feed is not JSON.
  'GET /ics/:file': {
    kind: 'public',
    request: () => ({ url: `/ics/${'a'.repeat(43)}.ics` }),
    fields: 'not-json',
  },

  'GET /api/services': { kind: 'owner-own', request: () => ({ url: '/api/services' }) },
  'POST /api/services': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/services',
      payload: { name: 'Neutral Trim', price: '10.00', duration: 15 },
    }),
  },
  'PUT /api/services/order': {
    kind: 'owner-id',
    request: (a) => ({ url: '/api/services/order', payload: { ids: [a.serviceId] } }),
    foreign: [400, 404],
  },
  'PATCH /api/services/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/services/${a.serviceId}`, payload: { name: 'Taken Over' } }),
  },
  'DELETE /api/services/:id': { kind: 'owner-id', request: (a) => ({ url: `/api/services/${a.serviceId}` }) },

  'GET /api/classes/sessions': { kind: 'owner-own', request: () => ({ url: '/api/classes/sessions' }) },
  'POST /api/classes/sessions': {
    kind: 'owner-own',
    // A's class service from B's session is not found: B's own business has no such service.
    request: (a) => ({
      url: '/api/classes/sessions',
      payload: { serviceId: a.classServiceId, teamMemberId: a.memberId, startsAt: `${day()}T15:00` },
    }),
    foreign: [404],
  },
  'POST /api/classes/schedules': {
    kind: 'owner-own',
    request: (a) => ({
      url: '/api/classes/schedules',
      payload: {
        serviceId: a.classServiceId,
        teamMemberId: a.memberId,
        dayOfWeek: 2,
        localTime: '18:00',
        startsOn: day(),
        endsOn: day(),
      },
    }),
    foreign: [404],
  },
  'GET /api/classes/schedules': { kind: 'owner-own', request: () => ({ url: '/api/classes/schedules' }) },
  'POST /api/classes/schedules/:id/stop': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/classes/schedules/${a.classScheduleId}/stop` }),
  },
  'GET /api/classes/sessions/:id/roster': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/classes/sessions/${a.classSessionId}/roster` }),
  },
  'PUT /api/classes/sessions/:id/attendees/:bookingId/check-in': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/classes/sessions/${a.classSessionId}/attendees/${a.classBookingId}/check-in`,
      payload: { checkedIn: true },
    }),
  },
  'POST /api/classes/sessions/:id/cancel': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/classes/sessions/${a.classSessionId}/cancel`, payload: {} }),
  },
  'POST /api/classes/sessions/:id/move': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/classes/sessions/${a.classSessionId}/move`,
      payload: { startsAt: `${localDateFromToday(4, 'America/New_York')}T16:00` },
    }),
  },
  'GET /api/businesses/:slug/classes/:serviceId/sessions': {
    kind: 'public',
    request: (a) => ({ url: `/api/businesses/${a.business.slug}/classes/${a.classServiceId}/sessions` }),
    fields: ['id', 'startsAt', 'localStart', 'durationMinutes', 'capacity', 'seatsLeft', 'instructorName'],
  },
  'GET /api/resources': { kind: 'owner-own', request: () => ({ url: '/api/resources' }) },
  'POST /api/resources': {
    kind: 'owner-own',
    request: () => ({ url: '/api/resources', payload: { name: 'Neutral Chair', quantity: 3 } }),
  },
  'PATCH /api/resources/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/resources/${a.resourceId}`, payload: { name: 'Taken Over' } }),
  },
  'DELETE /api/resources/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/resources/${a.resourceId}` }),
  },

  'GET /api/team-members': { kind: 'owner-own', request: () => ({ url: '/api/team-members' }) },
  'POST /api/team-members': {
    kind: 'owner-own',
    request: () => ({ url: '/api/team-members', payload: { name: 'Neutral Staffer' } }),
  },
  'PUT /api/team-members/order': {
    kind: 'owner-id',
    request: (a) => ({ url: '/api/team-members/order', payload: { ids: [a.memberId] } }),
    foreign: [400, 404],
  },
  'PATCH /api/team-members/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}`, payload: { name: 'Taken Over' } }),
  },
  'DELETE /api/team-members/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}` }),
  },
  // Team sign-in (issue 27): the invitations, logins and audit of A's team; a person's own businesses.
  'GET /api/team-access': { kind: 'owner-own', request: () => ({ url: '/api/team-access' }) },
  'GET /api/team-audit': { kind: 'owner-own', request: () => ({ url: '/api/team-audit' }) },
  'POST /api/team-members/:id/invitation': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/team-members/${a.memberId}/invitation`,
      payload: { email: 'taker@example.com' },
    }),
  },
  'DELETE /api/team-members/:id/invitation': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/invitation` }),
  },
  'PUT /api/team-members/:id/login': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/login`, payload: { active: false } }),
  },
  'GET /api/memberships': { kind: 'owner-own', request: () => ({ url: '/api/memberships' }) },
  // Switching to A's business: only A's own people may.
  'PUT /api/memberships/current': {
    kind: 'owner-own',
    request: (a) => ({ url: '/api/memberships/current', payload: { businessId: a.business.id } }),
    foreign: [404],
  },
  // A made-up invitation: nobody joins A's team without the emailed link or code.
  'POST /api/invitations/accept': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/invitations/accept',
      payload: { token: randomBytes(24).toString('base64url') },
    }),
    foreign: [404],
  },
  'GET /api/invitations/:token': {
    kind: 'link',
    request: () => ({ url: `/api/invitations/${randomBytes(24).toString('base64url')}` }),
  },
  'GET /api/team-members/:id/availability': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/availability` }),
  },
  'PUT /api/team-members/:id/availability': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/availability`, payload: { hours: [] } }),
  },
  'GET /api/team-members/:id/time-off': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/time-off` }),
  },
  'POST /api/team-members/:id/time-off': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/team-members/${a.memberId}/time-off`,
      payload: { startDate: localDateFromToday(300, 'UTC'), endDate: localDateFromToday(301, 'UTC') },
    }),
  },
  'GET /api/team-members/:id/calendar': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/calendar` }),
  },
  'PUT /api/team-members/:id/calendar': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/team-members/${a.memberId}/calendar`,
      payload: { url: 'https://calendar.example.com/secret/basic.ics' },
    }),
  },
  'DELETE /api/team-members/:id/calendar': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/calendar` }),
  },
  'POST /api/team-members/:id/calendar/refresh': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/calendar/refresh` }),
  },
  'DELETE /api/team-members/:id/time-off/:timeOffId': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/team-members/${a.memberId}/time-off/${a.timeOffId}` }),
  },

  'POST /api/upload/image': {
    kind: 'owner-own',
    // Not multipart: the route refuses it with 400 after the sign-in check, touching nothing.
    request: () => ({ url: '/api/upload/image', payload: {} }),
    foreign: [400, 415],
  },
  'GET /api/upload/images': { kind: 'owner-own', request: () => ({ url: '/api/upload/images' }) },
  'GET /uploads/*': { kind: 'public', request: () => ({ url: '/uploads/missing.png' }), fields: 'not-json' },

  'GET /api/clients': { kind: 'owner-own', request: () => ({ url: '/api/clients' }) },
  'GET /api/clients.csv': { kind: 'owner-own', request: () => ({ url: '/api/clients.csv' }) },
  'POST /api/clients': {
    kind: 'owner-own',
    request: () => ({ url: '/api/clients', payload: clientBody() }),
  },
  'GET /api/clients/:id': { kind: 'owner-id', request: (a) => ({ url: `/api/clients/${a.clientId}` }) },
  'PATCH /api/clients/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/clients/${a.clientId}`, payload: { notes: 'Taken over' } }),
  },
  'DELETE /api/clients/:id': { kind: 'owner-id', request: (a) => ({ url: `/api/clients/${a.clientId}` }) },

  'GET /api/analytics/dashboard': { kind: 'owner-own', request: () => ({ url: '/api/analytics/dashboard' }) },
  'GET /api/analytics/targets': { kind: 'owner-own', request: () => ({ url: '/api/analytics/targets' }) },
  'PUT /api/analytics/targets': {
    kind: 'owner-own',
    request: () => ({ url: '/api/analytics/targets', payload: { weeklyBookings: 30 } }),
  },
  'GET /api/analytics/activity': { kind: 'owner-own', request: () => ({ url: '/api/analytics/activity' }) },
  'POST /api/analytics/activity/read-all': {
    kind: 'owner-own',
    request: () => ({ url: '/api/analytics/activity/read-all' }),
  },
  ...Object.fromEntries(
    ['overview', 'revenue', 'services', 'clients', 'popular-times'].map((name) => [
      `GET /api/analytics/${name}`,
      { kind: 'owner-own', request: () => ({ url: `/api/analytics/${name}?period=1y` }) } satisfies RouteCase,
    ]),
  ),
  ...Object.fromEntries(
    ['overview', 'revenue', 'services', 'clients'].map((name) => [
      `GET /api/analytics/${name}.csv`,
      {
        kind: 'owner-own',
        request: () => ({ url: `/api/analytics/${name}.csv?period=1y` }),
      } satisfies RouteCase,
    ]),
  ),

  'GET /api/client-customization': {
    kind: 'owner-own',
    request: () => ({ url: '/api/client-customization' }),
  },
  'POST /api/client-customization': {
    kind: 'owner-own',
    request: () => ({ url: '/api/client-customization', payload: { welcomeMessage: 'Hello' } }),
  },
  'DELETE /api/client-customization': {
    kind: 'owner-own',
    request: () => ({ url: '/api/client-customization' }),
  },

  'GET /api/notifications': { kind: 'owner-own', request: () => ({ url: '/api/notifications' }) },
  'GET /api/messages': { kind: 'owner-own', request: () => ({ url: '/api/messages?status=queued' }) },
  'POST /api/notifications/read-all': {
    kind: 'owner-own',
    request: () => ({ url: '/api/notifications/read-all' }),
  },
  'PUT /api/notifications/:id/read': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/notifications/${a.notificationId}/read` }),
  },
  'DELETE /api/notifications/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/notifications/${a.notificationId}` }),
  },
  'GET /api/notifications/page': {
    kind: 'owner-own',
    request: () => ({ url: '/api/notifications/page?page=1&limit=5&type=booking&unread=true' }),
  },
  // Test apps end each stream at once (buildTestApp), so an injected request gets the opening lines.
  'GET /api/notifications/stream': {
    kind: 'owner-own',
    request: () => ({ url: '/api/notifications/stream' }),
  },

  'GET /api/push/vapid-key': { kind: 'owner-own', request: () => ({ url: '/api/push/vapid-key' }) },
  'POST /api/push/subscribe': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/push/subscribe',
      payload: {
        endpoint: `https://push.invalid/${randomBytes(8).toString('hex')}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
  },
  'DELETE /api/push/unsubscribe': {
    kind: 'owner-id',
    request: (a) => ({ url: '/api/push/unsubscribe', payload: { endpoint: a.pushEndpoint } }),
  },
  // Devices here are at a '.invalid' push service: 422 (409 before B subscribes one).
  'POST /api/push/test': {
    kind: 'owner-own',
    request: () => ({ url: '/api/push/test' }),
    foreign: [409, 422],
  },

  // Client sign-in (issue 14): an address no client has, so nothing is sent or stored for tenant A.
  'POST /api/client-auth/start': {
    kind: 'session',
    request: (a) => ({
      url: '/api/client-auth/start',
      payload: { businessSlug: a.business.slug, email: 'nobody-here@example.com' },
    }),
  },
  'POST /api/client-auth/verify': {
    kind: 'session',
    request: (a) => ({
      url: '/api/client-auth/verify',
      payload: { businessSlug: a.business.slug, email: 'nobody-here@example.com', code: '123456' },
    }),
  },
  'POST /api/client-auth/link': {
    kind: 'session',
    request: () => ({ url: '/api/client-auth/link', payload: { token: 'A'.repeat(43) } }),
  },
  'POST /api/client-auth/logout': { kind: 'session', request: () => ({ url: '/api/client-auth/logout' }) },
  'GET /api/client/me': { kind: 'client', request: () => ({ url: '/api/client/me' }) },
  'PATCH /api/client/profile': {
    kind: 'client',
    request: () => ({ url: '/api/client/profile', payload: { firstName: 'Neutral' } }),
  },
  'GET /api/client/bookings': { kind: 'client', request: () => ({ url: '/api/client/bookings' }) },
  'POST /api/client/bookings/:id/cancel': {
    kind: 'client',
    request: (a) => ({ url: `/api/client/bookings/${a.bookingId}/cancel` }),
  },
  'POST /api/client/bookings/:id/reschedule': {
    kind: 'client',
    request: (a) => ({
      url: `/api/client/bookings/${a.bookingId}/reschedule`,
      payload: { appointmentDate: `${day()}T15:00` },
    }),
  },
  'POST /api/client/bookings/:id/repeat/preview': {
    kind: 'client',
    request: (a) => ({
      url: `/api/client/bookings/${a.bookingId}/repeat/preview`,
      payload: { repeat: { frequency: 'weekly', interval: 4, ends: 'after', count: 3 } },
    }),
  },
  'POST /api/client/bookings/:id/repeat': {
    kind: 'client',
    request: (a) => ({
      url: `/api/client/bookings/${a.bookingId}/repeat`,
      payload: {
        repeat: { frequency: 'weekly', interval: 4, ends: 'after', count: 2 },
        occurrences: [`${localDateFromToday(30, 'America/New_York')}T15:00`],
      },
    }),
  },
  'GET /api/manage/:token': { kind: 'link', request: (a) => ({ url: `/api/manage/${unsignedToken(a)}` }) },
  'POST /api/manage/:token/cancel': {
    kind: 'link',
    request: (a) => ({ url: `/api/manage/${unsignedToken(a)}/cancel` }),
  },
  'POST /api/manage/:token/reschedule': {
    kind: 'link',
    request: (a) => ({
      url: `/api/manage/${unsignedToken(a)}/reschedule`,
      payload: { appointmentDate: `${day()}T15:00` },
    }),
  },
  'POST /api/waitlist': {
    kind: 'public',
    request: (a) => ({
      url: '/api/waitlist',
      payload: {
        businessSlug: a.business.slug,
        serviceId: a.serviceId,
        windows: [{ from: day(), part: 'any' }],
        clientData: clientBody(),
      },
    }),
    fields: [
      'id',
      'businessName',
      'businessSlug',
      'timezone',
      'serviceName',
      'teamMemberName',
      'windows',
      'windowLabels',
      'status',
      'offer',
      'manageUrl',
      'link',
    ],
    creates: ['waitlist_entries', 'outbox'],
  },
  'GET /api/waitlist/link/:token': {
    kind: 'link',
    request: (a) => ({ url: `/api/waitlist/link/${unsignedToken(a)}` }),
  },
  'POST /api/waitlist/link/:token/accept': {
    kind: 'link',
    request: (a) => ({
      url: `/api/waitlist/link/${unsignedToken(a)}/accept`,
      payload: { offerId: a.bookingId },
    }),
  },
  'POST /api/waitlist/link/:token/decline': {
    kind: 'link',
    request: (a) => ({
      url: `/api/waitlist/link/${unsignedToken(a)}/decline`,
      payload: { offerId: a.bookingId },
    }),
  },
  'POST /api/waitlist/link/:token/leave': {
    kind: 'link',
    request: (a) => ({ url: `/api/waitlist/link/${unsignedToken(a)}/leave` }),
  },
  'GET /api/waitlist': { kind: 'owner-own', request: () => ({ url: '/api/waitlist' }) },
  'GET /api/waitlist/summary': { kind: 'owner-own', request: () => ({ url: '/api/waitlist/summary' }) },
  'DELETE /api/waitlist/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/waitlist/${a.waitlistEntryId}` }),
  },
  'POST /api/waitlist/:id/offer': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/waitlist/${a.waitlistEntryId}/offer`,
      payload: { appointmentDate: `${day()}T15:00`, teamMemberId: a.memberId },
    }),
  },
  // A client's route: an owner's session is no client session (401), nor is no session.
  'POST /api/client/reviews': {
    kind: 'session',
    request: (a) => ({ url: '/api/client/reviews', payload: { bookingId: a.bookingId, rating: 5 } }),
  },
  'GET /api/reviews': { kind: 'owner-own', request: () => ({ url: '/api/reviews?page=1' }) },
  'POST /api/reviews/:id/reply': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/reviews/${a.reviewId}/reply`, payload: { reply: 'Thank you!' } }),
  },
  'POST /api/reviews/:id/hide': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/reviews/${a.reviewId}/hide` }),
  },
  'POST /api/reviews/:id/unhide': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/reviews/${a.reviewId}/unhide` }),
  },
  // Payments (issue 16): a payment toward A's booking, a refund of A's payment, A's balance are B's 404s.
  'POST /api/payments': {
    kind: 'owner-id',
    request: (a) => ({
      url: '/api/payments',
      payload: { bookingId: a.bookingId, method: 'card', amount: '10.00', tip: '1.00', note: 'Neutral' },
    }),
  },
  'POST /api/payments/:id/refund': {
    kind: 'owner-id',
    request: (a) => ({
      url: `/api/payments/${a.paymentId}/refund`,
      payload: { amount: '1.00', reason: 'Neutral reason' },
    }),
  },
  'GET /api/payments': {
    kind: 'owner-own',
    request: () => ({ url: `/api/payments?from=${localDateFromToday(-30, 'America/New_York')}&to=${day()}` }),
  },
  'GET /api/payments/export.csv': {
    kind: 'owner-own',
    request: () => ({
      url: `/api/payments/export.csv?from=${localDateFromToday(-30, 'America/New_York')}&to=${day()}`,
    }),
  },
  'GET /api/bookings/:id/balance': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/bookings/${a.bookingId}/balance` }),
  },
  'POST /api/payments/close': {
    kind: 'owner-own',
    request: () => ({ url: '/api/payments/close', payload: { date: day(), countedCash: '0.00' } }),
    // The fuzz and matrix runs may close the same day twice.
    foreign: [409],
  },
  'GET /api/payments/closes': { kind: 'owner-own', request: () => ({ url: '/api/payments/closes' }) },
  // Website builder and weather (issue 17).
  'GET /api/website-projects': { kind: 'owner-own', request: () => ({ url: '/api/website-projects' }) },
  'GET /api/website-projects/:id': {
    kind: 'owner-id',
    request: (a) => ({ url: `/api/website-projects/${a.websiteProjectId}` }),
  },
  'POST /api/website-projects': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/website-projects',
      payload: {
        title: 'Neutral site',
        description: 'Neutral description',
        businessType: 'Other',
        requirements: 'Neutral requirements',
        pricing: '1.00',
      },
    }),
  },
  'GET /api/website-templates': { kind: 'owner-own', request: () => ({ url: '/api/website-templates' }) },
  'GET /api/weather': { kind: 'owner-own', request: () => ({ url: '/api/weather?city=London' }) },
  'GET /api/admin/overview': { kind: 'admin', request: () => ({ url: '/api/admin/overview' }) },
  'GET /api/admin/revenue': { kind: 'admin', request: () => ({ url: '/api/admin/revenue' }) },
  'GET /api/admin/businesses': {
    kind: 'admin',
    request: (a) => ({ url: `/api/admin/businesses?search=${encodeURIComponent(a.business.name)}` }),
  },
  'PATCH /api/admin/businesses/:id/status': {
    kind: 'admin',
    request: (a) => ({
      url: `/api/admin/businesses/${a.business.id}/status`,
      payload: { status: 'suspended' },
    }),
  },
  'GET /api/admin/plans': { kind: 'admin', request: () => ({ url: '/api/admin/plans' }) },
  'GET /api/admin/settings': { kind: 'admin', request: () => ({ url: '/api/admin/settings' }) },
  'PUT /api/admin/settings': {
    kind: 'admin',
    request: () => ({
      url: '/api/admin/settings',
      payload: {
        commissionRate: '1',
        freeTrialDays: 1,
        autoSuspendOverdue: false,
        emailNotifications: false,
      },
    }),
  },
  'GET /api/admin/audit-log': { kind: 'admin', request: () => ({ url: '/api/admin/audit-log' }) },
  'GET /api/admin/website-projects': {
    kind: 'admin',
    request: () => ({ url: '/api/admin/website-projects' }),
  },
  'PATCH /api/admin/website-projects/:id': {
    kind: 'admin',
    request: () => ({
      url: '/api/admin/website-projects/00000000-0000-7000-8000-000000000000',
      payload: { status: 'completed', deployedUrl: 'https://example.com' },
    }),
  },
  'GET /api/admin/support-requests': {
    kind: 'admin',
    request: () => ({ url: '/api/admin/support-requests' }),
  },
  'POST /api/admin/support-requests/:id/answered': {
    kind: 'admin',
    request: () => ({ url: '/api/admin/support-requests/00000000-0000-7000-8000-000000000000/answered' }),
  },
  'POST /api/support/requests': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/support/requests',
      payload: { topic: 'booking', subject: 'Neutral subject', message: 'A neutral question about booking.' },
    }),
  },
  'GET /api/support/requests': { kind: 'owner-own', request: () => ({ url: '/api/support/requests' }) },
  'GET /api/api-keys': { kind: 'owner-own', request: () => ({ url: '/api/api-keys' }) },
  'POST /api/api-keys': {
    kind: 'owner-own',
    request: () => ({ url: '/api/api-keys', payload: { name: 'Neutral key' } }),
    // The fuzz and matrix runs may create more keys than an owner may have active.
    foreign: [409],
  },
  'DELETE /api/api-keys/:id': { kind: 'owner-id', request: (a) => ({ url: `/api/api-keys/${a.apiKeyId}` }) },
  'GET /api/openapi.json': {
    kind: 'public',
    request: () => ({ url: '/api/openapi.json' }),
    fields: ['openapi', 'info', 'paths', 'components'],
  },
  'GET /api/docs': { kind: 'public', request: () => ({ url: '/api/docs' }), fields: 'not-json' },
  'GET /api/stripe/status': { kind: 'owner-own', request: () => ({ url: '/api/stripe/status' }) },
  // Stripe's calls, judged by their signature alone (an unsigned one is a 400, and 404 while Stripe is off).
  'POST /api/stripe/webhook': {
    kind: 'public',
    request: () => ({
      url: '/api/stripe/webhook',
      payload: { id: 'evt_neutral', type: 'checkout.session.completed' },
    }),
    fields: 'not-json',
  },
  // The customer's return from Stripe's page, judged by its signed token alone (an unsigned one is a 404, as is
  // any while Stripe is off); it answers only whether the hold was let go.
  'POST /api/stripe/checkout-cancel': {
    kind: 'public',
    request: () => ({
      url: '/api/stripe/checkout-cancel',
      payload: { bookingId: '00000000-0000-4000-8000-000000000000', token: 'not-signed' },
    }),
    fields: 'not-json',
  },
  'GET /api/integrations': { kind: 'owner-own', request: () => ({ url: '/api/integrations' }) },
  'POST /api/integrations/connect': {
    kind: 'owner-own',
    request: () => ({ url: '/api/integrations/connect', payload: { integrationId: 'mailchimp' } }),
  },
  'POST /api/integrations/disconnect': {
    kind: 'owner-own',
    request: () => ({ url: '/api/integrations/disconnect', payload: { integrationId: 'mailchimp' } }),
  },
  'POST /api/integrations/requests': {
    kind: 'owner-own',
    request: () => ({
      url: '/api/integrations/requests',
      payload: { name: 'Neutral CRM', note: 'Neutral note' },
    }),
  },
  // Slack is not connected in the fixtures: a webhook's details and test event are 404 for every tenant.
  'GET /api/integrations/:integrationId/webhook': {
    kind: 'owner-own',
    request: () => ({ url: '/api/integrations/slack/webhook' }),
    foreign: [404],
  },
  'POST /api/integrations/:integrationId/test-event': {
    kind: 'owner-own',
    request: () => ({ url: '/api/integrations/slack/test-event' }),
    foreign: [404],
  },
};

/** `METHOD url` of every route the app registered (HEAD left out: it mirrors its GET). */
export function routeKeysOf(app: FastifyInstance): string[] {
  return [...new Set(app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))];
}

/** The route's case; a route registered without one fails the calling test with its name. */
export function caseOf(key: string): RouteCase {
  const found = ROUTE_CASES[key];
  if (!found) throw new Error(`${key} has no case in src/server/test/route-cases.ts: add one`);
  return found;
}
