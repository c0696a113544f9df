// Website projects of a business (ordered in the website builder) and the template catalogue they start from.
// The price is the fixed $1,999; status and deployed URL are the platform admin's to change.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { websiteProjects, websiteTemplates } from '#server/db/schema/engagement.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { WEBSITE_TEMPLATES } from '#shared/domain/website-templates.ts';
import { AppError } from '#shared/errors.ts';
import {
  type CreateWebsiteProjectInput,
  WEBSITE_PROJECT_NOT_FOUND_MESSAGE,
  WEBSITE_PROJECT_PRICE,
  type WebsiteProject,
  type WebsiteProjectStatus,
  type WebsiteTemplate,
} from '#shared/schemas/website.ts';

type ProjectRow = typeof websiteProjects.$inferSelect;

function toProject(row: ProjectRow): WebsiteProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    businessType: row.businessType,
    requirements: row.requirements,
    pricing: row.pricing,
    status: row.status as WebsiteProjectStatus,
    createdAt: row.createdAt.toISOString(),
    deployedUrl: row.deployedUrl,
  };
}

/** Newest first. */
export async function listWebsiteProjects({
  db,
  businessId,
}: {
  db: DbOrTx;
  businessId: string;
}): Promise<WebsiteProject[]> {
  const rows = await db
    .select()
    .from(websiteProjects)
    .where(eq(websiteProjects.businessId, businessId))
    .orderBy(desc(websiteProjects.createdAt), desc(websiteProjects.id));
  return rows.map(toProject);
}

/** One project of the business; another business's (or no) project is the same 404. */
export async function getWebsiteProject({
  db,
  businessId,
  projectId,
}: {
  db: DbOrTx;
  businessId: string;
  projectId: string;
}): Promise<WebsiteProject> {
  const notFound = () => new AppError('NOT_FOUND', WEBSITE_PROJECT_NOT_FOUND_MESSAGE);
  if (!isUuid(projectId)) throw notFound();
  const [row] = await db
    .select()
    .from(websiteProjects)
    .where(and(eq(websiteProjects.id, projectId), eq(websiteProjects.businessId, businessId)));
  if (!row) throw notFound();
  return toProject(row);
}

/** A new pending project at the fixed price, whatever `pricing` the request carried. */
export async function createWebsiteProject({
  db,
  businessId,
  input,
}: {
  db: DbOrTx;
  businessId: string;
  input: CreateWebsiteProjectInput;
}): Promise<WebsiteProject> {
  const [row] = await db
    .insert(websiteProjects)
    .values({
      businessId,
      title: input.title,
      description: input.description,
      businessType: input.businessType,
      requirements: input.requirements,
      pricing: WEBSITE_PROJECT_PRICE,
      status: 'pending',
    })
    .returning();
  return toProject(row!);
}

export async function listWebsiteTemplates({ db }: { db: DbOrTx }): Promise<WebsiteTemplate[]> {
  const rows = await db.select().from(websiteTemplates).orderBy(asc(websiteTemplates.id));
  return rows.map((row) => ({
    id: row.id,
    key: WEBSITE_TEMPLATES.find((template) => template.id === row.id)?.key ?? null,
    name: row.name,
    category: row.category,
    description: row.description,
    previewUrl: row.previewUrl,
    features: row.features,
  }));
}
