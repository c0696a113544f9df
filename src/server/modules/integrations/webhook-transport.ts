// The outbox transport for channel 'webhook': posts one event to the integration's address as JSON, signed with
// the integration's secret (X-Bookwell-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">), and records the
// attempt in the integration's delivery log. The connection goes to the address the DNS check accepted (the
// request's lookup), so a name re-pointed at a private address between save and send is refused. A 2xx is sent;
// a 429, 5xx, timeout or connection error is retried with the outbox's backoff; any other answer fails.
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { webhookDeliveries } from '#server/db/schema/integrations.ts';
import { loadMessageBookings, type MessageBooking, shortWhen } from '#server/modules/outbox/content.ts';
import type { Delivery, OutboxMessage, Transport } from '#server/modules/outbox/delivery.types.ts';
import { type GuardedRequestError, guardedRequest } from '#server/net/guarded-request.ts';
import type { ResolveAll } from '#server/net/public-address.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import { WEBHOOK_LOG_SIZE, WEBHOOK_SIGNATURE_HEADER } from '#shared/domain/integrations.ts';
import { decimalToCents, formatMoney } from '#shared/domain/money.ts';
import { PAYMENT_METHOD_LABELS, paymentSchema } from '#shared/schemas/payment.ts';
import { readWebhookSettings } from './webhook-settings.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
export const DISCONNECTED_REASON = 'the integration is not connected';

export type WebhookTransportOptions = {
  db: Db;
  box: SecretBox;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: loopback, private addresses and plain http allowed (a local receiver). */
  allowPrivate: boolean;
  /** Tests: a stand-in resolver, to show a name resolving to a private address is refused. */
  resolveAll?: ResolveAll;
  timeoutMs?: number;
};

/** `t=<unix>,v1=<hex>`: the HMAC-SHA256 of "<t>.<body>" under `secret`. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** The booking in an event, as it is when the event is sent. */
function bookingJson(booking: MessageBooking) {
  return {
    id: booking.id,
    status: booking.status,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    service: booking.serviceName,
    teamMember: booking.memberName,
    client: { firstName: booking.clientFirstName, lastName: booking.clientLastName },
  };
}

const EVENT_TITLES: Record<string, string> = {
  'booking.created': 'New booking',
  'booking.rescheduled': 'Booking moved',
  'booking.cancelled': 'Booking cancelled',
  'booking.completed': 'Visit completed',
  'payment.recorded': 'Payment recorded',
};

/** One line a person reads in a channel: 'New booking: Maya Lopez, Signature Cut, Mon Mar 9, 9:00 AM EDT'. */
function eventText(
  event: string,
  booking: MessageBooking | undefined,
  data: Record<string, unknown>,
): string {
  if (event === 'test') return 'A test event from Bookwell.';
  const parts: string[] = [];
  const payment = paymentSchema.safeParse(data.payment);
  if (payment.success) {
    const cents = decimalToCents(payment.data.amount) + decimalToCents(payment.data.tip);
    parts.push(
      `${formatMoney(cents, payment.data.currency)} (${PAYMENT_METHOD_LABELS[payment.data.method]})`,
    );
  }
  if (booking) {
    parts.push(
      `${booking.clientFirstName} ${booking.clientLastName}`,
      booking.serviceName,
      shortWhen(booking.startsAt, booking.business.timeZone),
    );
  }
  return `${EVENT_TITLES[event] ?? event}: ${parts.join(', ')}`;
}

type Attempt = { statusCode: number | null; error: string | null; delivery: Delivery };

export function createWebhookTransport(options: WebhookTransportOptions): Transport {
  const { db, box } = options;

  return async (message) => {
    const integrationId = message.recipient ?? '';
    const settings = await readWebhookSettings(db, { businessId: message.businessId, integrationId });
    if (!settings) return { status: 'skipped', reason: DISCONNECTED_REASON };

    const body = JSON.stringify(await eventBody(message));
    const started = Date.now();
    const attempt = await post(settings.url, body, box.open(settings.secretSealed));
    await record(message, integrationId, attempt, Date.now() - started);
    return attempt.delivery;
  };

  async function eventBody(message: OutboxMessage) {
    const booking = message.bookingId
      ? (await loadMessageBookings(db, [message.bookingId])).get(message.bookingId)
      : undefined;
    const data = { ...(message.payload as Record<string, unknown>) };
    return {
      id: message.id,
      event: message.kind,
      createdAt: new Date().toISOString(),
      // Slack and Teams incoming webhooks post `text` to the channel; other receivers read `data`.
      text: eventText(message.kind, booking, data),
      data: booking ? { ...data, booking: bookingJson(booking) } : data,
    };
  }

  async function post(address: string, body: string, secret: string): Promise<Attempt> {
    try {
      const { status } = await guardedRequest({
        url: address,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Bookwell-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        allowPrivate: options.allowPrivate,
        resolveAll: options.resolveAll,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      return answered(status);
    } catch (error) {
      return unreachable(error as GuardedRequestError);
    }
  }

  async function record(message: OutboxMessage, integrationId: string, attempt: Attempt, durationMs: number) {
    const where = and(
      eq(webhookDeliveries.businessId, message.businessId),
      eq(webhookDeliveries.integrationId, integrationId),
    );
    await db.insert(webhookDeliveries).values({
      businessId: message.businessId,
      integrationId,
      outboxId: message.id,
      event: message.kind,
      statusCode: attempt.statusCode,
      durationMs,
      error: attempt.error,
    });
    // Only the last WEBHOOK_LOG_SIZE attempts are kept.
    await db.delete(webhookDeliveries).where(
      and(
        where,
        sql`${webhookDeliveries.id} not in (select id from ${webhookDeliveries} where ${where}
          order by created_at desc, id desc limit ${WEBHOOK_LOG_SIZE})`,
      ),
    );
  }
}

function answered(status: number): Attempt {
  if (status >= 200 && status < 300) return { statusCode: status, error: null, delivery: { status: 'sent' } };
  const reason = `the receiver answered ${status}`;
  const retry = status === 429 || status >= 500;
  return { statusCode: status, error: reason, delivery: { status: retry ? 'retry' : 'failed', reason } };
}

function unreachable(error: GuardedRequestError): Attempt {
  // A refused address stays refused: not retried.
  if (error.code === 'ENOTHTTPS') return refusedAttempt('the webhook URL is not https');
  if (error.code === 'EPRIVATEADDRESS') return refusedAttempt(error.message);
  const reason = `the receiver could not be reached: ${
    error.code === 'ETIMEDOUT' ? 'the receiver did not answer in time' : error.message
  }`;
  return { statusCode: null, error: reason, delivery: { status: 'retry', reason } };
}

function refusedAttempt(reason: string): Attempt {
  return { statusCode: null, error: reason, delivery: { status: 'failed', reason } };
}
