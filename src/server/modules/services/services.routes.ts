// Service endpoints: the owner's services (scoped to the session's business) and the public list by business slug.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPublicBusinessBySlug } from '#server/modules/businesses/businesses.service.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { stripeConfig } from '#server/modules/stripe/stripe-api.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import { publicCaching } from '#server/plugins/http-cache.ts';
import {
  createServiceInputSchema,
  deleteResultSchema,
  publicServiceSchema,
  reorderInputSchema,
  serviceSchema,
  updateServiceInputSchema,
} from '#shared/schemas/service.ts';
import {
  createService,
  deleteService,
  listPublicServices,
  listServices,
  reorderServices,
  updateService,
} from './services.service.ts';

const idParamsSchema = z.object({ id: z.string().max(100) });

export async function servicesRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const stripeOn = stripeConfig(options.env) !== null;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The business always comes from the session, never from the request.
  const ownBusinessId = async (request: FastifyRequest) => sessionBusiness(request).id;

  r.get(
    '/api/services',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: z.array(serviceSchema), 401: messageSchema, 404: messageSchema } },
    },
    async (request) => listServices({ db, businessId: await ownBusinessId(request) }),
  );

  r.post(
    '/api/services',
    {
      preValidation: signedInOnly,
      schema: {
        body: createServiceInputSchema,
        response: { 201: serviceSchema, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const service = await createService({
        db,
        businessId: await ownBusinessId(request),
        input: request.body,
        stripeOn,
      });
      return reply.status(201).send(service);
    },
  );

  // Declared before /:id so 'order' is never read as an id.
  r.put(
    '/api/services/order',
    {
      preValidation: signedInOnly,
      schema: { body: reorderInputSchema, response: { 200: z.array(serviceSchema), 404: messageSchema } },
    },
    async (request) =>
      reorderServices({ db, businessId: await ownBusinessId(request), ids: request.body.ids }),
  );

  r.patch(
    '/api/services/:id',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParamsSchema,
        body: updateServiceInputSchema,
        response: { 200: serviceSchema, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) =>
      updateService({
        db,
        businessId: await ownBusinessId(request),
        serviceId: request.params.id,
        input: request.body,
        stripeOn,
      }),
  );

  r.delete(
    '/api/services/:id',
    {
      preValidation: signedInOnly,
      schema: { params: idParamsSchema, response: { 200: deleteResultSchema, 404: messageSchema } },
    },
    async (request) =>
      deleteService({ db, businessId: await ownBusinessId(request), serviceId: request.params.id }),
  );

  r.get(
    '/api/businesses/:slug/services',
    {
      schema: {
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: z.array(publicServiceSchema), 404: messageSchema },
      },
      // An ETag of the body and a short shared lifetime, like the booking page (decision 008).
      onSend: publicCaching,
    },
    async (request) => {
      const business = await findPublicBusinessBySlug({ db, slug: request.params.slug });
      return listPublicServices({ db, businessId: business.id, stripeOn });
    },
  );
}
