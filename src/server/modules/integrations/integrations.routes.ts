// Integrations (issue 16): GET /api/integrations, connect, disconnect, requests, and a webhook integration's
// details and test event. Every route acts on the signed-in owner's business only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { perUserRateLimit, requireUser } from '#server/plugins/auth.ts';
import {
  connectInputSchema,
  disconnectInputSchema,
  integrationListSchema,
  integrationParamsSchema,
  integrationRecordSchema,
  integrationRequestInputSchema,
  webhookDetailsSchema,
} from '#shared/schemas/integrations.ts';
import {
  connectIntegration,
  disconnectIntegration,
  type IntegrationsContext,
  listIntegrations,
  requestIntegration,
  sendTestEvent,
  webhookDetails,
} from './integrations.service.ts';

/** How many test events an owner may send a minute. */
export const TEST_EVENTS_PER_MINUTE = 10;

const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema, 409: messageSchema };

export async function integrationsRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, env, box } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = async (request: FastifyRequest): Promise<IntegrationsContext> => ({
    db,
    businessId: sessionBusiness(request).id,
    box,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
  });

  r.get(
    '/api/integrations',
    { schema: { response: { 200: integrationListSchema, ...errors } } },
    async (request) => listIntegrations(db, (await context(request)).businessId),
  );

  r.post(
    '/api/integrations/connect',
    { schema: { body: connectInputSchema, response: { 200: integrationRecordSchema, ...errors } } },
    async (request) => connectIntegration(await context(request), request.body),
  );

  r.post(
    '/api/integrations/disconnect',
    { schema: { body: disconnectInputSchema, response: { 200: integrationRecordSchema, ...errors } } },
    async (request) =>
      disconnectIntegration(db, (await context(request)).businessId, request.body.integrationId),
  );

  r.post(
    '/api/integrations/requests',
    {
      schema: {
        body: integrationRequestInputSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { businessId } = await context(request);
      const created = await requestIntegration(
        db,
        { businessId, userId: requireUser(request).id },
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/integrations/:integrationId/webhook',
    { schema: { params: integrationParamsSchema, response: { 200: webhookDetailsSchema, ...errors } } },
    async (request) => webhookDetails(await context(request), request.params.integrationId),
  );

  r.post(
    '/api/integrations/:integrationId/test-event',
    {
      schema: {
        params: integrationParamsSchema,
        response: { 202: messageSchema, 429: messageSchema, ...errors },
      },
      // Each one is a POST to an address the owner chose: a few a minute per owner, so that Bookwell cannot be used
      // to flood someone's server.
      config: { rateLimit: perUserRateLimit(TEST_EVENTS_PER_MINUTE) },
    },
    async (request, reply) => {
      await sendTestEvent(await context(request), request.params.integrationId);
      return reply.status(202).send({ message: 'Test event queued' });
    },
  );
}
