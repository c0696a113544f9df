// The booking page / client dashboard customisation an owner sets, with the spec's defaults.
import { z } from 'zod';
import { parseHexColor } from '#shared/domain/palette.ts';
import { imageUrlOrEmptySchema } from './image-url.ts';

const hexColor = z.string().transform((value, ctx) => {
  const parsed = parseHexColor(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: `${value} is not a colour; use a hex value such as #10b981` });
    return z.NEVER;
  }
  return parsed;
});

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
  welcomeMessage: z.string().max(500),
  footerText: z.string().max(500),
  businessDescription: z.string().max(2000),
};
const colorKeys = ['primaryColor', 'secondaryColor', 'accentColor', 'backgroundColor', 'textColor'] as const;

/** What the API returns (stored values, already normalised). */
export const customizationSchema = z.object({
  logoUrl: z.string(),
  bannerUrl: z.string(),
  ...(Object.fromEntries(colorKeys.map((k) => [k, z.string()])) as Record<
    (typeof colorKeys)[number],
    z.ZodString
  >),
  layoutStyle: z.enum(['modern', 'minimal', 'classic']),
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
    ...(Object.fromEntries(colorKeys.map((k) => [k, hexColor])) as Record<
      (typeof colorKeys)[number],
      typeof hexColor
    >),
    layoutStyle: z.enum(['modern', 'minimal', 'classic']),
    ...flags,
    ...texts,
  })
  .partial()
  .strict();
export type SaveCustomizationInput = z.output<typeof saveCustomizationInputSchema>;

// Kept here too, where the issue 14 contract named it.
export { ONLINE_BOOKING_OFF_MESSAGE } from '../online-booking.ts';
