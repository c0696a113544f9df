// GET /api/messages: the owner's outbox, newest first, optionally by status (the Messages view). A client's sign-in
// code, or a waitlisted customer's link (an offer held for them), that could not be delivered is shown, so the owner
// can pass it on by hand.
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outbox } from '#server/db/schema/engagement.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { TEAM_INVITATION_KIND } from '#server/modules/outbox/account-messages.ts';
import { SIGN_IN_CODE_KIND, signInCodePayload } from '#server/modules/outbox/sign-in-messages.ts';
import { WAITLIST_MESSAGE_KINDS } from '#server/modules/outbox/waitlist-messages.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import {
  type HandOver,
  handOverText,
  MESSAGES_PAGE_SIZE,
  type MessageItem,
  messagesPageSchema,
  messagesQuerySchema,
} from '#shared/schemas/messages.ts';

/** The count reads at most this many messages past the page shown: a busy business's Messages view says '1050+
 * messages' rather than count its whole history on every view (docs/scale-path.md). */
const COUNT_AHEAD = 1_000;

/** A sign-in code, waitlist link or invitation link that did not reach its recipient (no provider, or refused), for
 * the owner to pass on by hand. */
function undelivered(row: { kind: string; status: string }, payload: unknown): HandOver | null {
  if (row.status !== 'skipped' && row.status !== 'failed') return null;
  const link = (payload as { link?: unknown } | null)?.link;
  if (WAITLIST_MESSAGE_KINDS.has(row.kind)) {
    return typeof link === 'string' ? { kind: 'waitlistLink', value: link } : null;
  }
  // Undelivered (no mail server yet): the owner can pass the link on by hand; it opens only for the invited address.
  if (row.kind === TEAM_INVITATION_KIND) {
    return typeof link === 'string' ? { kind: 'invitationLink', value: link } : null;
  }
  if (row.kind !== SIGN_IN_CODE_KIND) return null;
  const code = signInCodePayload(payload)?.code;
  return code ? { kind: 'signInCode', value: code } : null;
}

export async function messagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/messages',
      { schema: { querystring: messagesQuerySchema, response: { 200: messagesPageSchema } } },
      async (request) => {
        const business = sessionBusiness(request);
        const { status, page } = request.query;
        // Webhook events are not messages: their attempts are on the integration's card.
        const where: SQL = and(
          eq(outbox.businessId, business.id),
          ne(outbox.channel, 'webhook'),
          status ? eq(outbox.status, status) : undefined,
        )!;
        const offset = (page - 1) * MESSAGES_PAGE_SIZE;
        const countUpTo = offset + COUNT_AHEAD;
        const [rows, [counted]] = await Promise.all([
          db
            .select({
              id: outbox.id,
              bookingId: outbox.bookingId,
              kind: outbox.kind,
              channel: outbox.channel,
              recipient: outbox.recipient,
              status: outbox.status,
              reason: outbox.reason,
              payload: outbox.payload,
              attempts: outbox.attempts,
              dueAt: outbox.dueAt,
              sentAt: outbox.sentAt,
              createdAt: outbox.createdAt,
            })
            .from(outbox)
            .where(where)
            .orderBy(desc(outbox.createdAt), desc(outbox.id))
            .limit(MESSAGES_PAGE_SIZE)
            .offset(offset),
          db.select({ total: count() }).from(
            db
              .select({ id: outbox.id })
              .from(outbox)
              .where(where)
              .limit(countUpTo + 1)
              .as('counted'),
          ),
        ]);
        const total = counted?.total ?? 0;
        return {
          items: rows.map(({ payload, ...r }): MessageItem => {
            const handOver = undelivered(r, payload);
            return {
              ...r,
              detail: handOver && handOverText(handOver),
              handOver,
              channel: r.channel as MessageItem['channel'],
              status: r.status as MessageItem['status'],
              dueAt: r.dueAt.toISOString(),
              sentAt: r.sentAt?.toISOString() ?? null,
              createdAt: r.createdAt.toISOString(),
            };
          }),
          page,
          pageSize: MESSAGES_PAGE_SIZE,
          total: Math.min(total, countUpTo),
          totalIsCapped: total > countUpTo,
        };
      },
    );
}
