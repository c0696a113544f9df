// 'Export my data' (GDPR article 20): every row the account holds, as JSON, minus secrets (password and
// two-factor material, session and link tokens, calendar-feed and push keys). Each table of the schema is either
// exported here or listed in NOT_EXPORTED with its reason; data-export.test.ts fails when a new table is neither.
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import * as accounts from '#server/db/schema/accounts.ts';
import * as adminTables from '#server/db/schema/admin.ts';
import * as apiKeyTables from '#server/db/schema/api-keys.ts';
import * as bookingTables from '#server/db/schema/bookings.ts';
import * as businessTables from '#server/db/schema/businesses.ts';
import * as calendarTables from '#server/db/schema/calendars.ts';
import * as classTables from '#server/db/schema/classes.ts';
import * as engagement from '#server/db/schema/engagement.ts';
import * as integrationTables from '#server/db/schema/integrations.ts';
import * as resourceTables from '#server/db/schema/resources.ts';
import * as stripe from '#server/db/schema/stripe.ts';
import * as teamAccessTables from '#server/db/schema/team-access.ts';
import * as waitlistTables from '#server/db/schema/waitlist.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';

type Exported = {
  table: PgTable;
  /** Whose rows: the business's (by businessId) or the user's (by userId); `key: 'id'` for the owning row itself. */
  scope: 'business' | 'user';
  key?: 'id';
  /** Columns never exported (secrets), by their TypeScript name. */
  omit?: string[];
};

/** Tables left out, with why. */
export const NOT_EXPORTED: Record<string, string> = {
  sessions: 'sign-in secrets; the sessions list in Settings shows the devices',
  two_factor_challenges: 'short-lived sign-in state',
  email_change_requests: 'a pending one-time code, 15 minutes',
  login_attempts: 'security log kept a day',
  app_settings: "the platform's own settings",
  client_sessions: "the clients' sign-in secrets",
  client_auth_codes: "the clients' one-time sign-in codes",
  booking_day_totals: 'derived from the bookings',
  booking_totals: 'derived from the bookings',
  website_templates: 'shared catalogue, not the account',
  plans: "the platform's subscription plans, not the account",
  platform_settings: "the platform admin's settings",
  admin_audit_log: "the platform admins' record of their own actions",
  stripe_events: "Stripe's webhook event ids, kept only to ignore replays",
  rate_limits: 'request counts per address, kept a minute',
  data_migrations: "the platform's record of its own data repairs",
  waitlist_freed_times: 'a moment of work for the waitlist, deleted once offered',
  calendar_busy_intervals: "copied from the member's own calendar, read again every few minutes",
  calendar_pushed_events:
    "which bookings were written to a member's CalDAV calendar: the bookings are exported",
};

