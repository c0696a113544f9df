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
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_business_idx').on(t.businessId, t.createdAt),
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

// Every email/SMS we send or would send; without SMTP/Twilio configured messages stay here for the owner to read.
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    businessId: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    status: text().notNull().default('queued'),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbound_messages_business_idx').on(t.businessId, t.createdAt)],
);

// Durable work, written in the same transaction as its cause and claimed with FOR UPDATE SKIP LOCKED.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().notNull().default({}),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

// Each reminder kind is sent at most once per booking, across restarts and instances.
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('booking_reminders_unique').on(t.bookingId, t.kind)],
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
