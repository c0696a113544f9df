// Notifications API (spec part 1 §7, part 2 §7): the owner's own notifications, read state and removal persisted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { findSessionAccess, scopeOf, sessionAccess } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
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
    const access = await findSessionAccess(db, request);
    return access ? listNotifications({ db, ...scopeOf(access) }) : [];
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
      return listNotificationPage({ db, ...scopeOf(sessionAccess(request)), ...request.query });
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
      return markNotificationRead({
        db,
        ...scopeOf(sessionAccess(request)),
        notificationId: request.params.id,
      });
    },
  );

  r.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: markAllReadResponseSchema } } },
    async (request) => {
      return { updated: await markAllNotificationsRead({ db, ...scopeOf(sessionAccess(request)) }) };
    },
  );

  r.delete(
    '/api/notifications/:id',
    { schema: { params: notificationIdParamsSchema, response: { 204: z.null(), 404: messageSchema } } },
    async (request, reply) => {
      await deleteNotification({
        db,
        ...scopeOf(sessionAccess(request)),
        notificationId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
}
