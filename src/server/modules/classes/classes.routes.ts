// Class endpoints (decision 036): the owner's sessions (one-off, weekly, cancel, move), the roster and check-in,
// scoped to the session's business; and the booking page's list of a class's sessions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness, staffMemberOf } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { requireUser, signedInOnly } from '#server/plugins/auth.ts';
import { addDaysToLocalDate, localDateOf, startOfLocalDay } from '#shared/domain/local-time.ts';
import { localDateSchema } from '#shared/schemas/availability.ts';
import {
  cancelClassSessionInputSchema,
  checkInInputSchema,
  classScheduleResultSchema,
  classScheduleSchema,
  classSessionSchema,
  createClassScheduleInputSchema,
  createClassSessionInputSchema,
  moveClassSessionInputSchema,
  publicClassSessionSchema,
  publicClassSessionsQuerySchema,
  rosterSchema,
} from '#shared/schemas/class.ts';
import { listPublicClassSessions } from './class-listing.service.ts';
import { findRoster, setCheckedIn } from './class-roster.service.ts';
import { scheduleClassExtension } from './class-schedule-worker.ts';
import {
  cancelClassSession,
  createClassSchedule,
  createClassSession,
  listClassSchedules,
  listClassSessions,
  moveClassSession,
  stopClassSchedule,
} from './class-sessions.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const errors = { 400: messageSchema, 401: messageSchema, 404: messageSchema } as const;

export async function classesRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  // With the other background workers: off in the tests that run without them.
  if (options.env.OUTBOX_WORKER === 'on') scheduleClassExtension(app, db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The business always comes from the session, never from the request; a staff member only reaches the sessions
  // they teach (route-access.ts says who may call what).
  const own = (request: FastifyRequest) => sessionBusiness(request);
  const scope = (request: FastifyRequest) => ({
    businessId: own(request).id,
    teamMemberId: staffMemberOf(request),
  });

  r.get(
    '/api/classes/sessions',
    {
      preValidation: signedInOnly,
      schema: {
        querystring: z.object({ from: localDateSchema.optional(), to: localDateSchema.optional() }),
        response: { 200: z.array(classSessionSchema), ...errors },
      },
    },
    async (request) => {
      const business = own(request);
      const from = request.query.from ?? localDateOf(new Date(), business.timezone);
      const to = request.query.to ?? addDaysToLocalDate(from, 7);
      return listClassSessions({
        db,
        ...scope(request),
        from: startOfLocalDay(from, business.timezone),
        to: startOfLocalDay(to, business.timezone),
      });
    },
  );

  r.post(
    '/api/classes/sessions',
    {
      preValidation: signedInOnly,
      schema: {
        body: createClassSessionInputSchema,
        response: { 201: classSessionSchema, 409: messageSchema, 422: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const business = own(request);
      const session = await createClassSession({ db, business, input: request.body, now: new Date() });
      return reply.status(201).send(session);
    },
  );

  r.post(
    '/api/classes/schedules',
    {
      preValidation: signedInOnly,
      schema: {
        body: createClassScheduleInputSchema,
        response: { 201: classScheduleResultSchema, 409: messageSchema, 422: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const business = own(request);
      const result = await createClassSchedule({ db, business, input: request.body, now: new Date() });
      return reply.status(201).send(result);
    },
  );

  r.get(
    '/api/classes/schedules',
    { preValidation: signedInOnly, schema: { response: { 200: z.array(classScheduleSchema), ...errors } } },
    async (request) => listClassSchedules({ db, business: own(request), now: new Date() }),
  );

  r.post(
    '/api/classes/schedules/:id/stop',
    { preValidation: signedInOnly, schema: { params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await stopClassSchedule({ db, businessId: own(request).id, scheduleId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/classes/sessions/:id/roster',
    { preValidation: signedInOnly, schema: { params: idParams, response: { 200: rosterSchema, ...errors } } },
    async (request) => findRoster({ db, ...scope(request), sessionId: request.params.id }),
  );

  r.put(
    '/api/classes/sessions/:id/attendees/:bookingId/check-in',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParams.extend({ bookingId: z.string().max(100) }),
        body: checkInInputSchema,
        response: { 200: rosterSchema, ...errors },
      },
    },
    async (request) =>
      setCheckedIn({
        db,
        ...scope(request),
        sessionId: request.params.id,
        bookingId: request.params.bookingId,
        checkedIn: request.body.checkedIn,
        now: new Date(),
      }),
  );

  r.post(
    '/api/classes/sessions/:id/cancel',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParams,
        body: cancelClassSessionInputSchema,
        response: { 200: classSessionSchema, 409: messageSchema, ...errors },
      },
    },
    async (request) =>
      cancelClassSession({
        db,
        business: own(request),
        user: requireUser(request),
        sessionId: request.params.id,
        reason: request.body.reason,
        now: new Date(),
      }),
  );

  r.post(
    '/api/classes/sessions/:id/move',
    {
      preValidation: signedInOnly,
      schema: {
        params: idParams,
        body: moveClassSessionInputSchema,
        response: { 200: classSessionSchema, 409: messageSchema, 422: messageSchema, ...errors },
      },
    },
    async (request) =>
      moveClassSession({
        db,
        business: own(request),
        user: requireUser(request),
        sessionId: request.params.id,
        startsAt: request.body.startsAt,
        now: new Date(),
      }),
  );

  r.get(
    '/api/businesses/:slug/classes/:serviceId/sessions',
    {
      schema: {
        params: z.object({ slug: z.string().max(200), serviceId: z.string().max(100) }),
        querystring: publicClassSessionsQuerySchema,
        response: { 200: z.array(publicClassSessionSchema), 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) =>
      listPublicClassSessions({
        db,
        slug: request.params.slug,
        serviceId: request.params.serviceId,
        from: request.query.from,
      }),
  );
}
