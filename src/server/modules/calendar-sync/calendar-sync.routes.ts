// A team member's calendar connection, on the owner's team page: read its health, connect (secret iCal address or CalDAV),
// disconnect, refresh now. The member is always one of the session's business.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { accessibleMemberId, sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import {
  calendarConnectionStateSchema,
  connectCalendarInputSchema,
} from '#shared/schemas/calendar-connection.ts';
import {
  connectCalendar,
  disconnectCalendar,
  getCalendarConnection,
  refreshCalendar,
} from './calendar-sync.service.ts';
import { calendarFetchRules } from './calendar-sync-worker.ts';

const paramsSchema = z.object({ id: z.string().max(100) });
const answers = { 200: calendarConnectionStateSchema, 404: messageSchema };

export async function calendarSyncRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, box } = options;
  const rules = calendarFetchRules(options.env);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scope = async (request: FastifyRequest<{ Params: { id: string } }>) => ({
    businessId: sessionBusiness(request).id,
    memberId: accessibleMemberId(request, request.params.id),
  });

  r.get(
    '/api/team-members/:id/calendar',
    { preValidation: signedInOnly, schema: { params: paramsSchema, response: answers } },
    async (request) => getCalendarConnection({ db, ...(await scope(request)) }),
  );

  r.put(
    '/api/team-members/:id/calendar',
    {
      preValidation: signedInOnly,
      schema: {
        params: paramsSchema,
        body: connectCalendarInputSchema,
        response: { ...answers, 400: messageSchema },
      },
    },
    async (request) => connectCalendar({ db, box, rules, ...(await scope(request)), input: request.body }),
  );

  r.delete(
    '/api/team-members/:id/calendar',
    { preValidation: signedInOnly, schema: { params: paramsSchema, response: answers } },
    async (request) => disconnectCalendar({ db, ...(await scope(request)) }),
  );

  r.post(
    '/api/team-members/:id/calendar/refresh',
    { preValidation: signedInOnly, schema: { params: paramsSchema, response: answers } },
    async (request) => refreshCalendar({ db, box, rules, ...(await scope(request)) }),
  );
}
