// The business a signed-in person acts in, and their role there: the owner of a business, or a team member whose
// login the owner linked by invitation (team_members.user_id). Every owner-side route declares the least role it
// needs (route-access.ts); its preHandler resolves the access once (one query), refuses a lesser role with 403,
// and the handler reads it with sessionBusiness / sessionAccess.
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, teamMembers } from '#server/db/schema/businesses.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ACCESS_MESSAGES, type BusinessRole, type RoleNeeded, roleMayUse } from '#shared/access.ts';
import { AppError } from '#shared/errors.ts';
import { TEAM_MESSAGES } from '#shared/schemas/team.ts';
import type { Membership } from '#shared/schemas/team-access.ts';
import type { Business } from './business-context.ts';
import { noBusinessYet } from './owner-business.ts';

export type BusinessAccess = {
  business: Business;
  role: BusinessRole;
  /** The person's own team-member entry in the business (their schedule); null for an owner without one. */
  teamMemberId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route's access check (route-access.ts) before the handler of a role route runs. */
    businessAccess: BusinessAccess | null;
  }
}

/** Every business `userId` may act in, the session's chosen one first, then the one they own, then the oldest. A
 * member whose login was deactivated, or whose entry was deleted, acts in nothing there. (The candidates come from
 * the two indexes, the owner's and the members', never from a scan of all businesses.) */
function accessQuery(db: DbOrTx, userId: string, preferredBusinessId: string | null) {
  const owns = eq(businesses.userId, userId);
  const order: SQL[] = [desc(owns), asc(businesses.createdAt)];
  if (preferredBusinessId) order.unshift(desc(sql`${businesses.id} = ${preferredBusinessId}`));
  return db
    .select({ business: businesses, teamMemberId: teamMembers.id, memberRole: teamMembers.role })
    .from(businesses)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.businessId, businesses.id),
        eq(teamMembers.userId, userId),
        isNull(teamMembers.archivedAt),
      ),
    )
    .where(
      sql`${businesses.id} in (select id from businesses where user_id = ${userId}
        union all select business_id from team_members
          where user_id = ${userId} and archived_at is null and login_disabled_at is null)`,
    )
    .orderBy(...order);
}

type AccessRow = Awaited<ReturnType<typeof accessQuery>>[number];

function toAccess(row: AccessRow, userId: string): BusinessAccess {
  const role: BusinessRole =
    row.business.userId === userId ? 'owner' : row.memberRole === 'manager' ? 'manager' : 'staff';
  return { business: row.business, role, teamMemberId: row.teamMemberId };
}

/** The business the person acts in (`preferredBusinessId` when they still may), or undefined when none. */
export async function findAccess(
  db: DbOrTx,
  userId: string,
  preferredBusinessId: string | null,
): Promise<BusinessAccess | undefined> {
  const [row] = await accessQuery(db, userId, preferredBusinessId).limit(1);
  return row ? toAccess(row, userId) : undefined;
}

/** Every business the person may act in, as the business switcher lists them. */
export async function listMemberships(db: DbOrTx, userId: string): Promise<Membership[]> {
  const rows = await accessQuery(db, userId, null);
  return rows.map((row) => {
    const access = toAccess(row, userId);
    return {
      businessId: access.business.id,
      businessName: access.business.name,
      role: access.role,
      teamMemberId: access.teamMemberId,
    };
  });
}

/** A role route's preHandler: the session's business and role, 404 'No business yet' without one, 403 below
 * `needed`. An API key acts as its business's owner. */
export function accessCheck(db: DbOrTx, needed: RoleNeeded) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    const access = await findAccess(db, user.id, request.apiKey ? null : request.sessionBusinessId);
    if (!access) throw noBusinessYet();
    if (request.apiKey && access.role !== 'owner') throw noBusinessYet();
    if (!roleMayUse(access.role, needed)) throw new AppError('FORBIDDEN', ACCESS_MESSAGES.forbidden);
    request.businessAccess = access;
  };
}

/** The business and role the route's access check resolved (only role routes have one). */
export function sessionAccess(request: FastifyRequest): BusinessAccess {
  if (!request.businessAccess) {
    throw new Error(`${request.routeOptions.url} reads the session's business but is not a role route`);
  }
  return request.businessAccess;
}

/** The session's business: every owner-side query is scoped by it. */
export function sessionBusiness(request: FastifyRequest): Business {
  return sessionAccess(request).business;
}

/** The session's access for a route that also answers people without a business (then undefined). */
export function findSessionAccess(db: DbOrTx, request: FastifyRequest): Promise<BusinessAccess | undefined> {
  return findAccess(db, requireUser(request).id, request.sessionBusinessId);
}

/** What a query is scoped by: the business, and for a staff member their own team-member entry. */
export type AccessScope = { businessId: string; teamMemberId?: string };

export function scopeOf(access: BusinessAccess): AccessScope {
  return access.role === 'staff'
    ? { businessId: access.business.id, teamMemberId: access.teamMemberId! }
    : { businessId: access.business.id };
}

/** The team member a staff member's view is narrowed to; undefined for the owner and managers, who see all. */
export function staffMemberOf(request: FastifyRequest): string | undefined {
  const access = sessionAccess(request);
  if (access.role !== 'staff') return undefined;
  // A staff role exists only through a team-member entry.
  return access.teamMemberId!;
}

/** `memberId`, when the session may act on that team member's own things (time off, calendar connection): the
 * owner and managers on anyone's, a staff member on their own only (anyone else's is the member's 404). */
export function accessibleMemberId(request: FastifyRequest, memberId: string): string {
  const own = staffMemberOf(request);
  if (own !== undefined && own !== memberId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  return memberId;
}
