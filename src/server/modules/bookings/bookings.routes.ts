// Booking endpoints: public (and quick-booking) creation, the owner's lists, one booking with history, changes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { openCheckoutUrl, startCheckout } from '#server/modules/stripe/checkout.service.ts';
import { stripeConfig } from '#server/modules/stripe/stripe-api.ts';
import {
  findAccess,
  scopeOf,
  sessionAccess,
  sessionBusiness,
  staffMemberOf,
} from '#server/platform/business-access.ts';
import { publicOrigin } from '#server/platform/manage-link.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { errorLocale } from '#server/plugins/request-locale.ts';
import {
  bookingDetailSchema,
  bookingViewSchema,
  createdBookingSchema,
  idempotencyHeadersSchema,
  listBookingsQuerySchema,
  upcomingBookingsQuerySchema,
  upcomingBookingsSchema,
  updateBookingInputSchema,
} from '#shared/schemas/booking.ts';
import { createBookingRequestSchema } from '#shared/schemas/booking-request.ts';
import {
  changedFollowingSchema,
  changeFollowingInputSchema,
  createdSeriesSchema,
  createSeriesInputSchema,
  repeatBookingInputSchema,
  repeatPreviewInputSchema,
  seriesPreviewInputSchema,
  seriesPreviewSchema,
} from '#shared/schemas/booking-series.ts';
import { createBooking } from './booking-create.service.ts';
import {
  findBookingDetail,
  listBookings,
  listTodayBookings,
  listUpcomingBookings,
} from './booking-queries.ts';
import { createSeries, previewRepeat, previewSeries, repeatBooking } from './booking-series.service.ts';
import { changeFollowing } from './booking-series-changes.service.ts';
import { updateBooking } from './booking-update.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

