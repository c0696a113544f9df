// An owner's notifications: created by other modules (bookings, reviews, payments, milestones), listed by the bell,
// the overlay and Live Activity, marked read and removed — always within the owner's own business.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/engagement.ts';
import type { AccessScope } from '#server/platform/business-access.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { AppError } from '#shared/errors.ts';
import type { ActivityItem } from '#shared/schemas/analytics.ts';
import {
  type Notification,
  type NotificationNews,
  type NotificationPage,
  type NotificationPageQuery,
  type NotificationPriority,
  type NotificationType,
  notificationNewsSchema,
  notificationPrioritySchema,
  notificationTypeSchema,
} from '#shared/schemas/notification.ts';

export const NOTIFICATION_LIST_LIMIT = 50;

type NotificationRow = typeof notifications.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'Notification not found');

/** Whose notifications: a business's (the owner and managers see all of them), narrowed to one team member's
 * bookings for a staff member. */
type NotificationScope = AccessScope;

function inScope(scope: NotificationScope) {
  return and(
    eq(notifications.businessId, scope.businessId),
    scope.teamMemberId === undefined
      ? eq(notifications.memberOnly, false)
      : eq(notifications.teamMemberId, scope.teamMemberId),
  );
}

function plainObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function toNotification(row: NotificationRow): Notification {
  // A row's news is the server's own writing; one that no longer reads (a kind renamed) is left out, and the app
  // shows the English it stored.
  const news = row.news === null ? undefined : notificationNewsSchema.safeParse(row.news).data;
  return {
    id: row.id,
    // The table's check constraint allows exactly these; the fallbacks only guard the response schema.
    type: notificationTypeSchema.catch('other').parse(row.type),
    title: row.title,
    message: row.message,
    priority: notificationPrioritySchema.catch('medium').parse(row.priority),
    read: row.read,
    actionUrl: row.actionUrl,
    data: plainObject(row.data),
    ...(news ? { news } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

const numberFrom = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** A notification as the dashboard's Live Activity item (spec part 1 §3). */
export function toActivityItem(notification: Notification): ActivityItem {
  const { data } = notification;
  const amount = numberFrom(data.amount);
  const rating = numberFrom(data.rating);
  const client = typeof data.clientName === 'string' && data.clientName ? data.clientName : undefined;
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    description: notification.message,
    time: notification.createdAt,
    priority: notification.priority,
    unread: !notification.read,
    actionUrl: notification.actionUrl,
    ...(amount === undefined ? {} : { amount }),
    ...(rating === undefined ? {} : { rating }),
    ...(client === undefined ? {} : { client }),
    ...(notification.news ? { news: notification.news } : {}),
  };
}

/** Newest first. */
export async function listNotifications(
  options: { db: DbOrTx; limit?: number } & NotificationScope,
): Promise<Notification[]> {
  const rows = await options.db
    .select()
    .from(notifications)
    .where(inScope(options))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(options.limit ?? NOTIFICATION_LIST_LIMIT, NOTIFICATION_LIST_LIMIT));
  return rows.map(toNotification);
}

/** How many of the business's notifications are unread: the bell's badge, Live Activity's and the page's count. */
async function countUnread(db: DbOrTx, scope: NotificationScope): Promise<number> {
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(inScope(scope), eq(notifications.read, false)));
  return unread?.n ?? 0;
}

export async function listActivity(options: { db: DbOrTx; businessId: string; limit: number }) {
  const [items, unreadCount] = await Promise.all([
    listNotifications({ db: options.db, businessId: options.businessId, limit: options.limit }),
    countUnread(options.db, options),
  ]);
  return { items: items.map(toActivityItem), unreadCount };
}

/** The notifications page: newest first, filtered by type and read state, one page of them. */
export async function listNotificationPage(
  options: { db: DbOrTx } & NotificationScope & NotificationPageQuery,
): Promise<NotificationPage> {
  const { db, page, limit } = options;
  const where = and(
    inScope(options),
    options.type ? eq(notifications.type, options.type) : undefined,
    options.unread === undefined ? undefined : eq(notifications.read, options.unread === 'false'),
  );
  const [rows, [matching], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(where),
    countUnread(db, options),
  ]);
  return {
    items: rows.map(toNotification),
    total: matching?.n ?? 0,
    page,
    limit,
    unreadCount,
  };
}

export async function markNotificationRead(
  options: { db: DbOrTx; notificationId: string } & NotificationScope,
): Promise<Notification> {
  if (!isUuid(options.notificationId)) throw notFound();
  const [row] = await options.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, options.notificationId), inScope(options)))
    .returning();
  if (!row) throw notFound();
  return toNotification(row);
}

/** Returns how many were unread. */
export async function markAllNotificationsRead(options: { db: DbOrTx } & NotificationScope): Promise<number> {
  const rows = await options.db
    .update(notifications)
    .set({ read: true })
    .where(and(inScope(options), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(
  options: { db: DbOrTx; notificationId: string } & NotificationScope,
): Promise<void> {
  if (!isUuid(options.notificationId)) throw notFound();
  const rows = await options.db
    .delete(notifications)
    .where(and(eq(notifications.id, options.notificationId), inScope(options)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound();
}

/**
 * For other modules: call it with the transaction that makes the change, so the notification exists exactly
 * when the change does. `data` may carry clientName, rating, amount (Live Activity shows them) and ids; `news` what
 * the English title and message say, for the app to say it in its reader's language.
 */
type NewNotification = {
  db: DbOrTx;
  businessId: string;
  /** The team member whose booking it concerns (their staff login sees it too): an id, or SQL that reads it. */
  teamMemberId?: string | SQL | null;
  /** For that member only (news of the business's own change). */
  memberOnly?: boolean;
  type: NotificationType;
  title: string;
  message: string;
  priority?: NotificationPriority;
  actionUrl?: string | null;
  data?: Record<string, unknown>;
  /** What `title` and `message` say, as data the app writes in its reader's language (docs/decisions/047). */
  news?: NotificationNews;
};

function insertNotification(options: NewNotification) {
  return options.db.insert(notifications).values({
    businessId: options.businessId,
    teamMemberId: options.teamMemberId ?? null,
    memberOnly: options.memberOnly ?? false,
    type: options.type,
    title: options.title,
    message: options.message,
    priority: options.priority ?? 'medium',
    actionUrl: options.actionUrl ?? null,
    data: options.data ?? {},
    news: options.news ?? null,
  });
}

export async function createNotification(options: NewNotification): Promise<Notification> {
  const [row] = await insertNotification(options).returning();
  return toNotification(row!);
}

/** A notification a unique index allows once (a milestone): [] when it exists already, else [it]. */
export async function createNotificationOnce(options: NewNotification): Promise<Notification[]> {
  const rows = await insertNotification(options).onConflictDoNothing().returning();
  return rows.map(toNotification);
}
