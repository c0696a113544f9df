// The contract between the outbox worker and the ways a message leaves Bookwell (email, SMS, web push).
// A transport sends one claimed outbox row and says what happened; the worker records it and retries when asked.
import type { OUTBOX_CHANNELS, outbox } from '#server/db/schema/engagement.ts';

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** One claimed row, as the worker hands it to a transport. */
export type OutboxMessage = Pick<
  typeof outbox.$inferSelect,
  'id' | 'businessId' | 'bookingId' | 'userId' | 'kind' | 'channel' | 'recipient' | 'payload' | 'attempts'
>;

export type Delivery =
  /** Accepted by the provider (SMTP server, Twilio, push service). */
  | { status: 'sent' }
  /** Nothing to send and nothing to retry, e.g. 'no email', 'no SMS provider configured', 'no subscribed devices'. */
  | { status: 'skipped'; reason: string }
  /** A failure that may pass (timeout, 5xx, 429): the worker tries again later, up to its attempt limit. */
  | { status: 'retry'; reason: string }
  /** A failure that will not pass by trying again (address refused, 4xx). */
  | { status: 'failed'; reason: string };

export type Transport = (message: OutboxMessage) => Promise<Delivery>;

/** What became of a claimed message, as the worker reports it: 'retry' is a failure it will try again. */
export const DELIVERY_OUTCOMES = ['sent', 'skipped', 'failed', 'retry'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];
