// Help & Support (/support): a signed-in owner sends a question and sees the ones sent before.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { requireUser, signedInOnly } from '#server/plugins/auth.ts';
import { supportRequestInputSchema, supportRequestSchema } from '#shared/schemas/support.ts';
import { createSupportRequest, listOwnSupportRequests } from './support.service.ts';

export async function supportRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/support/requests',
    {
      preValidation: signedInOnly,
      // A form a person fills in: a handful a minute is plenty, and it keeps a script from flooding the admins.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: supportRequestInputSchema, response: { 201: supportRequestSchema } },
    },
    async (request, reply) => {
      const created = await createSupportRequest({ db, user: requireUser(request), input: request.body });
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/support/requests',
    { schema: { response: { 200: z.array(supportRequestSchema) } } },
    async (request) => listOwnSupportRequests(db, requireUser(request).id),
  );
}
