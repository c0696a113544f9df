// Web push API (spec part 1 §7): GET /api/push/vapid-key, POST /api/push/subscribe, DELETE /api/push/unsubscribe,
// POST /api/push/test. Subscriptions belong to the signed-in owner, once their business exists; another user's
// endpoint is a 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import type { Transport } from '#server/modules/outbox/delivery.types.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { perUserRateLimit, requireUser } from '#server/plugins/auth.ts';
import {
  pushSubscribeSchema,
  pushTestResponseSchema,
  pushUnsubscribeSchema,
  vapidKeySchema,
} from '#shared/schemas/push.ts';
import { deleteSubscription, saveSubscription, sendTestPush } from './push.service.ts';
import { assertSafePushEndpoint } from './push-endpoint.ts';
import type { VapidKeys } from './vapid.ts';

const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

/** `transport` is the one the outbox worker uses too (createPushTransport), so a test push travels the same way. */
export async function pushRoutes(
  app: FastifyInstance,
  options: ModuleOptions & { vapid: VapidKeys; transport: Transport; allowLocalEndpoints?: boolean },
) {
  const { db, vapid, transport } = options;
  const allowLocal = options.allowLocalEndpoints === true;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/push/vapid-key', { schema: { response: { 200: vapidKeySchema } } }, async (request) => {
    requireUser(request);
    return { publicKey: vapid.publicKey };
  });

  r.post(
    '/api/push/subscribe',
    {
      schema: {
        body: pushSubscribeSchema,
        response: { 201: z.object({ subscribed: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      assertSafePushEndpoint(request.body.endpoint, allowLocal);
      // Every push is about a business (the outbox keeps them under it): none before it exists, as the test says.
      const business = sessionBusiness(request);
      await saveSubscription({
        db,
        userId: user.id,
        businessId: business.id,
        input: request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(201).send({ subscribed: true });
    },
  );

  r.delete(
    '/api/push/unsubscribe',
    { schema: { body: pushUnsubscribeSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteSubscription({ db, userId: user.id, endpoint: request.body.endpoint });
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/push/test',
    {
      // Each test reaches the push service and the user's devices: a few a minute are plenty.
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        response: { 200: pushTestResponseSchema, 409: messageSchema, 422: messageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const business = sessionBusiness(request);
      const { devices } = await sendTestPush({
        db,
        transport,
        userId: user.id,
        businessId: business.id,
        language: user.language,
      });
      return { status: 'sent' as const, devices };
    },
  );
}
