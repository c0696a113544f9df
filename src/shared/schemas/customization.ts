// The booking page / client dashboard customisation an owner sets, with the spec's defaults.
import { z } from 'zod';
import { parseHexColor } from '#shared/domain/palette.ts';
import { imageUrlOrEmptySchema } from './image-url.ts';

/** The five colours' labels, in the editor's order (also how a refused colour is named). */
export const COLOR_FIELDS = [
  { key: 'primaryColor', label: 'Primary color' },
  { key: 'secondaryColor', label: 'Secondary color' },
  { key: 'accentColor', label: 'Accent color' },
  { key: 'backgroundColor', label: 'Background color' },
  { key: 'textColor', label: 'Text color' },
] as const;
export type ColorKey = (typeof COLOR_FIELDS)[number]['key'];

/** A colour as the API takes it: '#' then 3 or 6 hex digits, stored as lower-case '#rrggbb'. */
export const STRICT_HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function colorMessage(label: string): string {
  return `${label} must be a hex colour such as #10b981 (# and 3 or 6 digits 0-9, a-f)`;
}

const hexColor = (label: string) =>
  z
    .string({ error: colorMessage(label) })
    .trim()
    .regex(STRICT_HEX_COLOR, colorMessage(label))
    .transform((value) => parseHexColor(value) ?? value);

export const LAYOUT_STYLES = ['modern', 'minimal', 'classic'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export const LAYOUT_STYLE_MESSAGE = 'Layout style must be modern, minimal or classic';

/** Length limits of the Content tab's texts, with the label each is refused under. */
export const TEXT_LIMITS = {
  welcomeMessage: { label: 'Welcome message', max: 500 },
  footerText: { label: 'Footer text', max: 500 },
  businessDescription: { label: 'Business description', max: 2000 },
} as const;

const limitedText = ({ label, max }: { label: string; max: number }) =>
  z.string().max(max, `${label} must be ${max} characters or fewer`);

export const CUSTOMIZATION_DEFAULTS = {
  logoUrl: '',
  bannerUrl: '',
  primaryColor: '#10b981',
  secondaryColor: '#1e40af',
  accentColor: '#f59e0b',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  layoutStyle: 'modern',
  showServices: true,
  showBookingHistory: true,
  showUpcomingBookings: true,
  showReviewsSection: true,
  showProfileSection: true,
  showNotifications: true,
  enableOnlineBooking: true,
  enableCancelBooking: true,
  enableRescheduleBooking: true,
  enablePaymentHistory: false,
  enableLoyaltyProgram: false,
  emailNotifications: true,
  smsNotifications: true,
  pushNotifications: true,
  welcomeMessage: '',
  footerText: '',
  businessDescription: '',
} as const;

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

export const publicCustomizationSchema = customizationSchema.extend({ businessName: z.string() });

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

/** Shown on the booking page, and the 409 of POST /api/bookings, while the owner has turned online booking off. */
export const ONLINE_BOOKING_OFF_MESSAGE = 'This business is not taking online bookings right now.';
