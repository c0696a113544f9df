// The Businesses tab: every business with its owner and figures (the spec's sample admin business, from real rows),
// searched, filtered by status and paged; and Suspend / Activate, written to the audit log with the change. A
// business whose owner deleted the account shows as closing until the purge removes it, and cannot be changed.
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { websiteProjects } from '#server/db/schema/engagement.ts';
import { businessFiguresColumns } from '#server/modules/analytics/business-figures.ts';
import { createNotification } from '#server/modules/notifications/notifications.service.ts';
import { recordAudit } from '#server/platform/audit-log.ts';
import { businessNotFound } from '#server/platform/business-context.ts';
import { businessIsOpen } from '#server/platform/business-open.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { getPlatformSettings } from '#server/platform/platform-settings.ts';
import type { User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminBusiness,
  type AdminBusinessesPage,
  type AdminBusinessesQuery,
  CLOSING_STATUS,
  SUSPENDED_BANNER_MESSAGE,
  SUSPENDED_BANNER_TITLE,
} from '#shared/schemas/admin.ts';

/** Commission on a business's completed website projects at `rate` percent (text, 2 decimals). */
export function websiteCommissionSql(businessId: SQL | typeof businesses.id, rate: string): SQL<string> {
  return sql<string>`(select coalesce(sum(p.pricing * ${rate}::numeric / 100), 0)::numeric(14, 2)::text
    from ${websiteProjects} p where p.business_id = ${businessId} and p.status = 'completed')`;
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(businesses.name, like),
    ilike(businesses.slug, like),
    ilike(businesses.email, like),
    ilike(users.email, like),
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
  );
}

export async function listAdminBusinesses(
  db: DbOrTx,
  query: AdminBusinessesQuery,
): Promise<AdminBusinessesPage> {
  const where = and(
    query.status === 'all' ? undefined : and(eq(businesses.status, query.status), businessIsOpen()),
    searchCondition(query.search),
  );
  const { commissionRate } = await getPlatformSettings(db);
  const [total] = await db
    .select({ n: count() })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(where);
  const rows = await db
    .select({
      business: businesses,
      open: sql<boolean>`${businessIsOpen()}`,
      firstName: users.firstName,
      lastName: users.lastName,
      ownerEmail: users.email,
      lastLogin: users.lastLoginAt,
      websiteProjects: sql<number>`(select count(*)::int from ${websiteProjects} p where p.business_id = ${businesses.id})`,
      commission: websiteCommissionSql(businesses.id, commissionRate),
      ...businessFiguresColumns({ id: businesses.id, timeZone: businesses.timezone }),
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(where)
    .orderBy(sql`${businesses.createdAt} desc`, businesses.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return {
    businesses: rows.map(
      (row): AdminBusiness => ({
        id: row.business.id,
        name: row.business.name,
        slug: row.business.slug,
        ownerName: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.ownerEmail,
        email: row.business.email ?? row.ownerEmail,
        phone: row.business.phone,
        address: row.business.address,
        businessType: row.business.businessType,
        status: row.open ? row.business.status : CLOSING_STATUS,
        subscriptionTier: row.business.subscriptionTier,
        monthlyRevenue: row.monthlyRevenue,
        totalBookings: row.totalBookings,
        createdAt: row.business.createdAt.toISOString(),
        lastLogin: row.lastLogin?.toISOString() ?? null,
        websiteProjects: row.websiteProjects,
        commissionGenerated: row.commission,
      }),
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export const BUSINESS_CLOSING_MESSAGE = 'This business is closing: its owner deleted the account.';

/** Suspend or Activate: the business's status changes, the owner is told, the audit log keeps both states. */
export async function setBusinessStatus(options: {
  db: Db;
  admin: User;
  businessId: string;
  status: 'active' | 'suspended';
}): Promise<{ id: string; status: string }> {
  const { db, admin, businessId, status } = options;
  if (!isUuid(businessId)) throw businessNotFound();
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({
        id: businesses.id,
        name: businesses.name,
        status: businesses.status,
        open: sql<boolean>`${businessIsOpen()}`,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!business) throw businessNotFound();
    if (!business.open) throw new AppError('CONFLICT', BUSINESS_CLOSING_MESSAGE);
    if (business.status === status) return { id: business.id, status };
    await tx.update(businesses).set({ status }).where(eq(businesses.id, businessId));
    await recordAudit(tx, admin, {
      action: status === 'suspended' ? 'business.suspend' : 'business.activate',
      targetType: 'business',
      targetId: business.id,
      targetLabel: business.name,
      before: { status: business.status },
      after: { status },
    });
    await createNotification({
      db: tx,
      businessId,
      type: 'system',
      priority: 'high',
      ...(status === 'suspended'
        ? {
            title: SUSPENDED_BANNER_TITLE,
            message: SUSPENDED_BANNER_MESSAGE,
            actionUrl: '/support',
            news: { kind: 'suspended' },
          }
        : {
            title: 'Your business is active again',
            message: 'Bookwell reactivated your business: your booking page is taking bookings again.',
            news: { kind: 'reactivated' },
          }),
    });
    return { id: business.id, status };
  });
}
