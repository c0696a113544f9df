// The customisation an owner sets for their booking page and client dashboards (spec part 2 §3): its fields'
// defaults, colours, layout styles and text limits. Free of zod, so the booking page's bundle can use it.

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

export const LAYOUT_STYLES = ['modern', 'minimal', 'classic'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
/** Length limits of the Content tab's texts, with the label each is refused under. */
export const TEXT_LIMITS = {
  welcomeMessage: { label: 'Welcome message', max: 500 },
  footerText: { label: 'Footer text', max: 500 },
  businessDescription: { label: 'Business description', max: 2000 },
} as const;

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
