// Business rules: one business per owner, booking-link slugs (unique, never reserved, old ones kept), owner edits,
// and public lookup by slug (current or old) that hides pending and inactive businesses.
import { and, eq, getTableColumns, like, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import {
  businesses,
  businessSlugHistory,
  clientCustomizations,
  teamMembers,
} from '#server/db/schema/businesses.ts';
import { businessFiguresColumns } from '#server/modules/analytics/business-figures.ts';
import {
  type Business,
  businessNotFound,
  publicBusinessCondition,
} from '#server/platform/business-context.ts';
import { definedFields } from '#server/platform/db-checks.ts';
import { findOwnerBusiness, noBusinessYet } from '#server/platform/owner-business.ts';
import type { User } from '#server/platform/session.ts';
import { phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { formatPhoneForDisplay } from '#shared/domain/phone-display.ts';
import { baseSlugFor, firstAvailableSlug, isReservedSlug } from '#shared/domain/slug.ts';
import { AppError, FieldRefusal } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  BUSINESS_MESSAGES,
  type CreateBusinessInput,
  type OwnerBusiness,
  type PublicBusiness,
  type UpdateBusinessInput,
} from '#shared/schemas/business.ts';

/** The owner's business with the counters derived from its bookings (never stored, so never stale). */
export type OwnedBusiness = Business & { monthlyRevenue: string; totalBookings: number };

/** Every column of the business plus its derived counters, for the owner's reads and writes. */
const ownedBusinessColumns = {
  ...getTableColumns(businesses),
  ...businessFiguresColumns({ id: businesses.id, timeZone: businesses.timezone }),
};

const ALREADY_HAS_BUSINESS = 'You already have a business. Each account can own one business.';
// Two owners creating businesses with the same name at the same moment can both pick the same free slug.
const SLUG_ATTEMPTS = 5;

/** What anyone may read of a business; its phone as people read it (bare digits formatted, issue 25). */
export function toPublicBusiness(business: Business): PublicBusiness {
  return {
    id: business.id,
    name: business.name,
    slug: business.slug,
    businessType: business.businessType,
    description: business.description,
    phone: business.phone && formatPhoneForDisplay(business.phone, phoneRegionForTimeZone(business.timezone)),
    email: business.email,
    address: business.address,
    timezone: business.timezone,
    currency: business.currency,
    // The column's check (businesses_language_check) holds it to LOCALES.
    language: business.language as Locale,
    logoUrl: business.logoUrl,
    bannerUrl: business.bannerUrl,
  };
}

/** Without its figures (a staff member's view), the business's counters are null. */
export function toOwnerBusiness(business: OwnedBusiness | Business): OwnerBusiness {
  const figures = 'totalBookings' in business;
  return {
    ...toPublicBusiness(business),
    userId: business.userId,
    isActive: business.isActive,
    status: business.status,
    subscriptionTier: business.subscriptionTier,
    monthlyRevenue: figures ? business.monthlyRevenue : null,
    totalBookings: figures ? business.totalBookings : null,
    commissionGenerated: figures ? business.commissionGenerated : null,
    createdAt: business.createdAt.toISOString(),
    updatedAt: business.updatedAt.toISOString(),
  };
}

/** The owner's business with its derived counters, for GET /api/businesses/me. */
export async function withFigures(db: DbOrTx, business: Business): Promise<OwnedBusiness> {
  const [figures] = await db
    .select(businessFiguresColumns({ id: businesses.id, timeZone: businesses.timezone }))
    .from(businesses)
    .where(eq(businesses.id, business.id));
  return { ...business, ...figures! };
}

/** The business a public page, read or booking names (current slug, old slug or id), or 404 'Business not found'
 * when there is none or it is not open to the public (pending or inactive; a suspended one is shown, not booked).
 * The one public lookup. */
export async function findPublicBusinessBySlug(options: { db: DbOrTx; slug: string }): Promise<Business> {
  const [business] = await options.db
    .select()
    .from(businesses)
    .where(publicBusinessCondition(options.slug))
    .limit(1);
  if (!business) throw businessNotFound();
  return business;
}

async function takenSlugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  // Slugs only hold [a-z0-9-], so the base needs no LIKE escaping.
  const current = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${base}-%`)));
  const old = await db
    .select({ slug: businessSlugHistory.slug })
    .from(businessSlugHistory)
    .where(or(eq(businessSlugHistory.slug, base), like(businessSlugHistory.slug, `${base}-%`)));
  return new Set([...current, ...old].map((r) => r.slug));
}

function ownerMemberName(user: User): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email.split('@')[0] || 'Owner';
}

/**
 * Creates the owner's business with a slug made from its name, its booking-page customisation row, and one
 * bookable team member for the owner (a manager), so the booking page works before any staff are added.
 */
export async function createBusiness(options: {
  db: Db;
  user: User;
  input: CreateBusinessInput;
}): Promise<OwnedBusiness> {
  const { db, user, input } = options;
  if (await findOwnerBusiness(db, user.id)) throw new AppError('CONFLICT', ALREADY_HAS_BUSINESS);
  const base = baseSlugFor(input.name);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = firstAvailableSlug(base, await takenSlugsLike(tx, base));
        const [business] = await tx
          .insert(businesses)
          .values({ ...input, userId: user.id, slug })
          .returning(ownedBusinessColumns);
        await tx.insert(clientCustomizations).values({
          businessId: business!.id,
          businessDescription: input.description ?? '',
        });
        await tx.insert(teamMembers).values({
          businessId: business!.id,
          userId: user.id,
          name: ownerMemberName(user),
          email: user.email,
          role: 'manager',
        });
        return business!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'businesses_user_unique')) {
        throw new AppError('CONFLICT', ALREADY_HAS_BUSINESS);
      }
      if (isUniqueViolation(error, 'businesses_slug_unique') && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Whether `slug` is in use by another business, now or as one of its old slugs. */
async function slugTakenByOther(tx: DbOrTx, slug: string, businessId: string): Promise<boolean> {
  const [current] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.slug, slug), ne(businesses.id, businessId)))
    .limit(1);
  if (current) return true;
  const [old] = await tx
    .select({ id: businessSlugHistory.businessId })
    .from(businessSlugHistory)
    .where(and(eq(businessSlugHistory.slug, slug), ne(businessSlugHistory.businessId, businessId)))
    .limit(1);
  return Boolean(old);
}

/**
 * Applies the owner's edits. A new slug must be free and not reserved (an old slug of this same business may
 * be taken back); the previous slug goes to the history so its links keep resolving.
 */
export async function updateOwnBusiness(options: {
  db: Db;
  businessId: string;
  input: UpdateBusinessInput;
}): Promise<OwnedBusiness> {
  const { db, businessId, input } = options;
  const { slug, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      const [business] = await tx
        .select(ownedBusinessColumns)
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1)
        // NO KEY UPDATE: serialises edits without blocking bookings that reference the business meanwhile.
        .for('no key update');
      if (!business) throw noBusinessYet();
      const changes: Partial<typeof businesses.$inferInsert> = definedFields(fields);
      if (slug !== undefined && slug !== business.slug) {
        const [ownOld] = await tx
          .select()
          .from(businessSlugHistory)
          .where(and(eq(businessSlugHistory.slug, slug), eq(businessSlugHistory.businessId, business.id)));
        if (!ownOld && isReservedSlug(slug)) throw new FieldRefusal('slug', BUSINESS_MESSAGES.slugReserved);
        if (await slugTakenByOther(tx, slug, business.id)) {
          throw new AppError('CONFLICT', BUSINESS_MESSAGES.slugTaken);
        }
        if (ownOld) await tx.delete(businessSlugHistory).where(eq(businessSlugHistory.slug, slug));
        await tx
          .insert(businessSlugHistory)
          .values({ slug: business.slug, businessId: business.id })
          .onConflictDoNothing();
        changes.slug = slug;
      }
      if (Object.keys(changes).length === 0) return business;
      const [updated] = await tx
        .update(businesses)
        .set(changes)
        .where(eq(businesses.id, business.id))
        .returning(ownedBusinessColumns);
      return updated!;
    });
  } catch (error) {
    // Another business took the slug between our check and our write.
    if (
      isUniqueViolation(error, 'businesses_slug_unique') ||
      isUniqueViolation(error, 'business_slug_history_pkey')
    ) {
      throw new AppError('CONFLICT', BUSINESS_MESSAGES.slugTaken);
    }
    throw error;
  }
}
