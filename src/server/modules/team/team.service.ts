// Team-member rules: owner CRUD scoped to the owner's business, which services each member performs, display
// order, at least one active member per business, and deletion that never breaks booking history.
import { and, asc, count, eq, gt, inArray, isNull, max, ne } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { businesses, services, teamMemberServices, teamMembers } from '#server/db/schema/businesses.ts';
import { calendarConnections } from '#server/db/schema/calendars.ts';
import { LIVE_STATUSES } from '#server/modules/availability/schedule-data.ts';
import { recordTeamAudit } from '#server/modules/team-access/team-access.service.ts';
import { definedFields, isUuid } from '#server/platform/db-checks.ts';
import { newDisplayOrder } from '#server/platform/display-order.ts';
import { AppError } from '#shared/errors.ts';
import type { DeleteResult } from '#shared/schemas/service.ts';
import {
  type CreateTeamMemberInput,
  type PublicTeamMember,
  TEAM_MESSAGES,
  type TeamMember,
  type UpdateTeamMemberInput,
} from '#shared/schemas/team.ts';

type MemberRow = typeof teamMembers.$inferSelect;

export const DEACTIVATED_INSTEAD_OF_DELETED =
  'This team member has upcoming bookings, so they were deactivated instead of deleted.';
const UNKNOWN_SERVICES = 'One or more of the chosen services were not found';

const notFound = () => new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
const ofBusiness = (businessId: string) =>
  and(eq(teamMembers.businessId, businessId), isNull(teamMembers.archivedAt));
const displayOrder = [asc(teamMembers.displayOrder), asc(teamMembers.createdAt)];

type CalendarBrief = TeamMember['calendar'];

function toTeamMember(
  row: MemberRow,
  serviceIds: string[],
  ownerId: string,
  calendar: CalendarBrief,
): TeamMember {
  return {
    id: row.id,
    name: row.name,
    photoUrl: row.photoUrl,
    role: row.role,
    specialties: row.specialties,
    serviceIds,
    email: row.email,
    phone: row.phone,
    isActive: row.isActive,
    color: row.color,
    displayOrder: row.displayOrder,
    isOwner: row.userId !== null && row.userId === ownerId,
    calendar,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Service ids per member of one business; `activeOnly` leaves out services hidden from booking. */
async function serviceIdsByMember(db: DbOrTx, businessId: string, activeOnly: boolean) {
  const rows = await db
    .select({ memberId: teamMemberServices.teamMemberId, serviceId: teamMemberServices.serviceId })
    .from(teamMemberServices)
    .innerJoin(services, eq(services.id, teamMemberServices.serviceId))
    .where(
      and(
        eq(teamMemberServices.businessId, businessId),
        isNull(services.archivedAt),
        activeOnly ? eq(services.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(services.displayOrder), asc(services.createdAt));
  const byMember = new Map<string, string[]>();
  for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row.serviceId]);
  return byMember;
}

/** Each member's connected calendar in brief: when it was last read and its last error. */
async function calendarBriefs(db: DbOrTx, businessId: string): Promise<Map<string, CalendarBrief>> {
  const rows = await db
    .select({
      memberId: calendarConnections.teamMemberId,
      lastSyncedAt: calendarConnections.lastSyncedAt,
      lastError: calendarConnections.lastError,
    })
    .from(calendarConnections)
    .where(eq(calendarConnections.businessId, businessId));
  return new Map(
    rows.map((r) => [
      r.memberId,
      { lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null, lastError: r.lastError },
    ]),
  );
}

async function ownerIdOf(db: DbOrTx, businessId: string): Promise<string> {
  const [row] = await db
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.userId ?? '';
}

/** The business's members; a staff member's view (`teamMemberId`) is their own entry only. */
export async function listTeamMembers(options: {
  db: DbOrTx;
  businessId: string;
  teamMemberId?: string;
}): Promise<TeamMember[]> {
  const { db, businessId, teamMemberId } = options;
  const rows = await db
    .select()
    .from(teamMembers)
    .where(
      and(ofBusiness(businessId), teamMemberId === undefined ? undefined : eq(teamMembers.id, teamMemberId)),
    )
    .orderBy(...displayOrder);
  const assigned = await serviceIdsByMember(db, businessId, false);
  const ownerId = await ownerIdOf(db, businessId);
  const calendars = await calendarBriefs(db, businessId);
  return rows.map((row) =>
    toTeamMember(row, assigned.get(row.id) ?? [], ownerId, calendars.get(row.id) ?? null),
  );
}

/** Who a customer can choose on the booking page: active members with the active services they perform. */
export async function listPublicTeamMembers(options: {
  db: DbOrTx;
  businessId: string;
}): Promise<PublicTeamMember[]> {
  const { db, businessId } = options;
  const rows = await db
    .select()
    .from(teamMembers)
    .where(and(ofBusiness(businessId), eq(teamMembers.isActive, true)))
    .orderBy(...displayOrder);
  const assigned = await serviceIdsByMember(db, businessId, true);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    photoUrl: row.photoUrl,
    role: row.role,
    specialties: row.specialties,
    serviceIds: assigned.get(row.id) ?? [],
  }));
}

