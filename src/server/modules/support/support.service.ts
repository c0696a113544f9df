// Help & Support requests: an owner's question is stored, the platform admins who run a business of their own get
// a notification and an email (the outbox keeps a user's messages under their business), every admin sees the count of open requests beside 'Platform admin' in their navigation and the
// requests in the console, and the owner gets a confirmation. The
// admins list them and mark them answered (admin.routes.ts), each answer written to the audit log.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { supportRequests } from '#server/db/schema/admin.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import { queueAccountEmail, SUPPORT_REQUEST_KIND } from '#server/modules/outbox/account-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { recordAudit } from '#server/platform/audit-log.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';
import type { User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import {
  type AdminSupportRequest,
  SUPPORT_SENT_MESSAGE,
  SUPPORT_SENT_TITLE,
  type SupportRequest,
  type SupportRequestInput,
} from '#shared/schemas/support.ts';

type Row = typeof supportRequests.$inferSelect;

function toRequest(row: Row): SupportRequest {
  return {
    id: row.id,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    status: row.status as SupportRequest['status'],
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export async function createSupportRequest(options: {
  db: Db;
  user: User;
  input: SupportRequestInput;
}): Promise<SupportRequest> {
  const { db, user, input } = options;
  const business = await findOwnerBusiness(db, user.id);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({ userId: user.id, businessId: business?.id ?? null, ...input })
      .returning();
    if (business) {
      await createNotification({
        db: tx,
        businessId: business.id,
        type: 'system',
        priority: 'low',
        title: SUPPORT_SENT_TITLE,
        message: `${SUPPORT_SENT_MESSAGE} Subject: ${input.subject}`,
        actionUrl: '/support',
        news: { kind: 'supportSent', subject: input.subject },
      });
    }
    // The admins' own businesses (an admin without one sees the request in the console only).
    const adminBusinesses = await tx
      .select({ id: businesses.id, adminId: users.id, adminEmail: users.email })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.userId))
      .where(and(eq(users.isPlatformAdmin, true), ne(users.id, user.id)));
    for (const { id, adminId, adminEmail } of adminBusinesses) {
      await queueAccountEmail(
        tx,
        { businessId: id, userId: adminId, recipient: adminEmail },
        { kind: SUPPORT_REQUEST_KIND, payload: { from: user.email, ...input } },
      );
      await createNotification({
        db: tx,
        businessId: id,
        type: 'message',
        priority: 'medium',
        title: 'New support request',
        message: `${user.email} asks: ${input.subject}`,
        actionUrl: '/admin',
        news: { kind: 'supportRequest', email: user.email, subject: input.subject },
      });
    }
    return toRequest(row!);
  });
  outboxWritten(db);
  return created;
}

export async function listOwnSupportRequests(db: DbOrTx, userId: string): Promise<SupportRequest[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt))
    .limit(50);
  return rows.map(toRequest);
}

export async function listSupportRequestsForAdmin(
  db: DbOrTx,
  status: 'open' | 'answered' | 'all',
): Promise<AdminSupportRequest[]> {
  const rows = await db
    .select({ request: supportRequests, ownerEmail: users.email, businessName: businesses.name })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .leftJoin(businesses, eq(businesses.id, supportRequests.businessId))
    .where(status === 'all' ? undefined : eq(supportRequests.status, status))
    .orderBy(desc(supportRequests.createdAt))
    .limit(200);
  return rows.map((row) => ({
    ...toRequest(row.request),
    ownerEmail: row.ownerEmail,
    businessName: row.businessName,
  }));
}

export async function markSupportRequestAnswered(options: {
  db: Db;
  admin: User;
  requestId: string;
}): Promise<SupportRequest> {
  const { db, admin, requestId } = options;
  const notFound = () => new AppError('NOT_FOUND', 'Support request not found');
  if (!isUuid(requestId)) throw notFound();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, requestId))
      .for('update');
    if (!before) throw notFound();
    if (before.status === 'answered') return toRequest(before);
    const [after] = await tx
      .update(supportRequests)
      .set({ status: 'answered', answeredAt: new Date(), answeredBy: admin.id })
      .where(eq(supportRequests.id, requestId))
      .returning();
    await recordAudit(tx, admin, {
      action: 'support_request.answered',
      targetType: 'support_request',
      targetId: requestId,
      targetLabel: before.subject,
      before: { status: before.status },
      after: { status: 'answered' },
    });
    return toRequest(after!);
  });
}
