// Website builder (issue 17): the owner's website projects (list, one, order) and the stored template catalogue.
// Projects belong to the signed-in owner's business; another business's project is a 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import {
  createWebsiteProjectInputSchema,
  websiteProjectIdParamsSchema,
  websiteProjectSchema,
  websiteTemplateSchema,
} from '#shared/schemas/website.ts';
import {
  createWebsiteProject,
  getWebsiteProject,
  listWebsiteProjects,
  listWebsiteTemplates,
} from './website.service.ts';
import { ensureWebsiteTemplates } from './website-templates.ts';

const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema };

export async function websiteRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await ensureWebsiteTemplates(db);

  r.get(
    '/api/website-projects',
    { schema: { response: { 200: z.array(websiteProjectSchema), ...errors } } },
    async (request) => listWebsiteProjects({ db, businessId: sessionBusiness(request).id }),
  );

  r.get(
    '/api/website-projects/:id',
    { schema: { params: websiteProjectIdParamsSchema, response: { 200: websiteProjectSchema, ...errors } } },
    async (request) =>
      getWebsiteProject({
        db,
        businessId: sessionBusiness(request).id,
        projectId: request.params.id,
      }),
  );

  r.post(
    '/api/website-projects',
    {
      preValidation: signedInOnly,
      schema: { body: createWebsiteProjectInputSchema, response: { 201: websiteProjectSchema, ...errors } },
    },
    async (request, reply) => {
      const business = sessionBusiness(request);
      const project = await createWebsiteProject({ db, businessId: business.id, input: request.body });
      return reply.status(201).send(project);
    },
  );

  // An owner's: the catalogue is part of the builder, not a public page.
  r.get(
    '/api/website-templates',
    { schema: { response: { 200: z.array(websiteTemplateSchema), ...errors } } },
    async (request) => {
      sessionBusiness(request);
      return listWebsiteTemplates({ db });
    },
  );
}
