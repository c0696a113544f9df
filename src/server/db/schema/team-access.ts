// A team member's own sign-in: the invitations an owner or manager sends to a team-member entry, and the team's
// audit log of invitations, roles and logins. The link itself is team_members.user_id.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { businesses, teamMembers } from './businesses.ts';
import { createdAt, id } from './columns.ts';

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** SHA-256 of the link's token and of the typed code: the secrets themselves are only in the email. */
    tokenHash: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_unique').on(t.tokenHash),
    uniqueIndex('team_invitations_code_unique').on(t.codeHash),
    // One open invitation per member: sending again replaces it.
    uniqueIndex('team_invitations_open_unique')
      .on(t.teamMemberId)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

export const teamAuditLog = pgTable(
  'team_audit_log',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    teamMemberId: uuid().references(() => teamMembers.id, { onDelete: 'set null' }),
    /** Kept as text so the entry still reads right after the member or the actor is gone. */
    memberName: text().notNull(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    detail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('team_audit_log_business_idx').on(t.businessId, t.createdAt),
    check(
      'team_audit_log_action_check',
      sql`${t.action} in ('invitation_sent', 'invitation_revoked', 'invitation_accepted', 'role_changed', 'login_deactivated', 'login_reactivated')`,
    ),
  ],
);
