// Team sign-in (issue 27): the owner or a manager invites a team-member entry by email; whoever opens the link (or
// types the code) signed in with that address becomes that member, with the entry's role; a login can be
// deactivated at once and reactivated; every step goes in the team's audit log.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/accounts.ts';
import { businesses, teamMembers } from '#server/db/schema/businesses.ts';
import { teamAuditLog, teamInvitations } from '#server/db/schema/team-access.ts';
import { queueAccountEmail, TEAM_INVITATION_KIND } from '#server/modules/outbox/account-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import type { User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import { TEAM_MESSAGES } from '#shared/schemas/team.ts';
import {
  INVITATION_DAYS,
  type InvitationPreview,
  TEAM_ACCESS_MESSAGES as M,
  type TEAM_AUDIT_ACTIONS,
  type TeamAccess,
  type TeamAuditEntry,
} from '#shared/schemas/team-access.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TEAM_AUDIT_LIMIT = 200;
/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A typed code, however it was typed: 'k7mq 9xda', 'K7MQ-9XDA'. */
const normalizeCode = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

function newCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

type AuditAction = (typeof TEAM_AUDIT_ACTIONS)[number];

export async function recordTeamAudit(
  db: DbOrTx,
  entry: {
    businessId: string;
    teamMemberId: string;
    memberName: string;
    actorEmail: string;
    action: AuditAction;
    detail?: string | null;
  },
) {
  await db.insert(teamAuditLog).values({ ...entry, detail: entry.detail ?? null });
}

export async function listTeamAudit(db: DbOrTx, businessId: string): Promise<TeamAuditEntry[]> {
  const rows = await db
    .select()
    .from(teamAuditLog)
    .where(eq(teamAuditLog.businessId, businessId))
    .orderBy(desc(teamAuditLog.createdAt), desc(teamAuditLog.id))
    .limit(TEAM_AUDIT_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as AuditAction,
    actorEmail: row.actorEmail,
    memberName: row.memberName,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}

type MemberRow = typeof teamMembers.$inferSelect;
type InvitationRow = typeof teamInvitations.$inferSelect;

/** Each live member's login: linked (active or deactivated), invited (or the invitation expired), or none. */
export async function listTeamAccess(
  db: DbOrTx,
  businessId: string,
  now = new Date(),
): Promise<TeamAccess[]> {
  const members = await db
    .select({ member: teamMembers, email: users.email })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.businessId, businessId), isNull(teamMembers.archivedAt)));
  const invitations = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.businessId, businessId), isNull(teamInvitations.revokedAt)))
    .orderBy(desc(teamInvitations.createdAt));
  return members.map(({ member, email }) =>
    toTeamAccess(
      member,
      email,
      invitations.find((i) => i.teamMemberId === member.id),
      now,
    ),
  );
}

