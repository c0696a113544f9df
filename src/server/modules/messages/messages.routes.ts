// GET /api/messages: the owner's outbox, newest first, optionally by status (the Messages view).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outbox } from '#server/db/schema/engagement.ts';
import { requireOwnerBusiness } from '#server/modules/businesses/owner-business.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import {
  MESSAGES_PAGE_SIZE,
  type MessageItem,
  messagesPageSchema,
  messagesQuerySchema,
} from '#shared/schemas/messages.ts';

export async function messagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/messages',
      { schema: { querystring: messagesQuerySchema, response: { 200: messagesPageSchema } } },
      async (request) => {
        const business = await requireOwnerBusiness(db, request);
        const { status, page } = request.query;
        const where: SQL = status
          ? and(eq(outbox.businessId, business.id), eq(outbox.status, status))!
          : eq(outbox.businessId, business.id);
        const [rows, [total]] = await Promise.all([
          db
            .select({
              id: outbox.id,
              bookingId: outbox.bookingId,
              kind: outbox.kind,
              channel: outbox.channel,
              recipient: outbox.recipient,
              status: outbox.status,
              reason: outbox.reason,
              attempts: outbox.attempts,
              dueAt: outbox.dueAt,
              sentAt: outbox.sentAt,
              createdAt: outbox.createdAt,
            })
            .from(outbox)
            .where(where)
            .orderBy(desc(outbox.createdAt), desc(outbox.id))
            .limit(MESSAGES_PAGE_SIZE)
            .offset((page - 1) * MESSAGES_PAGE_SIZE),
          db.select({ total: count() }).from(outbox).where(where),
        ]);
        return {
          items: rows.map(
            (r): MessageItem => ({
              ...r,
              channel: r.channel as MessageItem['channel'],
              status: r.status as MessageItem['status'],
              dueAt: r.dueAt.toISOString(),
              sentAt: r.sentAt?.toISOString() ?? null,
              createdAt: r.createdAt.toISOString(),
            }),
          ),
          page,
          pageSize: MESSAGES_PAGE_SIZE,
          total: total?.total ?? 0,
        };
      },
    );
}
