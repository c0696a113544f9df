// Running the platform: subscription plans, the platform admin's settings, the audit log of admin actions, and
// owners' help & support requests.
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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { businesses } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';

// The spec's sample plan (part 2 §3): maxServices and maxBookings of -1 mean unlimited. Seeded at start
// (modules/admin/plans.ts), keyed by the tier a business carries (businesses.subscriptionTier).
export const plans = pgTable('plans', {
  id: text().primaryKey(),
  name: text().notNull(),
  price: numeric({ precision: 10, scale: 2 }).notNull(),
  priceUnit: text().notNull(),
  features: text().array().notNull().default(sql`'{}'::text[]`),
  maxServices: integer().notNull(),
  maxBookings: integer().notNull(),
  isPopular: boolean().notNull().default(false),
  displayOrder: integer().notNull().default(0),
});

// One row (id is always true): the platform admin's settings, with the spec's defaults (part 2 §9).
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: boolean().primaryKey().default(true),
    commissionRate: numeric({ precision: 5, scale: 2 }).notNull().default('15.00'),
    freeTrialDays: integer().notNull().default(14),
    autoSuspendOverdue: boolean().notNull().default(true),
    emailNotifications: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id}`)],
);

// Every change a platform admin makes: who (kept by email when the account is gone), what, on what, before, after.
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    targetLabel: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

// A question an owner sent from Help & Support; the platform admins answer it and mark it answered.
export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().notNull().default('open'),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_requests_status_idx').on(t.status, t.createdAt),
    index('support_requests_user_idx').on(t.userId),
    check('support_requests_status_check', sql`${t.status} in ('open','answered')`),
  ],
);
