// Owner-facing events and channels: notifications, push subscriptions, outgoing messages, background jobs, website projects.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { businesses } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    priority: text().notNull().default('medium'),
    read: boolean().notNull().default(false),
    actionUrl: text(),
    data: jsonb().notNull().default({}),
    /** What it says as data (#shared/schemas/notification.ts's NotificationNews): the app writes it in the reader's
     * language (docs/decisions/047). Null for rows written before and for kinds told in English only. */
    news: jsonb(),
    /** The team member whose booking it concerns: staff see only theirs (the owner and managers see all). */
    teamMemberId: uuid(),
    /** For that member only: news of a change the business made itself (the owner or a manager, who need no news). */
    memberOnly: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_business_idx').on(t.businessId, t.createdAt),
    // The bell's unread count reads only the unread (39 → 0.5 ms with 50,000 notifications, docs/scale-path.md).
    index('notifications_unread_idx').on(t.businessId).where(sql`${t.read} = false`),
    // Each milestone threshold is announced once per business, however many writers race to announce it.
    uniqueIndex('notifications_milestone_once')
      .on(t.businessId, sql`(${t.data}->>'milestone')`, sql`(${t.data}->>'threshold')`)
      .where(sql`${t.type} = 'milestone'`),
    check(
      'notifications_type_check',
      sql`${t.type} in ('booking','payment','review','message','reminder','system','milestone','other')`,
    ),
    check('notifications_priority_check', sql`${t.priority} in ('high','medium','low')`),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    lastUsed: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint)],
);

// Every message to a client or owner (email, SMS, web push) and every event posted to a webhook integration
// (recipient: its integration id), written in the same transaction as the change that causes it and delivered by
// the outbox worker. Rows are kept: sent, failed and skipped ones say why, so nothing disappears silently (the
// owner's Messages view reads the messages; a webhook's attempts are in webhook_deliveries).
export const OUTBOX_CHANNELS = ['email', 'sms', 'push', 'webhook'] as const;
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    /** The user a push goes to (an owner's devices); null for messages to clients. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    channel: text().notNull(),
    /** Email address or E.164 phone; null when the client has none (the row is then skipped with a reason). */
    recipient: text(),
    payload: jsonb().notNull().default({}),
    /** Tells apart two messages of one kind for one booking, e.g. the appointment start a reminder is for. */
    occasion: text().notNull().default(''),
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    status: text().notNull().default('queued'),
    reason: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Never the same message twice, across restarts, crashes and processes. It also finds a booking's messages
    // (a booking_id = … condition implies its 'is not null').
    uniqueIndex('outbox_once')
      .on(t.bookingId, t.kind, t.channel, t.occasion)
      .where(sql`${t.bookingId} is not null`),
    index('outbox_due_idx').on(t.dueAt).where(sql`${t.status} = 'queued'`),
    index('outbox_business_idx').on(t.businessId, t.createdAt),
    check('outbox_channel_check', sql`${t.channel} in ('email','sms','push','webhook')`),
    check('outbox_status_check', sql`${t.status} in ('queued','sent','failed','skipped')`),
  ],
);

export const websiteTemplates = pgTable('website_templates', {
  id: id(),
  name: text().notNull(),
  category: text().notNull(),
  description: text(),
  previewUrl: text(),
  features: text().array().notNull().default([]),
  createdAt: createdAt(),
});

export const websiteProjects = pgTable(
  'website_projects',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    businessType: text().notNull(),
    requirements: text().notNull(),
    pricing: numeric({ precision: 10, scale: 2 }).notNull().default('1999.00'),
    status: text().notNull().default('pending'),
    deployedUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('website_projects_business_idx').on(t.businessId),
    check(
      'website_projects_status_check',
      sql`${t.status} in ('pending','in_progress','completed','failed')`,
    ),
  ],
);
