// The booking page / client dashboard customisation an owner sets, with the spec's defaults.
import { z } from 'zod';
import { parseHexColor } from '#shared/domain/contrast.ts';
import {
  COLOR_FIELDS,
  type ColorKey,
  LAYOUT_STYLES,
  STRICT_HEX_COLOR,
  TEXT_LIMITS,
} from '#shared/domain/customization.ts';
import { imageUrlOrEmptySchema } from './image-url.ts';

// Where it always lived, for the modules that read the defaults with the schemas.
export { CUSTOMIZATION_DEFAULTS } from '#shared/domain/customization.ts';

export function colorMessage(label: string): string {
  return `${label} must be a hex colour such as #10b981 (# and 3 or 6 digits 0-9, a-f)`;
}

const hexColor = (label: string) =>
  z
    .string({ error: colorMessage(label) })
    .trim()
    .regex(STRICT_HEX_COLOR, colorMessage(label))
    .transform((value) => parseHexColor(value) ?? value);

export const LAYOUT_STYLE_MESSAGE = 'Layout style must be modern, minimal or classic';

const limitedText = ({ label, max }: { label: string; max: number }) =>
  z.string().max(max, `${label} must be ${max} characters or fewer`);

const flags = {
  showServices: z.boolean(),
  showBookingHistory: z.boolean(),
  showUpcomingBookings: z.boolean(),
  showReviewsSection: z.boolean(),
  showProfileSection: z.boolean(),
  showNotifications: z.boolean(),
  enableOnlineBooking: z.boolean(),
  enableCancelBooking: z.boolean(),
  enableRescheduleBooking: z.boolean(),
  enablePaymentHistory: z.boolean(),
  enableLoyaltyProgram: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
};
const texts = {
  welcomeMessage: limitedText(TEXT_LIMITS.welcomeMessage),
  footerText: limitedText(TEXT_LIMITS.footerText),
  businessDescription: limitedText(TEXT_LIMITS.businessDescription),
};
const layoutStyle = z.enum(LAYOUT_STYLES, { error: LAYOUT_STYLE_MESSAGE });

/** What the API returns (stored values, already normalised). */
export const customizationSchema = z.object({
  logoUrl: z.string(),
  bannerUrl: z.string(),
  ...(Object.fromEntries(COLOR_FIELDS.map((f) => [f.key, z.string()])) as Record<ColorKey, z.ZodString>),
  layoutStyle,
  ...flags,
  ...texts,
});
export type Customization = z.infer<typeof customizationSchema>;

/** What /book/{slug} and /client/{slug} read: the owner's choices, the name, and whether the page offers the waitlist. */
export const publicCustomizationSchema = customizationSchema.extend({
  businessName: z.string(),
  waitlistEnabled: z.boolean(),
});
export type PublicCustomization = z.infer<typeof publicCustomizationSchema>;

/** Saving accepts any subset: the colour generator sends only colours, the editor sends everything. */
export const saveCustomizationInputSchema = z
  .object({
    logoUrl: imageUrlOrEmptySchema,
    bannerUrl: imageUrlOrEmptySchema,
    ...(Object.fromEntries(COLOR_FIELDS.map((f) => [f.key, hexColor(f.label)])) as Record<
      ColorKey,
      ReturnType<typeof hexColor>
    >),
    layoutStyle,
    ...flags,
    ...texts,
  })
  .partial()
  .strict();
export type SaveCustomizationInput = z.output<typeof saveCustomizationInputSchema>;

// Kept here too, where the issue 14 contract named it.
export { ONLINE_BOOKING_OFF_MESSAGE } from '../online-booking.ts';