function toTeamAccess(
  member: MemberRow,
  accountEmail: string | null,
  invitation: InvitationRow | undefined,
  now: Date,
): TeamAccess {
  const base = { teamMemberId: member.id, invitedAt: null, expiresAt: null, acceptedAt: null };
  if (member.userId) {
    return {
      ...base,
      status: member.loginDisabledAt ? 'deactivated' : 'active',
      email: accountEmail,
      invitedAt: invitation?.createdAt.toISOString() ?? null,
      acceptedAt: invitation?.acceptedAt?.toISOString() ?? null,
    };
  }
  if (!invitation || invitation.acceptedAt) return { ...base, status: 'none', email: null };
  return {
    ...base,
    status: invitation.expiresAt > now ? 'invited' : 'expired',
    email: invitation.email,
    invitedAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

async function teamAccessOf(db: DbOrTx, businessId: string, memberId: string) {
  const found = (await listTeamAccess(db, businessId)).find((a) => a.teamMemberId === memberId);
  if (!found) throw memberNotFound();
  return found;
}

const memberNotFound = () => new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);

async function lockMember(db: DbOrTx, businessId: string, memberId: string) {
  if (!isUuid(memberId)) throw memberNotFound();
  const [row] = await db
    .select({ member: teamMembers, ownerId: businesses.userId, businessName: businesses.name })
    .from(teamMembers)
    .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
    .where(
      and(
        eq(teamMembers.id, memberId),
        eq(teamMembers.businessId, businessId),
        isNull(teamMembers.archivedAt),
      ),
    )
    .for('update', { of: teamMembers })
    .limit(1);
  if (!row) throw memberNotFound();
  return row;
}

/** Sends (or sends again, with a new link and code, the old ones dead) the member's invitation. */
export async function inviteMember(options: {
  db: Db;
  businessId: string;
  actor: User;
  memberId: string;
  email: string;
  origin: string;
  now?: Date;
}): Promise<TeamAccess> {
  const { db, businessId, actor, memberId, email, now = new Date() } = options;
  await db.transaction(async (tx) => {
    const { member, ownerId, businessName } = await lockMember(tx, businessId, memberId);
    if (member.userId === ownerId) throw new AppError('CONFLICT', M.ownerHasLogin);
    if (member.userId) throw new AppError('CONFLICT', M.alreadyLinked);
    await tx.update(teamInvitations).set({ revokedAt: now }).where(openInvitationOf(member.id));
    const token = randomBytes(24).toString('base64url');
    const code = newCode();
    await tx.insert(teamInvitations).values({
      businessId,
      teamMemberId: member.id,
      email,
      tokenHash: sha256(token),
      codeHash: sha256(code),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    });
    await queueAccountEmail(
      tx,
      { businessId, userId: actor.id, recipient: email },
      {
        kind: TEAM_INVITATION_KIND,
        payload: {
          businessName,
          memberName: member.name,
          invitedBy: actor.firstName ? `${actor.firstName} ${actor.lastName ?? ''}`.trim() : actor.email,
          role: member.role === 'manager' ? 'manager' : 'staff',
          link: `${options.origin}/invite/${token}`,
          code: `${code.slice(0, 4)}-${code.slice(4)}`,
          days: INVITATION_DAYS,
        },
      },
    );
    await recordTeamAudit(tx, {
      businessId,
      teamMemberId: member.id,
      memberName: member.name,
      actorEmail: actor.email,
      action: 'invitation_sent',
      detail: email,
    });
  });
  outboxWritten(db);
  return teamAccessOf(db, businessId, memberId);
}

const openInvitationOf = (memberId: string) =>
  and(
    eq(teamInvitations.teamMemberId, memberId),
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
  );

export async function revokeInvitation(options: {
  db: Db;
  businessId: string;
  actor: User;
  memberId: string;
  now?: Date;
}): Promise<TeamAccess> {
  const { db, businessId, actor, memberId, now = new Date() } = options;
  await db.transaction(async (tx) => {
    const { member } = await lockMember(tx, businessId, memberId);
    const revoked = await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(openInvitationOf(member.id))
      .returning({ email: teamInvitations.email });
    if (revoked.length === 0) throw new AppError('NOT_FOUND', M.noInvitation);
    await recordTeamAudit(tx, {
      businessId,
      teamMemberId: member.id,
      memberName: member.name,
      actorEmail: actor.email,
      action: 'invitation_revoked',
      detail: revoked[0]!.email,
    });
  });
  return teamAccessOf(db, businessId, memberId);
}

/** Deactivating ends every session of that person at once (they may sign in again, for their other businesses);
 * their bookings stay. */
export async function setMemberLogin(options: {
  db: Db;
  businessId: string;
  actor: User;
  memberId: string;
  active: boolean;
  now?: Date;
}): Promise<TeamAccess> {
  const { db, businessId, actor, memberId, active, now = new Date() } = options;
  await db.transaction(async (tx) => {
    const { member, ownerId } = await lockMember(tx, businessId, memberId);
    if (member.userId && member.userId === ownerId) throw new AppError('CONFLICT', M.ownerHasLogin);
    if (!member.userId) throw new AppError('CONFLICT', M.notLinked);
    if (active === !member.loginDisabledAt) return;
    await tx
      .update(teamMembers)
      .set({ loginDisabledAt: active ? null : now })
      .where(eq(teamMembers.id, member.id));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, member.userId));
    await recordTeamAudit(tx, {
      businessId,
      teamMemberId: member.id,
      memberName: member.name,
      actorEmail: actor.email,
      action: active ? 'login_reactivated' : 'login_deactivated',
    });
  });
  return teamAccessOf(db, businessId, memberId);
}

