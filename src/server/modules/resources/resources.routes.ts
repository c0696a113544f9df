// Resource endpoints: the owner's rooms, chairs and equipment, scoped to the session's business.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import { resourceInputSchema, resourceSchema, updateResourceInputSchema } from '#shared/schemas/resource.ts';
import { createResource, deleteResource, listResources, updateResource } from './resources.service.ts';

const idParamsSchema = z.object({ id: z.string().max(100) });

export async function resourcesRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The business always comes from the session, never from the request.
  const ownBusinessId = async (request: FastifyRequest) => sessionBusiness(request).id;

  r.get(
    '/api/resources',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: z.array(resourceSchema), 401: messageSchema, 404: messageSchema } },
    },
    async (request) => listResources({ db, businessId: await ownBusinessId(request) }),
  );

  r.post(
    '/api/resources',
    {
      preValidation: signedInOnly,
      schema: {
        body: resourceInputSchema,
        response: { 201: resourceSchema, 400: messageSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const resource = await createResource({
        db,
        businessId: await ownBusinessId(request),
        input: request.body,
      });
      return reply.status(201).send(resource);
    },
  );

  r.patch(
    '/api/resources/:id',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParamsSchema,
        body: updateResourceInputSchema,
        response: { 200: resourceSchema, 400: messageSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) =>
      updateResource({
        db,
        businessId: await ownBusinessId(request),
        resourceId: request.params.id,
        input: request.body,
      }),
  );

  r.delete(
    '/api/resources/:id',
    {
      preValidation: signedInOnly,
      schema: { params: idParamsSchema, response: { 204: z.null(), 404: messageSchema } },
    },
    async (request, reply) => {
      await deleteResource({ db, businessId: await ownBusinessId(request), resourceId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
