// Business endpoints: the owner's own business (create, read, edit) and the public read by slug.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness, staffMemberOf } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { requireUser, signedInOnly } from '#server/plugins/auth.ts';
import { publicCaching } from '#server/plugins/http-cache.ts';
import {
  createBusinessInputSchema,
  ownerBusinessSchema,
  publicBusinessSchema,
  updateBusinessInputSchema,
} from '#shared/schemas/business.ts';
import {
  createBusiness,
  findPublicBusinessBySlug,
  toOwnerBusiness,
  toPublicBusiness,
  updateOwnBusiness,
  withFigures,
} from './businesses.service.ts';

const slugParamsSchema = z.object({ slug: z.string().max(200) });

export async function businessesRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/businesses',
    {
      preValidation: signedInOnly,
      schema: {
        body: createBusinessInputSchema,
        response: { 201: ownerBusinessSchema, 401: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const business = await createBusiness({ db, user, input: request.body });
      request.log.info({ event: 'business.create', businessId: business.id }, 'business created');
      return reply.status(201).send(toOwnerBusiness(business));
    },
  );

  r.get(
    '/api/businesses/me',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: ownerBusinessSchema, 401: messageSchema, 404: messageSchema } },
    },
    async (request) => {
      const business = sessionBusiness(request);
      return toOwnerBusiness(staffMemberOf(request) ? business : await withFigures(db, business));
    },
  );

  r.patch(
    '/api/businesses/me',
    {
      preValidation: signedInOnly,
      schema: {
        body: updateBusinessInputSchema,
        response: { 200: ownerBusinessSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      return toOwnerBusiness(
        await updateOwnBusiness({ db, businessId: sessionBusiness(request).id, input: request.body }),
      );
    },
  );

  // An old slug answers with the business under its new slug, so the page can replace its URL (decision 002).
  // Cached like the booking page: an ETag of the body and a short shared lifetime (decision 008).
  r.get(
    '/api/businesses/:slug',
    {
      schema: { params: slugParamsSchema, response: { 200: publicBusinessSchema, 404: messageSchema } },
      onSend: publicCaching,
    },
    async (request) => toPublicBusiness(await findPublicBusinessBySlug({ db, slug: request.params.slug })),
  );
}
