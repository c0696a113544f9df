// The owner's Messages view: what the outbox did with each message to a client or to the owner's devices.
import { z } from 'zod';

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export const MESSAGES_PAGE_SIZE = 50;

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

export const messageItemSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  kind: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** Email address or phone; null for a push to the owner's devices or a client without an address. */
  recipient: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  reason: z.string().nullable(),
  /** What the owner may pass on by hand: a client's sign-in code that could not be delivered (no provider). */
  detail: z.string().nullable(),
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
