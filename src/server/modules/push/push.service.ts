// A user's push subscriptions (one per browser, deduplicated by endpoint) and the settings card's test message.
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { outbox, pushSubscriptions } from '#server/db/schema/engagement.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import type { OutboxMessage, Transport } from '#server/modules/outbox/delivery.types.ts';
import { testPushWording } from '#server/modules/outbox/owner-i18n.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import type { PushPayload, PushSubscribeInput } from '#shared/schemas/push.ts';

/**
 * Saves the browser's subscription for this user. An endpoint is one browser profile: subscribed again (new keys,
 * or another account signed in on that browser) it moves to the latest subscriber instead of being duplicated.
 */
export async function saveSubscription(options: {
  db: Db;
  userId: string;
  businessId: string;
  input: PushSubscribeInput;
  userAgent: string | null;
}): Promise<void> {
  const { input } = options;
  const values = {
    userId: options.userId,
    businessId: options.businessId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
  };
  await options.db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** 404 when the endpoint is not one of this user's subscriptions. */
export async function deleteSubscription(options: { db: Db; userId: string; endpoint: string }) {
  const rows = await options.db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, options.endpoint), eq(pushSubscriptions.userId, options.userId)),
    )
    .returning({ id: pushSubscriptions.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Push subscription not found');
}

export const TEST_PUSH: PushPayload = {
  title: 'Test Notification',
  body: 'Push notifications are working on this device.',
  url: '/settings',
};

/**
 * Sends the test push at once (the card's toast needs the outcome) and records it in the outbox as sent, failed or
 * skipped with the reason; it is never queued, so the outbox worker does not send it a second time. In the user's
 * app language (`language`, users.language), English's wording when they chose none.
 */
export async function sendTestPush(options: {
  db: Db;
  transport: Transport;
  userId: string;
  businessId: string;
  language: Locale | null;
}): Promise<{ devices: number }> {
  const { db } = options;
  const message: OutboxMessage = {
    id: uuidv7(),
    businessId: options.businessId,
    bookingId: null,
    userId: options.userId,
    kind: 'test_push',
    channel: 'push',
    recipient: null,
    payload:
      options.language && options.language !== 'en'
        ? { ...TEST_PUSH, ...testPushWording(options.language) }
        : TEST_PUSH,
    attempts: 1,
  };
  const devices = await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, options.userId));
  const delivery = await options.transport(message);
  const status = delivery.status === 'retry' ? 'failed' : delivery.status;
  const reason = delivery.status === 'sent' ? null : delivery.reason;
  await db.insert(outbox).values({
    ...message,
    status,
    reason,
    sentAt: status === 'sent' ? new Date() : null,
  });
  if (delivery.status === 'sent') return { devices };
  if (delivery.status === 'skipped' && delivery.reason === MESSAGE_REASONS.noDevices) {
    throw new AppError('CONFLICT', 'No device is subscribed to push notifications. Turn them on first.');
  }
  throw new AppError('UNPROCESSABLE', `The push service did not accept the test notification (${reason}).`);
}