/** The requested service ids, each checked to be one of this business's (non-archived) services. */
async function checkedServiceIds(tx: DbOrTx, businessId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (!unique.every(isUuid)) throw new AppError('BAD_REQUEST', UNKNOWN_SERVICES);
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(eq(services.businessId, businessId), isNull(services.archivedAt), inArray(services.id, unique)),
    );
  if (rows.length !== unique.length) throw new AppError('BAD_REQUEST', UNKNOWN_SERVICES);
  return unique;
}

async function allServiceIds(tx: DbOrTx, businessId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.businessId, businessId), isNull(services.archivedAt)));
  return rows.map((r) => r.id);
}

async function assignServices(tx: Tx, businessId: string, memberId: string, serviceIds: string[]) {
  await tx.delete(teamMemberServices).where(eq(teamMemberServices.teamMemberId, memberId));
  if (serviceIds.length > 0) {
    await tx
      .insert(teamMemberServices)
      .values(serviceIds.map((serviceId) => ({ businessId, teamMemberId: memberId, serviceId })));
  }
}

/**
 * Serialises changes to one business's team, so two concurrent deactivations cannot leave it with nobody.
 * NO KEY UPDATE does not block bookings, which only take a key-share lock on the business they reference.
 */
async function lockTeam(tx: Tx, businessId: string) {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('no key update');
}

