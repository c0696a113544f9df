// The owner's integrations: every catalogue entry's connection state, connect and disconnect (a webhook
// integration with its address and a new signing secret), requests for missing integrations, and a webhook's
// details with its delivery log and test event.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { businessIntegrations } from '#server/db/schema/businesses.ts';
import { integrationRequests, webhookDeliveries } from '#server/db/schema/integrations.ts';
import { queueWebhookEvent } from '#server/modules/outbox/booking-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import type { ResolveAll } from '#server/net/public-address.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import {
  findIntegration,
  INTEGRATIONS,
  type IntegrationEntry,
  WEBHOOK_LOG_SIZE,
  type WebhookEvent,
} from '#shared/domain/integrations.ts';
import { AppError } from '#shared/errors.ts';
import type {
  ConnectInput,
  IntegrationRecord,
  IntegrationRequestInput,
  WebhookDetails,
} from '#shared/schemas/integrations.ts';
import { newWebhookSecret, readWebhookSettings } from './webhook-settings.ts';
import { checkWebhookUrl } from './webhook-target.ts';

export type IntegrationsContext = {
  db: Db;
  businessId: string;
  box: SecretBox;
  allowPrivate: boolean;
  resolveAll?: ResolveAll;
};

export const UNKNOWN_INTEGRATION_MESSAGE = 'Unknown integration.';
export const COMING_SOON_MESSAGE = 'This integration is coming soon and cannot be connected yet.';
export const NOT_A_CONNECTED_WEBHOOK = 'This integration is not a connected webhook.';

/** The entry, or 400 for an id the catalogue lacks and 409 for a coming-soon one. */
function usableEntry(integrationId: string): IntegrationEntry {
  const entry = findIntegration(integrationId);
  if (!entry) throw new AppError('BAD_REQUEST', UNKNOWN_INTEGRATION_MESSAGE);
  if (entry.comingSoon) throw new AppError('CONFLICT', COMING_SOON_MESSAGE);
  return entry;
}

/** GET /api/integrations: every catalogue entry, connected or not. */
export async function listIntegrations(db: Db, businessId: string): Promise<IntegrationRecord[]> {
  const rows = await db
    .select({
      integrationId: businessIntegrations.integrationId,
      isConnected: businessIntegrations.isConnected,
    })
    .from(businessIntegrations)
    .where(eq(businessIntegrations.businessId, businessId));
  const connected = new Set(rows.filter((r) => r.isConnected).map((r) => r.integrationId));
  return INTEGRATIONS.map((i) => ({ integrationId: i.id, isConnected: connected.has(i.id) }));
}

/** POST /api/integrations/connect. A webhook integration needs a safe address; its secret is kept on a reconnect. */
export async function connectIntegration(
  context: IntegrationsContext,
  input: ConnectInput,
): Promise<IntegrationRecord> {
  const { db, businessId, box } = context;
  const entry = usableEntry(input.integrationId);
  let settings: Record<string, string> = {};
  if (entry.kind === 'webhook') {
    if (!input.webhookUrl) throw new AppError('BAD_REQUEST', 'Enter the webhook URL.');
    const url = await checkWebhookUrl(input.webhookUrl, context);
    const kept = await readWebhookSettings(db, { businessId, integrationId: entry.id }, false);
    settings = { url, secretSealed: kept?.secretSealed ?? box.seal(newWebhookSecret()) };
  }
  await db
    .insert(businessIntegrations)
    .values({ businessId, integrationId: entry.id, isConnected: true, settings })
    .onConflictDoUpdate({
      target: [businessIntegrations.businessId, businessIntegrations.integrationId],
      set: { isConnected: true, settings, updatedAt: new Date() },
    });
  return { integrationId: entry.id, isConnected: true };
}

/** POST /api/integrations/disconnect: a webhook's address and secret are forgotten; its log stays. */
export async function disconnectIntegration(db: Db, businessId: string, integrationId: string) {
  const entry = usableEntry(integrationId);
  await db
    .insert(businessIntegrations)
    .values({ businessId, integrationId: entry.id, isConnected: false })
    .onConflictDoUpdate({
      target: [businessIntegrations.businessId, businessIntegrations.integrationId],
      set: { isConnected: false, settings: {}, updatedAt: new Date() },
    });
  return { integrationId: entry.id, isConnected: false };
}

/** POST /api/integrations/requests. */
export async function requestIntegration(
  db: Db,
  owner: { businessId: string; userId: string },
  input: Required<IntegrationRequestInput>,
) {
  const [row] = await db
    .insert(integrationRequests)
    .values({ businessId: owner.businessId, userId: owner.userId, name: input.name, note: input.note })
    .returning({ id: integrationRequests.id });
  return { id: row!.id };
}

async function connectedWebhook(context: IntegrationsContext, integrationId: string) {
  const settings =
    findIntegration(integrationId)?.kind === 'webhook'
      ? await readWebhookSettings(context.db, { businessId: context.businessId, integrationId })
      : null;
  if (!settings) throw new AppError('NOT_FOUND', NOT_A_CONNECTED_WEBHOOK);
  return settings;
}

/** GET /api/integrations/:integrationId/webhook: address, secret and the last attempts, newest first. */
export async function webhookDetails(
  context: IntegrationsContext,
  integrationId: string,
): Promise<WebhookDetails> {
  const settings = await connectedWebhook(context, integrationId);
  const rows = await context.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.businessId, context.businessId),
        eq(webhookDeliveries.integrationId, integrationId),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  return {
    integrationId,
    url: settings.url,
    secret: context.box.open(settings.secretSealed),
    deliveries: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      event: r.event as WebhookEvent,
      statusCode: r.statusCode,
      durationMs: r.durationMs,
      error: r.error,
    })),
  };
}

/** POST /api/integrations/:integrationId/test-event: a 'test' event to this integration only, through the outbox. */
export async function sendTestEvent(context: IntegrationsContext, integrationId: string) {
  await connectedWebhook(context, integrationId);
  await queueWebhookEvent(context.db, {
    businessId: context.businessId,
    integrationId,
    event: 'test',
    data: { message: 'A test event from Bookwell.' },
  });
  outboxWritten(context.db);
}
