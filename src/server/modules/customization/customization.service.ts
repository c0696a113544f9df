// Reads and saves a business's booking page customisation (one row per business, created on demand).
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clientCustomizations } from '#server/db/schema/businesses.ts';
import { findPublicBusinessBySlug } from '#server/modules/businesses/businesses.service.ts';
import { takesBookings, waitlistSettings } from '#server/platform/business-context.ts';
import { CUSTOMIZATION_DEFAULTS, LAYOUT_STYLES, type LayoutStyle } from '#shared/domain/customization.ts';
import type {
  Customization,
  PublicCustomization,
  SaveCustomizationInput,
} from '#shared/schemas/customization.ts';
import { imageUrlOrEmptySchema } from '#shared/schemas/image-url.ts';

type Row = typeof clientCustomizations.$inferSelect;

/** A URL saved before only uploaded images were accepted (it could lead anywhere) shows as no image. */
function savedImage(url: string) {
  return imageUrlOrEmptySchema.safeParse(url).success ? url : '';
}

/** A layout style the editor no longer offers shows as the default rather than failing the read. */
function savedLayout(style: string): LayoutStyle {
  return LAYOUT_STYLES.find((known) => known === style) ?? CUSTOMIZATION_DEFAULTS.layoutStyle;
}

function toView(row: Row | undefined): Customization {
  if (!row) return { ...CUSTOMIZATION_DEFAULTS };
  const { businessId: _b, updatedAt: _u, layoutStyle, logoUrl, bannerUrl, ...rest } = row;
  return {
    ...rest,
    logoUrl: savedImage(logoUrl),
    bannerUrl: savedImage(bannerUrl),
    layoutStyle: savedLayout(layoutStyle),
  };
}

export async function getCustomization(db: Db, businessId: string): Promise<Customization> {
  const [row] = await db
    .select()
    .from(clientCustomizations)
    .where(eq(clientCustomizations.businessId, businessId));
  return toView(row);
}

export async function saveCustomization(
  db: Db,
  options: { businessId: string; input: SaveCustomizationInput },
): Promise<Customization> {
  const [row] = await db
    .insert(clientCustomizations)
    .values({ businessId: options.businessId, ...options.input })
    .onConflictDoUpdate({
      target: clientCustomizations.businessId,
      set: { ...options.input, updatedAt: new Date() },
    })
    .returning();
  return toView(row);
}

/** Reset to Default: the row goes, so every field reads as the spec's default again. */
export async function resetCustomization(db: Db, businessId: string): Promise<Customization> {
  await db.delete(clientCustomizations).where(eq(clientCustomizations.businessId, businessId));
  return { ...CUSTOMIZATION_DEFAULTS };
}

/** The public read for /book/{slug} and /client/{slug}: only public businesses (old slugs too), plus the name and
 * whether the waitlist takes entries. A suspended business reads as not taking online bookings (nor waitlist
 * entries), so its pages say so. */
export async function getPublicCustomization(db: Db, slug: string): Promise<PublicCustomization> {
  const business = await findPublicBusinessBySlug({ db, slug });
  const customization = await getCustomization(db, business.id);
  return {
    ...customization,
    enableOnlineBooking: customization.enableOnlineBooking && takesBookings(business),
    businessName: business.name,
    waitlistEnabled: waitlistSettings(business).enabled && takesBookings(business),
  };
}
