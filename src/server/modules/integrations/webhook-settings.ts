// A webhook integration's settings (business_integrations.settings): where events go and the signing secret,
// sealed with the server's secret box (platform/secret-box.ts) so a database dump alone does not reveal it.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { businessIntegrations } from '#server/db/schema/businesses.ts';

const webhookSettingsSchema = z.object({ url: z.string(), secretSealed: z.string() });
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** The settings of a webhook integration, or null when it has none (never connected, or disconnected). */
function webhookSettings(settings: unknown): WebhookSettings | null {
  const parsed = webhookSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : null;
}

/** A new signing secret, as the owner copies it into their receiver. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** The integration's webhook settings, when it is connected (or, with `connectedOnly` false, ever was). */
export async function readWebhookSettings(
  db: Db,
  key: { businessId: string; integrationId: string },
  connectedOnly = true,
): Promise<WebhookSettings | null> {
  const [row] = await db
    .select({ isConnected: businessIntegrations.isConnected, settings: businessIntegrations.settings })
    .from(businessIntegrations)
    .where(
      and(
        eq(businessIntegrations.businessId, key.businessId),
        eq(businessIntegrations.integrationId, key.integrationId),
      ),
    );
  return row && (row.isConnected || !connectedOnly) ? webhookSettings(row.settings) : null;
}
