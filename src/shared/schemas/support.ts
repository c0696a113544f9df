// Help & Support (/support, part 1 §2's sidebar entry): an owner's question to the platform admins.
import { z } from 'zod';

export const SUPPORT_TOPICS = [
  'booking',
  'hours',
  'reminders',
  'payments',
  'client-dashboard',
  'data',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_SENT_TITLE = 'Message sent';
export const SUPPORT_SENT_MESSAGE = "Thanks, we've received your message and will reply by email.";

export const supportRequestInputSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, 'Choose what your question is about'),
  subject: z
    .string({ error: 'Enter a subject' })
    .trim()
    .min(1, 'Enter a subject')
    .max(200, 'The subject can be at most 200 characters'),
  message: z
    .string({ error: 'Write your question' })
    .trim()
    .min(10, 'Write your question in at least 10 characters')
    .max(5000, 'Your question can be at most 5000 characters'),
});
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;

export const supportRequestSchema = z.object({
  id: z.string(),
  topic: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['open', 'answered']),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** As the platform admins see it: who asked. */
export const adminSupportRequestSchema = supportRequestSchema.extend({
  ownerEmail: z.string(),
  businessName: z.string().nullable(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;

export const supportStatusQuerySchema = z.object({
  status: z.enum(['open', 'answered', 'all'], 'Status must be open, answered or all').default('open'),
});
