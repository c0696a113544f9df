// Team sign-in endpoints: the businesses a person acts in and the switch between them, the owner's and managers'
// invitations and logins of team members, the team's audit log, and the invite page's preview and acceptance.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { listMemberships, sessionBusiness } from '#server/platform/business-access.ts';
import { publicOrigin } from '#server/platform/manage-link.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { setSessionBusiness } from '#server/platform/session.ts';
import { perUserRateLimit, requireUser } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import {
  acceptInvitationInputSchema,
  invitationPreviewSchema,
  inviteInputSchema,
  loginInputSchema,
  type Memberships,
  membershipsSchema,
  switchBusinessInputSchema,
  TEAM_ACCESS_MESSAGES,
  teamAccessSchema,
  teamAuditEntrySchema,
} from '#shared/schemas/team-access.ts';
import {
  acceptInvitation,
  inviteMember,
  listTeamAccess,
  listTeamAudit,
  previewInvitation,
  revokeInvitation,
  setMemberLogin,
} from './team-access.service.ts';

const memberParams = z.object({ id: z.string().max(100) });
const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

export async function teamAccessRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The businesses the person acts in (listMemberships's order: the one they own, then the oldest) and the current
   * one: `preferred` while they still belong to it, else the first, as the access check picks it. */
  async function memberships(userId: string, preferred: string | null): Promise<Memberships> {
    const all = await listMemberships(db, userId);
    return { current: all.find((m) => m.businessId === preferred) ?? all[0] ?? null, all };
  }

  r.get(
    '/api/memberships',
    { schema: { response: { 200: membershipsSchema, ...errors } } },
    async (request) => memberships(requireUser(request).id, request.sessionBusinessId),
  );

  r.put(
    '/api/memberships/current',
    { schema: { body: switchBusinessInputSchema, response: { 200: membershipsSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const token = app.sessionToken(request);
      const found = await memberships(user.id, request.body.businessId);
      if (!token || found.current?.businessId !== request.body.businessId) {
        throw new AppError('NOT_FOUND', TEAM_ACCESS_MESSAGES.businessNotFound);
      }
      await setSessionBusiness(db, token, request.body.businessId);
      return found;
    },
  );

  r.get(
    '/api/team-access',
    { schema: { response: { 200: z.array(teamAccessSchema), ...errors } } },
    async (request) => listTeamAccess(db, sessionBusiness(request).id),
  );

  r.post(
    '/api/team-members/:id/invitation',
    {
      // Each one sends an email: plenty for a team, too few to spam anyone with.
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        params: memberParams,
        body: inviteInputSchema,
        response: { 201: teamAccessSchema, 409: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const access = await inviteMember({
        db,
        businessId: sessionBusiness(request).id,
        actor: requireUser(request),
        memberId: request.params.id,
        email: request.body.email,
        origin: publicOrigin(options.env, request),
      });
      return reply.status(201).send(access);
    },
  );

  r.delete(
    '/api/team-members/:id/invitation',
    { schema: { params: memberParams, response: { 200: teamAccessSchema, ...errors } } },
    async (request) =>
      revokeInvitation({
        db,
        businessId: sessionBusiness(request).id,
        actor: requireUser(request),
        memberId: request.params.id,
      }),
  );

  r.put(
    '/api/team-members/:id/login',
    {
      schema: {
        params: memberParams,
        body: loginInputSchema,
        response: { 200: teamAccessSchema, 409: messageSchema, ...errors },
      },
    },
    async (request) =>
      setMemberLogin({
        db,
        businessId: sessionBusiness(request).id,
        actor: requireUser(request),
        memberId: request.params.id,
        active: request.body.active,
      }),
  );

  r.get(
    '/api/team-audit',
    { schema: { response: { 200: z.array(teamAuditEntrySchema), ...errors } } },
    async (request) => listTeamAudit(db, sessionBusiness(request).id),
  );

  // The invite page, before anyone signs in: a guessed token or code gets nowhere (per-address limit).
  r.get(
    '/api/invitations/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: z.object({ token: z.string().max(200) }),
        response: { 200: invitationPreviewSchema, 404: messageSchema, 410: messageSchema },
      },
    },
    async (request) => previewInvitation(db, request.params.token),
  );

  r.post(
    '/api/invitations/accept',
    {
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        body: acceptInvitationInputSchema,
        response: { 200: membershipsSchema, 409: messageSchema, 410: messageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const businessId = await acceptInvitation({ db, user, token: request.body.token });
      const token = app.sessionToken(request);
      if (token) await setSessionBusiness(db, token, businessId);
      return memberships(user.id, businessId);
    },
  );
}
