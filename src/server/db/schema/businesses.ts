// A business and what it sells: services, staff, hours, time off, booking page customisation, integrations.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '#shared/domain/slots.ts';
// Relative: drizzle-kit reads this file without the package's import map.
import { users } from './accounts.ts';
import { createdAt, id, languageCheck, updatedAt } from './columns.ts';

export type BookingRulesRow = {
  slotStepMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  bufferMinutes: number;
  /** Hours before the start inside which a client can no longer cancel or reschedule (0 = any time); absent = 24. */
  cancellationCutoffHours?: number;
  /** The waitlist (issue 30); absent = on. */
  waitlistEnabled?: boolean;
  /** Minutes a time offered to a waitlisted customer stays held (5–60); absent = 15. */
  waitlistHoldMinutes?: number;
  /** Whether clients may make a visit repeat from their dashboard (decision 030); absent = no. */
  clientsMayRepeat?: boolean;
  /** Whether 'Any staff' may share a visit between members, one per service (decision 043); absent = no. */
  shareVisits?: boolean;
};

export type DashboardTargets = {
  monthlyRevenue: number;
  weeklyBookings: number;
  clientGrowth: number;
  quarterlyRevenue: number;
};

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    businessType: text().notNull().default('other'),
    phone: text(),
    email: text(),
    address: text(),
    slug: text().notNull(),
    logoUrl: text(),
    bannerUrl: text(),
    timezone: text().notNull().default('America/New_York'),
    currency: text().notNull().default('USD'),
    /** The booking page's language for visitors whose browser asks for none we speak (shared/i18n/locales.ts). */
    language: text().notNull().default('en'),
    isActive: boolean().notNull().default(true),
    status: text().notNull().default('active'),
    subscriptionTier: text().notNull().default('starter'),
    // monthlyRevenue and totalBookings are derived from the bookings when read (businesses.service.ts).
    commissionGenerated: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    businessHours: jsonb().$type<WeeklyHours>(),
    bookingRules: jsonb().$type<BookingRulesRow>(),
    targets: jsonb().$type<Partial<DashboardTargets>>().notNull().default({}),
    /** Secret of the business's calendar feed (/ics/{token}.ics); null until first asked for, replaced to revoke. */
    calendarToken: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('businesses_slug_unique').on(t.slug),
    uniqueIndex('businesses_user_unique').on(t.userId),
    uniqueIndex('businesses_calendar_token_unique').on(t.calendarToken),
    check('businesses_status_check', sql`${t.status} in ('active','pending','suspended','inactive')`),
    languageCheck('businesses_language_check', t.language),
  ],
);

// Old slugs keep redirecting to the business after a rename.
export const businessSlugHistory = pgTable('business_slug_history', {
  slug: text().primaryKey(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const services = pgTable(
  'services',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    duration: integer().notNull().default(60),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    // What the public booking page takes through Stripe before a booking is confirmed (decision 017): nothing, a
    // fixed amount (deposit_value in the business's currency), a percentage of the price (deposit_value, 0.01 to
    // 100) or the full price.
    depositType: text().notNull().default('none'),
    depositValue: numeric({ precision: 10, scale: 2 }),
    // A class (decision 036): how many seats each session has and how many one booking may take; both null for a
    // one-to-one service.
    classCapacity: smallint(),
    classMaxSeats: smallint(),
    // Set when the owner deletes a service that bookings still reference: hidden everywhere, kept for their history.
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_business_idx').on(t.businessId, t.displayOrder),
    check(
      'services_deposit_check',
      sql`(${t.depositType} in ('none','full') and ${t.depositValue} is null)
        or (${t.depositType} = 'fixed' and ${t.depositValue} > 0)
        or (${t.depositType} = 'percentage' and ${t.depositValue} > 0 and ${t.depositValue} <= 100)`,
    ),
    check(
      'services_class_check',
      sql`(${t.classCapacity} is null and ${t.classMaxSeats} is null)
        or (${t.classCapacity} between 2 and 200 and ${t.classMaxSeats} between 1 and ${t.classCapacity})`,
    ),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text(),
    phone: text(),
    role: text().notNull().default('staff'),
    specialties: text().array().notNull().default([]),
    isActive: boolean().notNull().default(true),
    photoUrl: text(),
    color: text(),
    displayOrder: integer().notNull().default(0),
    // Set when the owner deletes a member that bookings still reference: hidden everywhere, kept for their history.
    archivedAt: timestamp({ withTimezone: true }),
    /** Secret of the member's own calendar feed (/ics/{token}.ics); null until first asked for. */
    calendarToken: text(),
    /** Set when the owner or a manager deactivates the member's login: they cannot act in the business until it is
     * reactivated (their bookings stay). */
    loginDisabledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('team_members_business_idx').on(t.businessId),
    uniqueIndex('team_members_calendar_token_unique').on(t.calendarToken),
    // A person is at most one member of a business; the access check finds their businesses by this.
    uniqueIndex('team_members_user_unique').on(t.userId, t.businessId).where(sql`${t.userId} is not null`),
  ],
);

export const teamMemberServices = pgTable(
  'team_member_services',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamMemberId, t.serviceId] })],
);

export const availability = pgTable(
  'availability',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    dayOfWeek: integer().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    index('availability_member_idx').on(t.teamMemberId),
    check('availability_day_check', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

export const timeOff = pgTable(
  'time_off',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    reason: text(),
    isApproved: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('time_off_member_idx').on(t.teamMemberId, t.startDate)],
);

export const clientCustomizations = pgTable('client_customizations', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  logoUrl: text().notNull().default(''),
  bannerUrl: text().notNull().default(''),
  primaryColor: text().notNull().default('#10b981'),
  secondaryColor: text().notNull().default('#1e40af'),
  accentColor: text().notNull().default('#f59e0b'),
  backgroundColor: text().notNull().default('#ffffff'),
  textColor: text().notNull().default('#111827'),
  layoutStyle: text().notNull().default('modern'),
  showServices: boolean().notNull().default(true),
  showBookingHistory: boolean().notNull().default(true),
  showUpcomingBookings: boolean().notNull().default(true),
  showReviewsSection: boolean().notNull().default(true),
  showProfileSection: boolean().notNull().default(true),
  showNotifications: boolean().notNull().default(true),
  enableOnlineBooking: boolean().notNull().default(true),
  enableCancelBooking: boolean().notNull().default(true),
  enableRescheduleBooking: boolean().notNull().default(true),
  enablePaymentHistory: boolean().notNull().default(false),
  enableLoyaltyProgram: boolean().notNull().default(false),
  emailNotifications: boolean().notNull().default(true),
  smsNotifications: boolean().notNull().default(true),
  pushNotifications: boolean().notNull().default(true),
  welcomeMessage: text().notNull().default(''),
  footerText: text().notNull().default(''),
  businessDescription: text().notNull().default(''),
  updatedAt: updatedAt(),
});

export const businessIntegrations = pgTable(
  'business_integrations',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    integrationId: text().notNull(),
    isConnected: boolean().notNull().default(false),
    settings: jsonb().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('business_integrations_unique').on(t.businessId, t.integrationId)],
);

// Every image an owner uploaded, so each owner can list their own files (and only theirs).
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null when the owner uploads before creating a business (a profile photo).
    businessId: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    kind: text(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_file_name_unique').on(t.fileName),
    index('uploads_user_idx').on(t.userId, t.createdAt),
  ],
);
