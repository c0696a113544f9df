// Owner accounts: users, their sessions, OAuth links, preferences, push subscriptions and login audit.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { Locale } from '../../../shared/i18n/locales.ts';
import { createdAt, id, languageCheck, updatedAt } from './columns.ts';

export type PrivacySettings = {
  profileVisibility: 'public' | 'private' | 'contacts';
  dataSharing: boolean;
  marketingEmails: boolean;
  analyticsTracking: boolean;
};

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    password: text(),
    profileImageUrl: text(),
    emailVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    isPlatformAdmin: boolean().notNull().default(false),
    phone: text(),
    twoFactorEnabled: boolean().notNull().default(false),
    // Encrypted with the server's key (src/server/platform/secret-box.ts); set at setup, kept while on.
    twoFactorSecret: text(),
    // SHA-256 of each unused backup code; a used one is removed.
    twoFactorBackupCodes: text().array().notNull().default(sql`'{}'::text[]`),
    // The last TOTP time step accepted: a code is never accepted twice.
    twoFactorLastStep: integer(),
    privacySettings: jsonb().$type<PrivacySettings>().notNull().default({
      profileVisibility: 'public',
      dataSharing: false,
      marketingEmails: true,
      analyticsTracking: true,
    }),
    trialStartDate: timestamp({ withTimezone: true }),
    trialEndDate: timestamp({ withTimezone: true }),
    subscriptionStatus: text().notNull().default('none'),
    subscriptionType: text(),
    subscriptionPrice: numeric({ precision: 10, scale: 2 }),
    subscriptionStartDate: timestamp({ withTimezone: true }),
    subscriptionEndDate: timestamp({ withTimezone: true }),
    lastPaymentDate: timestamp({ withTimezone: true }),
    /** Set when the owner deletes the account: signed out and closed at once, rows removed once the clients'
     * cancellation notices have gone out (account-deletion.ts). */
    deletionRequestedAt: timestamp({ withTimezone: true }),
    /** When a session last began (sign-in, sign-up, second factor); the platform admin's Businesses tab shows it. */
    lastLoginAt: timestamp({ withTimezone: true }),
    /** The app's language the owner chose in their profile (docs/decisions/041); null: their browser's. Their push
     * messages speak it too (English when null: the server does not know their browser). */
    language: text().$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    languageCheck('users_language_check', t.language),
  ],
);

// The spec's session table keeps its column names (sid, sess, expire); sid is the SHA-256 of the cookie token.
export const sessions = pgTable(
  'sessions',
  {
    sid: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sess: jsonb().$type<{ userAgent?: string; ip?: string }>().notNull().default({}),
    expire: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    // Refreshed at most every few minutes by the session check (session.ts).
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The business the session acts in, for a person in more than one (no foreign key: the access check falls back
     * to another of theirs when it is gone). */
    currentBusinessId: uuid(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

// Sign-in with two-factor on: the password was right; this pending state (its token's SHA-256, in a short-lived
// cookie) accepts only a code or a backup code, a few times, before it expires.
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_expires_idx').on(t.expiresAt)],
);

// An owner's email change waiting for the 6-digit code sent to the new address: one at a time per user, 15 minutes,
// 5 tries (account/email-change.ts). Removed with the user.
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The new address as typed (trimmed). */
    newEmail: text().notNull(),
    /** SHA-256 hex of the code. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_requests_expires_idx').on(t.expiresAt)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerId: text().notNull(),
    accessToken: text(),
    refreshToken: text(),
    tokenExpiry: timestamp({ withTimezone: true }),
    profileData: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_provider_unique').on(t.provider, t.providerId)],
);

export const userBrandingPreferences = pgTable('user_branding_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  welcomeMessage: text(),
  primaryColor: text().notNull().default('#10b981'),
  secondaryColor: text().notNull().default('#1e40af'),
  accentColor: text().notNull().default('#f59e0b'),
  logoUrl: text(),
  backgroundImageUrl: text(),
  businessName: text(),
  tagline: text(),
  description: text(),
  contactEmail: text(),
  contactPhone: text(),
  address: text(),
  websiteUrl: text(),
  showWelcomeVideo: boolean().notNull().default(false),
  welcomeVideoUrl: text(),
  showStats: boolean().notNull().default(true),
  showQuickActions: boolean().notNull().default(true),
  showRecentActivity: boolean().notNull().default(true),
  darkMode: boolean().notNull().default(false),
  fontSize: text().notNull().default('medium'),
  dashboardLayout: text().notNull().default('cards'),
  hasCompletedOnboarding: boolean().notNull().default(false),
  onboardingStep: integer().notNull().default(1),
  notificationPreferences: jsonb()
    .$type<{ email: boolean; sms: boolean; push: boolean; marketing: boolean }>()
    .notNull()
    .default({ email: true, sms: false, push: true, marketing: false }),
  updatedAt: updatedAt(),
});

export const pwaAccessLogs = pgTable('pwa_access_logs', {
  id: id(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  action: text().notNull(),
  userAgent: text(),
  ipAddress: text(),
  metadata: jsonb(),
  createdAt: createdAt(),
});

// Every login attempt (never the password), used for the per-email+address and per-address failure limits and
// for audit.
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text().notNull(),
    ipAddress: text(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

// Server-side key/value settings such as the generated VAPID keys.
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});
