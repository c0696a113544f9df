// The signed-in client's API (/api/client/*): their profile and their bookings in the business they signed in to.
// Every route needs a client session (an owner's session is not one); another client's booking is 404.
// And a booking's manage link (/api/manage/{token}): that one booking, for whoever holds the link, no session.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { requireClient } from '#server/platform/client-session.ts';
import { publicOrigin } from '#server/platform/manage-link.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { errorLocale } from '#server/plugins/request-locale.ts';
import {
  createdSeriesSchema,
  repeatBookingInputSchema,
  repeatPreviewInputSchema,
  seriesPreviewSchema,
} from '#shared/schemas/booking-series.ts';
import {
  clientBookingsResponseSchema,
  clientMeSchema,
  clientPortalBookingSchema,
  clientProfileInputSchema,
  clientRescheduleInputSchema,
} from '#shared/schemas/client-portal.ts';
import {
  cancelClientBooking,
  getClientMe,
  listClientPortalBookings,
  previewClientRepeat,
  repeatClientVisit,
  rescheduleClientBooking,
  updateClientProfile,
} from './client-portal.service.ts';
import {
  cancelManagedBooking,
  getManagedBooking,
  rescheduleManagedBooking,
} from './managed-booking.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export async function clientPortalRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, linkKey } = options;
  const production = options.env.NODE_ENV === 'production';
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof requireClient>[1]) => requireClient(db, request, production);

  r.get('/api/client/me', { schema: { response: { 200: clientMeSchema } } }, async (request, reply) => {
    // A hint left from a session that is gone goes with the 401, once.
    const client = await requireClient(db, request, production, reply);
    return getClientMe(db, client.id);
  });

  r.patch(
    '/api/client/profile',
    { schema: { body: clientProfileInputSchema, response: { 200: clientMeSchema, 409: messageSchema } } },
    async (request) => updateClientProfile({ db, client: await signedIn(request), input: request.body }),
  );

  r.get(
    '/api/client/bookings',
    { schema: { response: { 200: clientBookingsResponseSchema } } },
    async (request) =>
      listClientPortalBookings({
        db,
        client: await signedIn(request),
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  r.post(
    '/api/client/bookings/:id/cancel',
    {
      schema: {
        params: idParams,
        response: { 200: clientPortalBookingSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) =>
      cancelClientBooking({
        db,
        client: await signedIn(request),
        bookingId: request.params.id,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  // Per address, as new bookings are: each move is checked against the schedule like one.
  const movesPerIp = {
    rateLimit: { max: options.env.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  const changeAnswers = {
    200: clientPortalBookingSchema,
    404: messageSchema,
    409: messageSchema,
    410: messageSchema,
    422: messageSchema,
  };

  // A visit made to repeat, where the business allows it (decision 030): every later date checked, then booked.
  const repeatAnswers = { 404: messageSchema, 409: messageSchema, 422: messageSchema };
  r.post(
    '/api/client/bookings/:id/repeat/preview',
    {
      config: movesPerIp,
      schema: {
        params: idParams,
        body: repeatPreviewInputSchema,
        response: { 200: seriesPreviewSchema, ...repeatAnswers },
      },
    },
    async (request) =>
      previewClientRepeat({
        db,
        client: await signedIn(request),
        bookingId: request.params.id,
        repeat: request.body.repeat,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  r.post(
    '/api/client/bookings/:id/repeat',
    {
      config: movesPerIp,
      schema: {
        params: idParams,
        body: repeatBookingInputSchema,
        response: { 201: createdSeriesSchema, ...repeatAnswers },
      },
    },
    async (request, reply) => {
      const created = await repeatClientVisit({
        db,
        client: await signedIn(request),
        bookingId: request.params.id,
        repeat: request.body.repeat,
        occurrences: request.body.occurrences,
        now: new Date(),
        links: { origin: publicOrigin(options.env, request), key: linkKey },
        locale: errorLocale(request),
      });
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api/client/bookings/:id/reschedule',
    {
      config: movesPerIp,
      schema: {
        params: idParams,
        body: clientRescheduleInputSchema,
        response: {
          200: clientPortalBookingSchema,
          404: messageSchema,
          409: messageSchema,
          422: messageSchema,
        },
      },
    },
    async (request) =>
      rescheduleClientBooking({
        db,
        client: await signedIn(request),
        bookingId: request.params.id,
        input: request.body,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  r.get(
    '/api/manage/:token',
    {
      schema: {
        params: tokenParams,
        response: { 200: clientPortalBookingSchema, 404: messageSchema, 410: messageSchema },
      },
    },
    async (request) =>
      getManagedBooking({
        db,
        linkKey,
        token: request.params.token,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  r.post(
    '/api/manage/:token/cancel',
    { schema: { params: tokenParams, response: changeAnswers } },
    async (request) =>
      cancelManagedBooking({
        db,
        linkKey,
        token: request.params.token,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  r.post(
    '/api/manage/:token/reschedule',
    {
      config: movesPerIp,
      schema: { params: tokenParams, body: clientRescheduleInputSchema, response: changeAnswers },
    },
    async (request) =>
      rescheduleManagedBooking({
        db,
        linkKey,
        token: request.params.token,
        input: request.body,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );
}
