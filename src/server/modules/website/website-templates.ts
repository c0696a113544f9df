// The industry templates (shared/domain/website-templates.ts) kept in website_templates and written at start-up:
// fixed ids make the write idempotent, and a change there reaches every database.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { websiteTemplates } from '#server/db/schema/engagement.ts';
import { WEBSITE_TEMPLATES } from '#shared/domain/website-templates.ts';

/** Writes the templates (inserting or refreshing each by its fixed id). */
export async function ensureWebsiteTemplates(db: Db): Promise<void> {
  await db
    .insert(websiteTemplates)
    .values(
      WEBSITE_TEMPLATES.map(({ key, ...template }) => ({
        ...template,
        previewUrl: `/website-templates/${key}.svg`,
      })),
    )
    .onConflictDoUpdate({
      target: websiteTemplates.id,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        description: sql`excluded.description`,
        previewUrl: sql`excluded.preview_url`,
        features: sql`excluded.features`,
      },
    });
}
