// Web push contracts (spec part 1 §7): the VAPID key, subscribing and unsubscribing a browser, a test message.
import { z } from 'zod';

/** URL-safe base64 (padding allowed) that decodes to exactly `bytes` bytes. */
const base64UrlBytes = (bytes: number, message: string) =>
  z
    .string(message)
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((value) => decodedLength(value) === bytes, message);

function decodedLength(value: string): number {
  const unpadded = value.replace(/=+$/, '');
  return Math.floor((unpadded.length * 3) / 4);
}

export const pushEndpointSchema = z
  .url({ message: 'endpoint must be the push service address the browser gave' })
  .max(2048, 'endpoint is too long');

export const pushSubscribeSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, as PushSubscription.toJSON() gives them.
      p256dh: base64UrlBytes(65, "keys.p256dh must be the subscription's P-256 public key"),
      auth: base64UrlBytes(16, "keys.auth must be the subscription's 16-byte secret"),
    },
    'keys {p256dh, auth} are required',
  ),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const vapidKeySchema = z.object({ publicKey: z.string() });

/** What a push message shows: the service worker reads these fields. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushTestResponseSchema = z.object({ status: z.literal('sent'), devices: z.number().int() });
