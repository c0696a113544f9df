// Notification contracts: the bell popover, the overlay and the dashboard's Live Activity read the same rows.
import { z } from 'zod';

/** Every type the notifications table accepts (the spec's entity list plus milestone and other). */
export const NOTIFICATION_TYPES = [
  'booking',
  'payment',
  'review',
  'message',
  'reminder',
  'system',
  'milestone',
  'other',
] as const;
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  priority: notificationPrioritySchema,
  read: z.boolean(),
  actionUrl: z.string().nullable(),
  /** Free-form details, e.g. { clientName, rating, amount, bookingId }. */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

// Any string: an id that is malformed or belongs to someone else is the same 404 as a missing one.
export const notificationIdParamsSchema = z.object({ id: z.string().max(100) });

export const markAllReadResponseSchema = z.object({ updated: z.number().int() });

/** GET /api/notifications/page: the notifications page's filters and paging. */
export const NOTIFICATION_PAGE_LIMIT_MAX = 100;
export const notificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be at least 1').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(NOTIFICATION_PAGE_LIMIT_MAX, `Limit must be at most ${NOTIFICATION_PAGE_LIMIT_MAX}`)
    .default(20),
  type: notificationTypeSchema.optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;

export const notificationPageSchema = z.object({
  items: notificationListSchema,
  /** How many match the filters. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Unread ones of the whole business, whatever the filters. */
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
