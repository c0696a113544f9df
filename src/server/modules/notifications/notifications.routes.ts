// Notifications API (spec part 1 §7, part 2 §7): the owner's own notifications, read state and removal persisted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { findOwnerBusiness, requireOwnerBusiness } from '#server/platform/owner-business.ts';
import { requireUser } from '#server/plugins/auth.ts';
import {
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSchema,
} from '#shared/schemas/notification.ts';
import {
  deleteNotification,
  listNotificationPage,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The overlay polls this every 5 s for any signed-in user, so an owner without a business gets [] (not 404).
  r.get('/api/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) => {
    const user = requireUser(request);
    const business = await findOwnerBusiness(db, user.id);
    return business ? listNotifications({ db, businessId: business.id }) : [];
  });

  r.get(
    '/api/notifications/page',
    {
      schema: {
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const business = await requireOwnerBusiness(db, request);
      return listNotificationPage({ db, businessId: business.id, ...request.query });
    },
  );

  r.put(
    '/api/notifications/:id/read',
    {
      schema: {
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const business = await requireOwnerBusiness(db, request);
      return markNotificationRead({ db, businessId: business.id, notificationId: request.params.id });
    },
  );

  r.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: markAllReadResponseSchema } } },
    async (request) => {
      const business = await requireOwnerBusiness(db, request);
      return { updated: await markAllNotificationsRead({ db, businessId: business.id }) };
    },
  );

  r.delete(
    '/api/notifications/:id',
    { schema: { params: notificationIdParamsSchema, response: { 204: z.null(), 404: messageSchema } } },
    async (request, reply) => {
      const business = await requireOwnerBusiness(db, request);
      await deleteNotification({ db, businessId: business.id, notificationId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
