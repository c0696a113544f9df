// Owner schedule settings: business hours, booking rules, staff weekly availability and time off.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { accessibleMemberId, sessionBusiness } from '#server/platform/business-access.ts';
import {
  businessHoursSchema,
  businessHoursViewSchema,
  createdTimeOffSchema,
  createTimeOffInputSchema,
  staffAvailabilityInputSchema,
  staffAvailabilitySchema,
  timeOffSchema,
} from '#shared/schemas/availability.ts';
import { bookingRulesSettingsSchema } from '#shared/schemas/booking-rules.ts';
import {
  createTimeOff,
  deleteTimeOff,
  findStaffAvailability,
  getBookingRules,
  getBusinessHours,
  listTimeOff,
  replaceStaffAvailability,
  updateBookingRules,
  updateBusinessHours,
} from './schedule.service.ts';

const memberParams = z.object({ id: z.string().min(1).max(100) });

export function registerScheduleRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/business-hours', { schema: { response: { 200: businessHoursViewSchema } } }, async (request) =>
    getBusinessHours(sessionBusiness(request)),
  );

  r.put(
    '/api/business-hours',
    { schema: { body: businessHoursSchema, response: { 200: businessHoursViewSchema } } },
    async (request) =>
      updateBusinessHours({
        db,
        business: sessionBusiness(request),
        hours: request.body.hours,
      }),
  );

  r.get(
    '/api/booking-rules',
    { schema: { response: { 200: bookingRulesSettingsSchema } } },
    async (request) => getBookingRules(sessionBusiness(request)),
  );

  r.put(
    '/api/booking-rules',
    { schema: { body: bookingRulesSettingsSchema, response: { 200: bookingRulesSettingsSchema } } },
    async (request) => updateBookingRules({ db, business: sessionBusiness(request), rules: request.body }),
  );

  r.get(
    '/api/team-members/:id/availability',
    { schema: { params: memberParams, response: { 200: staffAvailabilitySchema } } },
    async (request) =>
      findStaffAvailability({
        db,
        business: sessionBusiness(request),
        teamMemberId: accessibleMemberId(request, request.params.id),
      }),
  );

  r.put(
    '/api/team-members/:id/availability',
    {
      schema: {
        params: memberParams,
        body: staffAvailabilityInputSchema,
        response: { 200: staffAvailabilitySchema },
      },
    },
    async (request) =>
      replaceStaffAvailability({
        db,
        business: sessionBusiness(request),
        teamMemberId: accessibleMemberId(request, request.params.id),
        hours: request.body.hours,
      }),
  );

  r.get(
    '/api/team-members/:id/time-off',
    { schema: { params: memberParams, response: { 200: z.array(timeOffSchema) } } },
    async (request) =>
      listTimeOff({
        db,
        business: sessionBusiness(request),
        teamMemberId: accessibleMemberId(request, request.params.id),
      }),
  );

  r.post(
    '/api/team-members/:id/time-off',
    {
      schema: {
        params: memberParams,
        body: createTimeOffInputSchema,
        response: { 201: createdTimeOffSchema },
      },
    },
    async (request, reply) => {
      const business = sessionBusiness(request);
      const created = await createTimeOff({
        db,
        business,
        teamMemberId: accessibleMemberId(request, request.params.id),
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/api/team-members/:id/time-off/:timeOffId',
    { schema: { params: memberParams.extend({ timeOffId: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const business = sessionBusiness(request);
      await deleteTimeOff({
        db,
        business,
        teamMemberId: accessibleMemberId(request, request.params.id),
        timeOffId: request.params.timeOffId,
      });
      return reply.status(204).send();
    },
  );
}