async function lockOwnMember(tx: Tx, businessId: string, memberId: string): Promise<MemberRow> {
  if (!isUuid(memberId)) throw notFound();
  await lockTeam(tx, businessId);
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(and(ofBusiness(businessId), eq(teamMembers.id, memberId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function otherActiveMembers(tx: Tx, businessId: string, memberId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(teamMembers)
    .where(and(ofBusiness(businessId), eq(teamMembers.isActive, true), ne(teamMembers.id, memberId)));
  return row?.n ?? 0;
}

/** Adds a member at the end of the list. Without serviceIds they perform every current service. */
export async function createTeamMember(options: {
  db: Db;
  businessId: string;
  input: CreateTeamMemberInput;
}) {
  const { db, businessId, input } = options;
  const { serviceIds, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await lockTeam(tx, businessId);
    const chosen =
      serviceIds === undefined
        ? await allServiceIds(tx, businessId)
        : await checkedServiceIds(tx, businessId, serviceIds);
    const [last] = await tx
      .select({ order: max(teamMembers.displayOrder) })
      .from(teamMembers)
      .where(ofBusiness(businessId));
    const [created] = await tx
      .insert(teamMembers)
      .values({ ...fields, businessId, displayOrder: (last?.order ?? -1) + 1 })
      .returning();
    await assignServices(tx, businessId, created!.id, chosen);
    return created!.id;
  });
  return findMember(db, businessId, id);
}

async function findMember(db: DbOrTx, businessId: string, memberId: string): Promise<TeamMember> {
  const members = await listTeamMembers({ db, businessId });
  const member = members.find((m) => m.id === memberId);
  if (!member) throw notFound();
  return member;
}

export async function updateTeamMember(options: {
  db: Db;
  businessId: string;
  memberId: string;
  input: UpdateTeamMemberInput;
  /** Who changes it: a change of role goes in the team's audit log under their address. */
  actorEmail: string;
}) {
  const { db, businessId, memberId, input } = options;
  const { serviceIds, ...fields } = input;
  await db.transaction(async (tx) => {
    const member = await lockOwnMember(tx, businessId, memberId);
    if (
      member.isActive &&
      fields.isActive === false &&
      (await otherActiveMembers(tx, businessId, member.id)) === 0
    ) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.lastActive);
    }
    const changes = definedFields(fields);
    if (Object.keys(changes).length > 0) {
      await tx.update(teamMembers).set(changes).where(eq(teamMembers.id, member.id));
    }
    if (fields.role !== undefined && fields.role !== member.role) {
      await recordTeamAudit(tx, {
        businessId,
        teamMemberId: member.id,
        memberName: member.name,
        actorEmail: options.actorEmail,
        action: 'role_changed',
        detail: `${member.role} → ${fields.role}`,
      });
    }
    if (serviceIds !== undefined) {
      await assignServices(tx, businessId, member.id, await checkedServiceIds(tx, businessId, serviceIds));
    }
  });
  return findMember(db, businessId, memberId);
}

/**
 * Deletes a member unless bookings refer to them. Upcoming live bookings: the member is only deactivated.
 * Past bookings only: archived — gone from every list, kept for history. The last active member stays.
 */
export async function deleteTeamMember(options: {
  db: Db;
  businessId: string;
  memberId: string;
  now?: Date;
}): Promise<DeleteResult> {
  const { db, businessId, memberId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const member = await lockOwnMember(tx, businessId, memberId);
    if (member.isActive && (await otherActiveMembers(tx, businessId, member.id)) === 0) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.lastActive);
    }
    const [upcoming] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.teamMemberId, member.id),
          inArray(bookings.status, [...LIVE_STATUSES]),
          gt(bookings.appointmentDate, now),
        ),
      );
    if ((upcoming?.n ?? 0) > 0) {
      await tx.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.id, member.id));
      return { deleted: false, deactivated: true, message: DEACTIVATED_INSTEAD_OF_DELETED };
    }
    const [any] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.teamMemberId, member.id));
    if ((any?.n ?? 0) > 0) {
      await tx
        .update(teamMembers)
        .set({ isActive: false, archivedAt: now })
        .where(eq(teamMembers.id, member.id));
      await tx.delete(teamMemberServices).where(eq(teamMemberServices.teamMemberId, member.id));
    } else {
      await tx.delete(teamMembers).where(eq(teamMembers.id, member.id));
    }
    return { deleted: true, deactivated: false };
  });
}

/** Puts the listed members first, in the given order; all must belong to the owner's business. */
export async function reorderTeamMembers(options: { db: Db; businessId: string; ids: string[] }) {
  const { db, businessId, ids } = options;
  await db.transaction(async (tx) => {
    await lockTeam(tx, businessId);
    const rows = await tx
      .select({ id: teamMembers.id, displayOrder: teamMembers.displayOrder })
      .from(teamMembers)
      .where(ofBusiness(businessId))
      .orderBy(...displayOrder);
    const order = newDisplayOrder(
      rows.map((r) => r.id),
      ids,
    );
    if (!order.ok) throw notFound();
    const before = new Map(rows.map((r) => [r.id, r.displayOrder]));
    for (const [index, id] of order.ids.entries()) {
      if (before.get(id) !== index) {
        await tx.update(teamMembers).set({ displayOrder: index }).where(eq(teamMembers.id, id));
      }
    }
  });
  return listTeamMembers({ db, businessId });
}
