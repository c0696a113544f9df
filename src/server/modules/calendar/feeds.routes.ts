// Calendar feeds: the owner's list and renewal of feed addresses, the public feed itself and one booking's .ics.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { scopeOf, sessionAccess, sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import { calendarFeedsSchema, renewFeedInputSchema } from '#shared/schemas/calendar-feeds.ts';
import { bookingCalendar, feedCalendar, listFeeds, renewFeed } from './feeds.service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Tokens are 43 base64url characters; anything else cannot be one.
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export async function calendarFeedsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The business always comes from the session, never from the request.

  r.get(
    '/api/calendar-feeds',
    { preValidation: signedInOnly, schema: { response: { 200: calendarFeedsSchema, 404: messageSchema } } },
    async (request) => listFeeds(db, sessionBusiness(request).id),
  );

  r.post(
    '/api/calendar-feeds/renew',
    {
      preValidation: signedInOnly,
      schema: {
        body: renewFeedInputSchema,
        response: { 200: z.object({ path: z.string() }), 404: messageSchema },
      },
    },
    async (request) =>
      renewFeed(db, { businessId: sessionBusiness(request).id, memberId: request.body.memberId }),
  );

  r.get(
    '/api/bookings/:id/ics',
    { preValidation: signedInOnly, schema: { params: z.object({ id: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const ics = await bookingCalendar(db, {
        ...scopeOf(sessionAccess(request)),
        bookingId: request.params.id,
      });
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .send(ics);
    },
  );

  // Public: the token in the address is the key. Calendars poll it; nothing of it may be cached by a proxy.
  r.get(
    '/ics/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      if (!token) throw new AppError('NOT_FOUND', 'Calendar not found');
      const ics = await feedCalendar(db, token);
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  );
}
