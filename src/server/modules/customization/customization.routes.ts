// Booking page and client dashboard customisation: the owner's GET/POST/DELETE (reset) and the public read by slug.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import {
  customizationSchema,
  publicCustomizationSchema,
  saveCustomizationInputSchema,
} from '#shared/schemas/customization.ts';
import {
  getCustomization,
  getPublicCustomization,
  resetCustomization,
  saveCustomization,
} from './customization.service.ts';

export async function customizationRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/client-customization',
    { schema: { response: { 200: customizationSchema } } },
    async (request) => getCustomization(db, sessionBusiness(request).id),
  );

  r.post(
    '/api/client-customization',
    { schema: { body: saveCustomizationInputSchema.optional(), response: { 200: customizationSchema } } },
    async (request) => {
      const businessId = sessionBusiness(request).id;
      return saveCustomization(db, { businessId, input: request.body ?? {} });
    },
  );

  r.delete(
    '/api/client-customization',
    { schema: { response: { 200: customizationSchema } } },
    async (request) => resetCustomization(db, sessionBusiness(request).id),
  );

  r.get(
    '/api/businesses/:slug/client-customization',
    {
      schema: {
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: publicCustomizationSchema },
      },
    },
    async (request) => getPublicCustomization(db, request.params.slug),
  );
}
