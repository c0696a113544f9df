// The outbox transport for channel 'push': one message to every device the user subscribed, encrypted per
// RFC 8291 (aes128gcm) and signed with our VAPID key by web-push, posted by us so that the address checks of
// src/server/net/public-address.ts apply to every request. A device the push service no longer knows (404, 410)
// is forgotten.
import http from 'node:http';
import https from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import webpush, { type RequestDetails } from 'web-push';
import type { Db } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema/engagement.ts';
import type { Delivery, Transport } from '#server/modules/outbox/delivery.types.ts';
import { publicOnlyLookup } from '#server/net/public-address.ts';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import { pushPayloadSchema } from '#shared/schemas/push.ts';
import type { VapidKeys } from './vapid.ts';

/** How long a push service keeps a message for a device that is offline: a day-old booking alert is stale. */
const TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

export type PushTransportOptions = {
  db: Db;
  vapid: VapidKeys;
  /** Tests only (see BuildAppOptions.allowLocalPushEndpoints): plain http and loopback stand-ins. */
  allowLocalEndpoints?: boolean;
  timeoutMs?: number;
};

type Subscription = typeof pushSubscriptions.$inferSelect;
type Outcome = { kind: 'sent' | 'gone' | 'retry' | 'failed'; reason: string; subscriptionId: string };

export function createPushTransport(options: PushTransportOptions): Transport {
  const { db } = options;
  return async (message) => {
    if (!message.userId) return { status: 'failed', reason: MESSAGE_REASONS.noPushUser };
    const payload = pushPayloadSchema.safeParse(message.payload);
    if (!payload.success) return { status: 'failed', reason: MESSAGE_REASONS.pushPayloadInvalid };
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, message.userId));
    if (devices.length === 0) return { status: 'skipped', reason: MESSAGE_REASONS.noDevices };

    const body = JSON.stringify(payload.data);
    const outcomes = await Promise.all(devices.map((device) => sendToDevice(device, body, options)));
    const ids = (kind: Outcome['kind']) =>
      outcomes.filter((o) => o.kind === kind).map((o) => o.subscriptionId);
    if (ids('gone').length > 0)
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids('gone')));
    if (ids('sent').length > 0) {
      await db
        .update(pushSubscriptions)
        .set({ lastUsed: new Date() })
        .where(inArray(pushSubscriptions.id, ids('sent')));
    }
    return combine(outcomes);
  };
}

/** Sent when one device accepted; else retried when one may accept later; else failed; none left: skipped. */
function combine(outcomes: Outcome[]): Delivery {
  if (outcomes.some((o) => o.kind === 'sent')) return { status: 'sent' };
  const retry = outcomes.find((o) => o.kind === 'retry');
  if (retry) return { status: 'retry', reason: retry.reason };
  const failed = outcomes.find((o) => o.kind === 'failed');
  if (failed) return { status: 'failed', reason: failed.reason };
  return { status: 'skipped', reason: MESSAGE_REASONS.noDevices };
}

async function sendToDevice(
  device: Subscription,
  body: string,
  options: PushTransportOptions,
): Promise<Outcome> {
  const outcome = (kind: Outcome['kind'], reason: string): Outcome => ({
    kind,
    reason,
    subscriptionId: device.id,
  });
  let details: RequestDetails;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      body,
      { vapidDetails: options.vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
    );
  } catch (error) {
    return outcome('failed', `push subscription unusable: ${(error as Error).message}`);
  }
  let status: number;
  try {
    status = await post(details, options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPRIVATEADDRESS' || code === 'EUNSAFEENDPOINT')
      return outcome('failed', (error as Error).message);
    return outcome('retry', `push service unreachable: ${(error as Error).message}`);
  }
  if (status >= 200 && status < 300) return outcome('sent', '');
  if (status === 404 || status === 410) return outcome('gone', `push service answered ${status}`);
  if (status === 429 || status >= 500) return outcome('retry', `push service answered ${status}`);
  return outcome('failed', `push service answered ${status}`);
}

/** POSTs the encrypted message; resolves with the push service's status code. */
function post(details: RequestDetails, options: PushTransportOptions): Promise<number> {
  const url = new URL(details.endpoint);
  const local = options.allowLocalEndpoints === true;
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    const error = Object.assign(new Error('push endpoint is not https'), { code: 'EUNSAFEENDPOINT' });
    return Promise.reject(error);
  }
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: details.headers,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(local ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('timeout', () => req.destroy(new Error('push service timed out')));
    req.once('error', reject);
    req.end(details.body ?? undefined);
  });
}
