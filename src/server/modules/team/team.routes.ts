// Team-member endpoints: the owner's staff (scoped to the session's business) and the public list by business slug.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPublicBusinessBySlug } from '#server/modules/businesses/businesses.service.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { scopeOf, sessionAccess, sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { requireUser, signedInOnly } from '#server/plugins/auth.ts';
import { deleteResultSchema, reorderInputSchema } from '#shared/schemas/service.ts';
import {
  createTeamMemberInputSchema,
  publicTeamMemberSchema,
  teamMemberSchema,
  updateTeamMemberInputSchema,
} from '#shared/schemas/team.ts';
import {
  createTeamMember,
  deleteTeamMember,
  listPublicTeamMembers,
  listTeamMembers,
  reorderTeamMembers,
  updateTeamMember,
} from './team.service.ts';

const idParamsSchema = z.object({ id: z.string().max(100) });

export async function teamRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The business always comes from the session, never from the request.
  const ownBusinessId = async (request: FastifyRequest) => sessionBusiness(request).id;

  r.get(
    '/api/team-members',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: z.array(teamMemberSchema), 401: messageSchema, 404: messageSchema } },
    },
    async (request) => listTeamMembers({ db, ...scopeOf(sessionAccess(request)) }),
  );

  r.post(
    '/api/team-members',
    {
      preValidation: signedInOnly,
      schema: { body: createTeamMemberInputSchema, response: { 201: teamMemberSchema, 404: messageSchema } },
    },
    async (request, reply) => {
      const member = await createTeamMember({
        db,
        businessId: await ownBusinessId(request),
        input: request.body,
      });
      return reply.status(201).send(member);
    },
  );

  r.put(
    '/api/team-members/order',
    {
      preValidation: signedInOnly,
      schema: { body: reorderInputSchema, response: { 200: z.array(teamMemberSchema), 404: messageSchema } },
    },
    async (request) =>
      reorderTeamMembers({ db, businessId: await ownBusinessId(request), ids: request.body.ids }),
  );

  r.patch(
    '/api/team-members/:id',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParamsSchema,
        body: updateTeamMemberInputSchema,
        response: { 200: teamMemberSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) =>
      updateTeamMember({
        db,
        businessId: await ownBusinessId(request),
        memberId: request.params.id,
        input: request.body,
        actorEmail: requireUser(request).email,
      }),
  );

  r.delete(
    '/api/team-members/:id',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParamsSchema,
        response: { 200: deleteResultSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) =>
      deleteTeamMember({ db, businessId: await ownBusinessId(request), memberId: request.params.id }),
  );

  r.get(
    '/api/businesses/:slug/team-members',
    {
      schema: {
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: z.array(publicTeamMemberSchema), 404: messageSchema },
      },
    },
    async (request) => {
      const business = await findPublicBusinessBySlug({ db, slug: request.params.slug });
      return listPublicTeamMembers({ db, businessId: business.id });
    },
  );
}
