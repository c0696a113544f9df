// The owner's API keys (Settings → API keys): list, create (the key shown once) and revoke. Session only: an API
// key never reaches these (plugins/auth.ts answers it 403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import {
  apiKeyIdParamsSchema,
  apiKeyViewSchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
} from '#shared/schemas/api-key.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema };

export async function apiKeysRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const businessId = async (request: FastifyRequest) => sessionBusiness(request).id;

  r.get(
    '/api/api-keys',
    { preValidation: signedInOnly, schema: { response: { 200: z.array(apiKeyViewSchema), ...errors } } },
    async (request) => listApiKeys(db, await businessId(request)),
  );

  r.post(
    '/api/api-keys',
    {
      preValidation: signedInOnly,
      schema: {
        body: createApiKeyInputSchema,
        response: { 201: createdApiKeySchema, 409: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, await businessId(request), request.body.name);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  r.delete(
    '/api/api-keys/:id',
    {
      preValidation: signedInOnly,
      schema: { params: apiKeyIdParamsSchema, response: { 200: apiKeyViewSchema, ...errors } },
    },
    async (request) => revokeApiKey(db, await businessId(request), request.params.id),
  );
}
