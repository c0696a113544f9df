// The owner's Messages view: what the outbox did with each message to a client or to the owner's devices.
import { z } from 'zod';

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export const MESSAGES_PAGE_SIZE = 50;

/** Why a message was not sent, as the outbox stores it (in English; the Messages view says it in the app's
 * language). A provider's own refusal (SMTP, Twilio, a push service) is stored as the provider said it. */
export const MESSAGE_REASONS = {
  noEmail: 'no email',
  noPhone: 'no phone',
  remindersOff: 'the client turned reminders off',
  reminderPassed: 'the reminder time had passed when the booking was made',
  cancelled: 'cancelled',
  completed: 'the visit was completed',
  noShow: 'the client did not come',
  rescheduled: 'rescheduled',
  emailOff: 'the business turned email to clients off',
  smsOff: 'the business turned SMS to clients off',
  businessGone: 'the business no longer exists',
  bookingGone: 'the booking no longer exists',
  started: 'the appointment had already started',
  noEmailProvider: 'no email provider configured',
  noSmsProvider: 'no SMS provider configured',
  noDevices: 'no subscribed devices',
  // A stored message its worker could not read back (a payload written by an older or broken version).
  signInCodeUnreadable: 'the sign-in code could not be read',
  waitlistUnreadable: 'the waitlist message could not be read',
  accountUnreadable: 'the account message could not be read',
  noPushUser: 'no user to send the push to',
  pushPayloadInvalid: 'push payload needs title, body and url',
} as const;
export type MessageReason = keyof typeof MESSAGE_REASONS;
const BOOKING_NOT_LIVE = 'the booking is ';
const GAVE_UP = / \(gave up after (\d+) attempts\)$/;
/** A message skipped because its booking stopped being live: `the booking is ${status}`. */
export const bookingNotLiveReason = (status: string) => `${BOOKING_NOT_LIVE}${status}`;
/** A message the worker stopped retrying: the last failure, and how many attempts were made. */
export const gaveUpReason = (reason: string, attempts: number) =>
  `${reason} (gave up after ${attempts} attempts)`;

/** A stored reason read back: one of MESSAGE_REASONS, a booking no longer live, a failure given up on, or other
 * text (a provider's own words). */
export type ReadReason =
  | { reason: MessageReason }
  | { bookingStatus: string }
  | { gaveUp: string; attempts: number }
  | { text: string };

const REASON_BY_TEXT = new Map(
  Object.entries(MESSAGE_REASONS).map(([key, text]) => [text as string, key as MessageReason]),
);

export function readReason(stored: string): ReadReason {
  const gaveUp = GAVE_UP.exec(stored);
  if (gaveUp) return { gaveUp: stored.slice(0, gaveUp.index), attempts: Number(gaveUp[1]) };
  const reason = REASON_BY_TEXT.get(stored);
  if (reason) return { reason };
  if (stored.startsWith(BOOKING_NOT_LIVE)) return { bookingStatus: stored.slice(BOOKING_NOT_LIVE.length) };
  return { text: stored };
}

export const messagesQuerySchema = z.object({
  status: z
    .enum(MESSAGE_STATUSES, { message: `Status must be one of ${MESSAGE_STATUSES.join(', ')}` })
    .optional(),
  page: z.coerce
    .number('Page must be a number')
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** What the owner may pass on by hand, as data (the page says it in the app's language): a client's sign-in code, a
 * waitlisted customer's link or a team invitation's link that could not be delivered. */
export const HAND_OVER_KINDS = ['signInCode', 'waitlistLink', 'invitationLink'] as const;
export const handOverSchema = z.object({ kind: z.enum(HAND_OVER_KINDS), value: z.string() });
export type HandOver = z.infer<typeof handOverSchema>;
const HAND_OVER_ENGLISH: Record<HandOver['kind'], string> = {
  signInCode: 'Sign-in code',
  waitlistLink: 'Waitlist link',
  invitationLink: 'Invitation link',
};
/** A hand-over in English, the API's `detail` ('Sign-in code 123456'; browser tests and scripts read it). */
export const handOverText = (handOver: HandOver) => `${HAND_OVER_ENGLISH[handOver.kind]} ${handOver.value}`;

export const messageItemSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  kind: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** Email address or phone; null for a push to the owner's devices or a client without an address. */
  recipient: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  reason: z.string().nullable(),
  /** What the owner may pass on by hand, in English ('Sign-in code 123456'): `handOver` in words. */
  detail: z.string().nullable(),
  handOver: handOverSchema.nullable(),
  attempts: z.number(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messagesPageSchema = z.object({
  items: z.array(messageItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** There are more than `total` (which counts up to 1,000 past the page shown). */
  totalIsCapped: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;