export const EXPORTED: Record<string, Exported> = {
  users: {
    table: accounts.users,
    scope: 'user',
    key: 'id',
    omit: ['password', 'twoFactorSecret', 'twoFactorBackupCodes', 'twoFactorLastStep'],
  },
  oauth_accounts: { table: accounts.oauthAccounts, scope: 'user', omit: ['accessToken', 'refreshToken'] },
  user_branding_preferences: { table: accounts.userBrandingPreferences, scope: 'user' },
  pwa_access_logs: { table: accounts.pwaAccessLogs, scope: 'user' },
  push_subscriptions: {
    table: engagement.pushSubscriptions,
    scope: 'user',
    omit: ['endpoint', 'p256dh', 'auth'],
  },
  uploads: { table: businessTables.uploads, scope: 'user' },
  businesses: { table: businessTables.businesses, scope: 'business', key: 'id', omit: ['calendarToken'] },
  business_slug_history: { table: businessTables.businessSlugHistory, scope: 'business' },
  services: { table: businessTables.services, scope: 'business' },
  team_members: { table: businessTables.teamMembers, scope: 'business', omit: ['calendarToken'] },
  team_member_services: { table: businessTables.teamMemberServices, scope: 'business' },
  // The invitations' secrets are hashes that open nothing once used; still left out.
  team_invitations: {
    table: teamAccessTables.teamInvitations,
    scope: 'business',
    omit: ['tokenHash', 'codeHash'],
  },
  team_audit_log: { table: teamAccessTables.teamAuditLog, scope: 'business' },
  class_schedules: { table: classTables.classSchedules, scope: 'business' },
  class_sessions: { table: classTables.classSessions, scope: 'business' },
  resources: { table: resourceTables.resources, scope: 'business' },
  service_resources: { table: resourceTables.serviceResources, scope: 'business' },
  booking_resources: { table: resourceTables.bookingResources, scope: 'business' },
  booking_services: { table: bookingTables.bookingServices, scope: 'business' },
  availability: { table: businessTables.availability, scope: 'business' },
  time_off: { table: businessTables.timeOff, scope: 'business' },
  client_customizations: { table: businessTables.clientCustomizations, scope: 'business' },
  // Settings hold a webhook's address and its sealed signing secret.
  business_integrations: {
    table: businessTables.businessIntegrations,
    scope: 'business',
    omit: ['settings'],
  },
  integration_requests: { table: integrationTables.integrationRequests, scope: 'business' },
  webhook_deliveries: { table: integrationTables.webhookDeliveries, scope: 'business' },
  clients: { table: bookingTables.clients, scope: 'business', omit: ['password'] },
  bookings: { table: bookingTables.bookings, scope: 'business' },
  booking_series: { table: bookingTables.bookingSeries, scope: 'business' },
  waitlist_entries: { table: waitlistTables.waitlistEntries, scope: 'business' },
  waitlist_offers: { table: waitlistTables.waitlistOffers, scope: 'business' },
  // The sealed address is the member's secret calendar link.
  calendar_connections: {
    table: calendarTables.calendarConnections,
    scope: 'business',
    omit: ['secretSealed'],
  },
  booking_events: { table: bookingTables.bookingEvents, scope: 'business' },
  reviews: { table: bookingTables.reviews, scope: 'business' },
  payment_transactions: { table: bookingTables.paymentTransactions, scope: 'business' },
  cash_closes: { table: bookingTables.cashCloses, scope: 'business' },
  notifications: { table: engagement.notifications, scope: 'business' },
  // The payload can hold a client's one-time sign-in link.
  outbox: { table: engagement.outbox, scope: 'business', omit: ['payload'] },
  website_projects: { table: engagement.websiteProjects, scope: 'business' },
  support_requests: { table: adminTables.supportRequests, scope: 'user' },
  api_keys: { table: apiKeyTables.apiKeys, scope: 'business', omit: ['keyHash'] },
  // The manage link is a client's one-time sign-in link.
  stripe_checkouts: { table: stripe.stripeCheckouts, scope: 'business', omit: ['manageLink'] },
};

/** The column that says whose a row is. */
export function scopeColumn(name: string, { table, scope, key }: Exported): PgColumn {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const column = columns[key ?? (scope === 'business' ? 'businessId' : 'userId')];
  if (!column) throw new Error(`${name} has no ${scope} column to export by`);
  return column;
}

export type AccountExport = {
  exportedAt: string;
  format: 'bookwell-account-export/1';
  tables: Record<string, Record<string, unknown>[]>;
};

/** Everything the user's account holds, table by table. */
export async function exportAccountData(db: DbOrTx, userId: string): Promise<AccountExport> {
  const business = await findOwnerBusiness(db, userId);
  const tables: AccountExport['tables'] = {};
  for (const [name, spec] of Object.entries(EXPORTED)) {
    const owner = spec.scope === 'business' ? business?.id : userId;
    if (!owner) {
      tables[name] = [];
      continue;
    }
    const rows = await db
      .select()
      .from(spec.table)
      .where(eq(scopeColumn(name, spec), owner));
    const omitted = new Set(spec.omit);
    tables[name] = rows.map((row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !omitted.has(key))),
    );
  }
  return { exportedAt: new Date().toISOString(), format: 'bookwell-account-export/1', tables };
}
