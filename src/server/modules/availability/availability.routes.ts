// Availability endpoints: the public slot and taken-time reads, plus the owner's schedule settings.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import {
  availabilityResponseSchema,
  localDateSchema,
  takenTimesQuerySchema,
  takenTimesResponseSchema,
} from '#shared/schemas/availability.ts';
import { availabilityQuerySchema } from '#shared/schemas/availability-query.ts';
import { findAvailableSlots, findTakenTimes } from './availability.service.ts';
import { registerScheduleRoutes } from './schedule.routes.ts';

export async function availabilityRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public reads, per address (the owner's quick booking and reschedule forms read taken times too, a few a minute).
  const perIpLimit = {
    rateLimit: { max: options.env.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };
  r.get(
    '/api/businesses/:slug/availability',
    {
      config: perIpLimit,
      schema: {
        params: z.object({ slug: z.string().min(1).max(100) }),
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 404: messageSchema },
      },
    },
    async (request) =>
      findAvailableSlots({ db, slug: request.params.slug, query: request.query, now: new Date() }),
  );

  r.get(
    '/api/businesses/:businessId/bookings/:date',
    {
      config: perIpLimit,
      schema: {
        params: z.object({ businessId: z.string().min(1).max(100), date: localDateSchema }),
        querystring: takenTimesQuerySchema,
        response: { 200: takenTimesResponseSchema, 404: messageSchema },
      },
    },
    async (request) =>
      findTakenTimes({
        db,
        business: request.params.businessId,
        date: request.params.date,
        serviceId: request.query.serviceId,
      }),
  );

  registerScheduleRoutes(app, options);
}