export async function bookingsRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, linkKey } = options;
  const stripe = stripeConfig(options.env);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings',
    {
      // Per address, the owner's quick bookings included: typed by hand they stay far below the limit, and
      // exempting signed-in callers would let anyone with a free account book past it.
      config: { rateLimit: { max: options.env.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        headers: idempotencyHeadersSchema,
        body: createBookingRequestSchema,
        response: {
          200: createdBookingSchema,
          201: createdBookingSchema,
          404: messageSchema,
          409: messageSchema,
          422: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const origin = publicOrigin(options.env, request);
      const { booking, created, manageUrl, payment } = await createBooking({
        db,
        input: request.body,
        user: request.user,
        access: request.user
          ? await findAccess(db, request.user.id, request.apiKey ? null : request.sessionBusinessId)
          : undefined,
        apiKey: request.apiKey,
        idempotencyKey: request.headers['idempotency-key'],
        now,
        links: { origin, key: linkKey },
        takesPayments: stripe !== null,
      });
      // A booking held for its deposit: the customer is sent to Stripe Checkout (again, on a resubmit).
      let checkoutUrl: string | undefined;
      if (stripe && payment) {
        checkoutUrl = await startCheckout({
          db,
          stripe,
          booking: {
            id: booking.id,
            businessId: booking.businessId,
            slug: payment.slug,
            serviceName: booking.service.name,
            full: payment.full,
          },
          amountCents: payment.amountCents,
          customerEmail: request.body.clientData.email ?? null,
          manageLink: payment.manageLink,
          linkKey,
          origin,
          now,
          log: request.log,
        });
      } else if (booking.status === 'pending_payment') {
        checkoutUrl = await openCheckoutUrl(db, booking.id);
      }
      return reply.status(created ? 201 : 200).send({ ...booking, manageUrl, checkoutUrl });
    },
  );

  r.get(
    '/api/bookings',
    { schema: { querystring: listBookingsQuerySchema, response: { 200: z.array(bookingViewSchema) } } },
    async (request) =>
      listBookings({
        db,
        business: sessionBusiness(request),
        teamMemberId: staffMemberOf(request),
        query: request.query,
        now: new Date(),
      }),
  );

  r.get(
    '/api/bookings/upcoming',
    { schema: { querystring: upcomingBookingsQuerySchema, response: { 200: upcomingBookingsSchema } } },
    async (request) =>
      listUpcomingBookings({
        db,
        business: sessionBusiness(request),
        teamMemberId: staffMemberOf(request),
        query: request.query,
        now: new Date(),
      }),
  );

  r.get(
    '/api/bookings/today',
    { schema: { response: { 200: z.array(bookingViewSchema) } } },
    async (request) =>
      listTodayBookings({
        db,
        business: sessionBusiness(request),
        teamMemberId: staffMemberOf(request),
        now: new Date(),
      }),
  );

  r.get(
    '/api/bookings/:id',
    { schema: { params: idParams, response: { 200: bookingDetailSchema, 404: messageSchema } } },
    async (request) => {
      return findBookingDetail({ db, ...scopeOf(sessionAccess(request)), bookingId: request.params.id });
    },
  );

  r.patch(
    '/api/bookings/:id',
    {
      schema: {
        params: idParams,
        body: updateBookingInputSchema,
        response: { 200: bookingDetailSchema, 404: messageSchema, 409: messageSchema, 422: messageSchema },
      },
    },
    async (request) =>
      updateBooking({
        db,
        business: sessionBusiness(request),
        user: requireUser(request),
        apiKey: request.apiKey,
        teamMemberId: staffMemberOf(request),
        bookingId: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  );

  // Repeating bookings (decision 030): every date checked first, then the chosen ones booked in one transaction.
  r.post(
    '/api/bookings/series/preview',
    {
      schema: {
        body: seriesPreviewInputSchema,
        response: { 200: seriesPreviewSchema, 404: messageSchema, 422: messageSchema },
      },
    },
    async (request) =>
      previewSeries({
        db,
        business: sessionBusiness(request),
        mode: 'owner',
        input: request.body,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  r.post(
    '/api/bookings/series',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: createSeriesInputSchema,
        response: { 201: createdSeriesSchema, 404: messageSchema, 409: messageSchema, 422: messageSchema },
      },
    },
    async (request, reply) => {
      const business = sessionBusiness(request);
      const created = await createSeries({
        db,
        business,
        mode: 'owner',
        user: requireUser(request),
        input: request.body,
        now: new Date(),
        links: { origin: publicOrigin(options.env, request), key: linkKey },
        idempotencyKey: request.headers['idempotency-key'],
        locale: errorLocale(request),
      });
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/bookings/:id/following',
    {
      schema: {
        params: idParams,
        body: changeFollowingInputSchema,
        response: { 200: changedFollowingSchema, 404: messageSchema, 409: messageSchema, 422: messageSchema },
      },
    },
    async (request) =>
      changeFollowing({
        db,
        business: sessionBusiness(request),
        actor: { kind: 'owner', user: requireUser(request), apiKey: request.apiKey },
        bookingId: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  );

  // The owner's booking made to repeat from its details: the series starts with it.
  r.post(
    '/api/bookings/:id/repeat/preview',
    {
      schema: {
        params: idParams,
        body: repeatPreviewInputSchema,
        response: { 200: seriesPreviewSchema, 404: messageSchema, 409: messageSchema, 422: messageSchema },
      },
    },
    async (request) =>
      previewRepeat({
        db,
        business: sessionBusiness(request),
        by: { kind: 'owner' },
        bookingId: request.params.id,
        repeat: request.body.repeat,
        now: new Date(),
        locale: errorLocale(request),
      }),
  );

  r.post(
    '/api/bookings/:id/repeat',
    {
      schema: {
        params: idParams,
        body: repeatBookingInputSchema,
        response: { 201: createdSeriesSchema, 404: messageSchema, 409: messageSchema, 422: messageSchema },
      },
    },
    async (request, reply) => {
      const created = await repeatBooking({
        db,
        business: sessionBusiness(request),
        by: { kind: 'owner' },
        user: requireUser(request),
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
}
