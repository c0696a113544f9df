// The platform admin's side of website projects: every project, and moving one through pending / in_progress /
// completed / failed with its deployed (https) address; each change notifies the business's owner.
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { websiteProjects } from '#server/db/schema/engagement.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import { recordAudit } from '#server/platform/audit-log.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import type { User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import type { AdminWebsiteProject } from '#shared/schemas/admin.ts';
import { WEBSITE_PROJECT_NOT_FOUND_MESSAGE, websiteStatusLabel } from '#shared/schemas/website.ts';

const projectNotFound = () => new AppError('NOT_FOUND', WEBSITE_PROJECT_NOT_FOUND_MESSAGE);

const columns = {
  id: websiteProjects.id,
  businessId: websiteProjects.businessId,
  businessName: businesses.name,
  title: websiteProjects.title,
  businessType: websiteProjects.businessType,
  pricing: websiteProjects.pricing,
  status: websiteProjects.status,
  deployedUrl: websiteProjects.deployedUrl,
  createdAt: websiteProjects.createdAt,
};

type Row = Omit<AdminWebsiteProject, 'createdAt'> & { createdAt: Date };
const toProject = (row: Row): AdminWebsiteProject => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listAdminWebsiteProjects(db: DbOrTx): Promise<AdminWebsiteProject[]> {
  const rows = await db
    .select(columns)
    .from(websiteProjects)
    .innerJoin(businesses, eq(businesses.id, websiteProjects.businessId))
    .orderBy(desc(websiteProjects.createdAt));
  return rows.map(toProject);
}

export async function updateWebsiteProject(options: {
  db: Db;
  admin: User;
  projectId: string;
  status: AdminWebsiteProject['status'];
  /** undefined keeps the address, null clears it. */
  deployedUrl?: string | null;
}): Promise<AdminWebsiteProject> {
  const { db, admin, projectId, status, deployedUrl } = options;
  if (!isUuid(projectId)) throw projectNotFound();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(websiteProjects)
      .innerJoin(businesses, eq(businesses.id, websiteProjects.businessId))
      .where(eq(websiteProjects.id, projectId))
      .for('update', { of: websiteProjects });
    if (!before) throw projectNotFound();
    const url = deployedUrl === undefined ? before.deployedUrl : deployedUrl;
    if (before.status === status && before.deployedUrl === url) return toProject(before);
    await tx
      .update(websiteProjects)
      .set({ status, deployedUrl: url })
      .where(eq(websiteProjects.id, projectId));
    await recordAudit(tx, admin, {
      action: 'website_project.update',
      targetType: 'website_project',
      targetId: projectId,
      targetLabel: `${before.title} (${before.businessName})`,
      before: { status: before.status, deployedUrl: before.deployedUrl },
      after: { status, deployedUrl: url },
    });
    await createNotification({
      db: tx,
      businessId: before.businessId,
      type: 'system',
      priority: status === 'failed' ? 'high' : 'medium',
      title: `Website project ${websiteStatusLabel(status)}`,
      message:
        status === 'completed' && url
          ? `Your website project "${before.title}" is live at ${url}.`
          : `Your website project "${before.title}" is now ${websiteStatusLabel(status)}.`,
      actionUrl: '/website-builder',
      data: { projectId },
      news: {
        kind: 'website',
        title: before.title,
        status,
        ...(status === 'completed' && url ? { url } : {}),
      },
    });
    return toProject({ ...before, status, deployedUrl: url });
  });
}
