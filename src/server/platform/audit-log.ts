// The audit log of platform admin actions: who, what, on what, before and after, when. Written in the same
// transaction as the change it describes.
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { adminAuditLog } from '#server/db/schema/admin.ts';
import type { User } from '#server/platform/session.ts';
import type { AuditEntry } from '#shared/schemas/admin.ts';

export const AUDIT_LIST_LIMIT = 100;

export type AuditRecord = {
  action: string;
  targetType: 'business' | 'platform_settings' | 'website_project' | 'support_request';
  targetId?: string;
  targetLabel?: string;
  before: unknown;
  after: unknown;
};

export async function recordAudit(db: DbOrTx, actor: User, record: AuditRecord) {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    targetLabel: record.targetLabel ?? null,
    before: record.before,
    after: record.after,
  });
}

/** The newest entries first. */
export async function listAudit(db: DbOrTx): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(AUDIT_LIST_LIMIT);
  return rows.map(({ actorId: _actor, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
