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

const instant = z.string();
/** A moment of a booking: the instant and the business's zone it is told in. */
const at = { at: instant, timeZone: z.string() };
const move = { from: instant, to: instant, timeZone: z.string() };
/** Who a change came from, when it was not the business itself: a client, or one of the owner's API keys. */
const teller = { who: z.enum(['client', 'apiKey']), name: z.string() };
/** A series' first booking, announced for the whole series: its rule (the weekday of a monthly one is the booking's,
 * in its zone); `repeats` alone in notifications written before the rule was stored. */
const repeats = {
  repeats: z.boolean().optional(),
  rule: z.object({ frequency: z.enum(['weekly', 'monthly']), interval: z.number().int().min(1) }).optional(),
};

/**
 * What a notification says, as data (docs/decisions/047): its kind and the values its sentence names. The app writes
 * the title and text from it in the reader's language; the stored title and message stay the English, shown as they
 * are in English and for notifications written before (none of these) or of a kind with no sentence.
 */
export const notificationNewsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('newBooking'), client: z.string(), service: z.string(), ...at, ...repeats }),
  z.object({ kind: z.literal('cancelled'), ...teller, ...at }),
  z.object({ kind: z.literal('moved'), ...teller, ...move }),
  /** The owner's (or a manager's) own change, in their Live Activity. */
  z.object({ kind: z.literal('ownerChange'), status: z.enum(['cancelled', 'completed']), ...at }),
  z.object({
    kind: z.literal('memberBooked'),
    by: z.string(),
    client: z.string(),
    service: z.string(),
    ...at,
    ...repeats,
  }),
  z.object({ kind: z.literal('memberCancelled'), by: z.string(), ...at }),
  z.object({ kind: z.literal('memberMoved'), by: z.string(), ...move }),
  /** A class session's change: `attendees` were told. `by` is absent in the owner's own entry. */
  z.object({
    kind: z.literal('classCancelled'),
    by: z.string().optional(),
    service: z.string(),
    attendees: z.number(),
    ...at,
  }),
  z.object({
    kind: z.literal('classMoved'),
    by: z.string(),
    service: z.string(),
    attendees: z.number(),
    ...move,
  }),
  z.object({ kind: z.literal('review'), client: z.string(), rating: z.number() }),
  z.object({ kind: z.literal('bookingsMilestone'), count: z.number() }),
  z.object({ kind: z.literal('revenueMilestone'), amount: z.number(), currency: z.string() }),
  /** The platform suspended the business, or made it active again. */
  z.object({ kind: z.literal('suspended') }),
  z.object({ kind: z.literal('reactivated') }),
  /** The owner's own support request was sent; an admin's business hears of someone's (`email`). */
  z.object({ kind: z.literal('supportSent'), subject: z.string() }),
  z.object({ kind: z.literal('supportRequest'), email: z.string(), subject: z.string() }),
  /** A website project's new status (website.ts's WEBSITE_PROJECT_STATUSES: not imported, which would bring the
   * website's schemas into every page that reads notifications); `url` where it went live. */
  z.object({
    kind: z.literal('website'),
    title: z.string(),
    status: z.string(),
    url: z.string().optional(),
  }),
  /** A client changed their details on the client dashboard: `client` as the owner knew them, then what is new
   * (`email` null: removed). */
  z.object({
    kind: z.literal('clientDetails'),
    client: z.string(),
    name: z.string().optional(),
    email: z.string().nullable().optional(),
    phone: z.string().optional(),
  }),
  /** A class schedule's sessions left out: their local dates (YYYY-MM-DD). */
  z.object({
    kind: z.literal('sessionsNotAdded'),
    service: z.string(),
    member: z.string(),
    dates: z.array(z.string()),
  }),
  /** A team member's calendar failed again and again; `error` is the provider's (or the reader's) own words. */
  z.object({
    kind: z.literal('calendarFailing'),
    member: z.string(),
    failures: z.number(),
    error: z.string(),
    synced: z.boolean(),
  }),
]);
export type NotificationNews = z.infer<typeof notificationNewsSchema>;

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
  /** Absent for a notification written before 0048 or of a kind the app has no sentence for. */
  news: notificationNewsSchema.optional(),
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
