// The /api/integrations calls: the connection list, connect and disconnect, a request for a missing integration,
// and a webhook integration's address, secret and delivery log.
import { z } from 'zod';
import { WEBHOOK_EVENTS } from '#shared/domain/integrations.ts';

export const integrationRecordSchema = z.object({ integrationId: z.string(), isConnected: z.boolean() });
export type IntegrationRecord = z.infer<typeof integrationRecordSchema>;
export const integrationListSchema = z.array(integrationRecordSchema);

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_URL_TOO_LONG_MESSAGE = `The webhook URL must be at most ${WEBHOOK_URL_MAX} characters.`;

export const connectInputSchema = z.object({
  integrationId: z.string('Choose an integration.').min(1, 'Choose an integration.').max(100),
  /** Webhook integrations (Zapier, IFTTT, Slack, Microsoft Teams) only: where events are posted. */
  webhookUrl: z
    .string('Enter the webhook URL.')
    .trim()
    .min(1, 'Enter the webhook URL.')
    .max(WEBHOOK_URL_MAX, WEBHOOK_URL_TOO_LONG_MESSAGE)
    .optional(),
});
export type ConnectInput = z.infer<typeof connectInputSchema>;

export const disconnectInputSchema = z.object({
  integrationId: z.string('Choose an integration.').min(1, 'Choose an integration.').max(100),
});
export type DisconnectInput = z.infer<typeof disconnectInputSchema>;

export const integrationRequestInputSchema = z.object({
  name: z
    .string('Enter the integration you need.')
    .trim()
    .min(1, 'Enter the integration you need.')
    .max(100, 'The name must be at most 100 characters.'),
  note: z.string().trim().max(1000, 'The note must be at most 1000 characters.').default(''),
});
export type IntegrationRequestInput = z.input<typeof integrationRequestInputSchema>;

export const integrationParamsSchema = z.object({ integrationId: z.string().min(1).max(100) });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  at: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDetailsSchema = z.object({
  integrationId: z.string(),
  url: z.string(),
  /** Verifies X-Bookwell-Signature; shown to the owner only. */
  secret: z.string(),
  /** The last attempts, newest first. */
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDetails = z.infer<typeof webhookDetailsSchema>;