/** The invitation a link's token or a typed code names, whatever its state. */
async function findInvitation(db: DbOrTx, tokenOrCode: string) {
  const code = normalizeCode(tokenOrCode);
  const [row] = await db
    .select({
      invitation: teamInvitations,
      memberName: teamMembers.name,
      role: teamMembers.role,
      memberUserId: teamMembers.userId,
      archivedAt: teamMembers.archivedAt,
      businessName: businesses.name,
      ownerId: businesses.userId,
    })
    .from(teamInvitations)
    .innerJoin(teamMembers, eq(teamMembers.id, teamInvitations.teamMemberId))
    .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
    .where(
      or(
        eq(teamInvitations.tokenHash, sha256(tokenOrCode.trim())),
        code.length === 8 ? eq(teamInvitations.codeHash, sha256(code)) : undefined,
      ),
    )
    .limit(1);
  return row;
}

type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** 404 unknown, 410 used, withdrawn or expired. */
function usable(found: FoundInvitation | undefined, now: Date): FoundInvitation {
  if (!found || found.archivedAt) throw new AppError('NOT_FOUND', M.invitationNotFound);
  const { invitation } = found;
  if (invitation.acceptedAt) throw new AppError('GONE', M.invitationUsed);
  if (invitation.revokedAt) throw new AppError('GONE', M.invitationRevoked);
  if (invitation.expiresAt <= now) throw new AppError('GONE', M.invitationExpired);
  return found;
}

export async function previewInvitation(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const found = usable(await findInvitation(db, token), now);
  return {
    businessName: found.businessName,
    memberName: found.memberName,
    email: found.invitation.email,
    role: found.role === 'manager' ? 'manager' : 'staff',
    expiresAt: found.invitation.expiresAt.toISOString(),
  };
}

/** Links the signed-in account to the invited member; returns the business joined. The account's address is not
 * marked verified by it: an undelivered invitation's link is shown to the owner in the Messages view, so holding
 * the link proves nothing about the address. */
export async function acceptInvitation(options: {
  db: Db;
  user: User;
  token: string;
  now?: Date;
}): Promise<string> {
  const { db, user, token, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const found = usable(await findInvitation(tx, token), now);
    const { invitation } = found;
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', M.invitationOtherEmail);
    }
    if (found.ownerId === user.id) throw new AppError('CONFLICT', M.ownerHasLogin);
    const [already] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.businessId, invitation.businessId), eq(teamMembers.userId, user.id)))
      .limit(1);
    if (already) throw new AppError('CONFLICT', M.alreadyMember);
    // Only if still unlinked and the invitation still open: a twin acceptance finds nothing to update.
    const linked = await tx
      .update(teamMembers)
      .set({ userId: user.id, loginDisabledAt: null })
      .where(and(eq(teamMembers.id, invitation.teamMemberId), isNull(teamMembers.userId)))
      .returning({ id: teamMembers.id });
    const accepted = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt)))
      .returning({ id: teamInvitations.id });
    if (linked.length === 0 || accepted.length === 0) throw new AppError('GONE', M.invitationUsed);
    await recordTeamAudit(tx, {
      businessId: invitation.businessId,
      teamMemberId: invitation.teamMemberId,
      memberName: found.memberName,
      actorEmail: user.email,
      action: 'invitation_accepted',
      detail: invitation.email,
    });
    return invitation.businessId;
  });
}
