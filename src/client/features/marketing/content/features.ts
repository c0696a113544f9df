// Features page content: feature categories and their cards (spec part 2 §2 Features page, §3 feature item).
// Each card keeps its detail route as data; no detail screens exist, so cards are not links (MKT-51). Their words are
// the features catalog's `features.categories.{id}.*` and `features.items.{id}.*` (docs/decisions/042).
import {
  BarChart3,
  BellRing,
  Calendar,
  CalendarCheck,
  CalendarSync,
  Clock,
  CreditCard,
  FileText,
  Globe,
  Laptop,
  type LucideIcon,
  Mail,
  MessageSquare,
  Monitor,
  QrCode,
  Repeat,
  Search,
  Send,
  Share2,
  Smartphone,
  Star,
  TrendingUp,
  UserCog,
  Users,
  Video,
} from 'lucide-react';

/** A feature's id: its words are `features.items.{id}.*`. */
export type FeatureId =
  | 'calendar'
  | 'bookingPage'
  | 'websiteWidgets'
  | 'socialBooking'
  | 'qrCodes'
  | 'googleBooking'
  | 'virtualMeetings'
  | 'recurring'
  | 'groupBooking'
  | 'staffScheduling'
  | 'availability'
  | 'calendarSync'
  | 'confirmations'
  | 'emailReminders'
  | 'smsReminders'
  | 'followUps'
  | 'notifications'
  | 'payments'
  | 'reviews'
  | 'mobileApps'
  | 'desktopApp'
  | 'brandedApp'
  | 'analytics'
  | 'revenue'
  | 'clientInsights'
  | 'reports';

export interface FeatureItem {
  icon: LucideIcon;
  id: FeatureId;
  href: string;
}

export interface FeatureCategory {
  /** Its words are `features.categories.{id}.*`. */
  id: 'onlineBooking' | 'scheduling' | 'reminders' | 'paymentsReviews' | 'apps' | 'insights';
  features: readonly FeatureItem[];
}

export const FEATURE_CATEGORIES: readonly FeatureCategory[] = [
  {
    id: 'onlineBooking',
    features: [
      {
        icon: Calendar,
        id: 'calendar',
        href: '/features/calendar',
      },
      {
        icon: Globe,
        id: 'bookingPage',
        href: '/features/booking-page',
      },
      {
        icon: Monitor,
        id: 'websiteWidgets',
        href: '/features/website-widgets',
      },
      {
        icon: Share2,
        id: 'socialBooking',
        href: '/features/social-booking',
      },
      {
        icon: QrCode,
        id: 'qrCodes',
        href: '/features/qr-codes',
      },
      {
        icon: Search,
        id: 'googleBooking',
        href: '/features/google-booking',
      },
    ],
  },
  {
    id: 'scheduling',
    features: [
      {
        icon: Video,
        id: 'virtualMeetings',
        href: '/features/virtual-meetings',
      },
      {
        icon: Repeat,
        id: 'recurring',
        href: '/features/recurring',
      },
      {
        icon: Users,
        id: 'groupBooking',
        href: '/features/group-booking',
      },
      {
        icon: UserCog,
        id: 'staffScheduling',
        href: '/features/staff-scheduling',
      },
      {
        icon: Clock,
        id: 'availability',
        href: '/features/availability',
      },
      {
        icon: CalendarSync,
        id: 'calendarSync',
        href: '/features/calendar-sync',
      },
    ],
  },
  {
    id: 'reminders',
    features: [
      {
        icon: CalendarCheck,
        id: 'confirmations',
        href: '/features/confirmations',
      },
      {
        icon: Mail,
        id: 'emailReminders',
        href: '/features/email-reminders',
      },
      {
        icon: MessageSquare,
        id: 'smsReminders',
        href: '/features/sms-reminders',
      },
      {
        icon: Send,
        id: 'followUps',
        href: '/features/follow-ups',
      },
      {
        icon: BellRing,
        id: 'notifications',
        href: '/features/notifications',
      },
    ],
  },
  {
    id: 'paymentsReviews',
    features: [
      {
        icon: CreditCard,
        id: 'payments',
        href: '/features/payments',
      },
      {
        icon: Star,
        id: 'reviews',
        href: '/features/reviews',
      },
    ],
  },
  {
    id: 'apps',
    features: [
      {
        icon: Smartphone,
        id: 'mobileApps',
        href: '/features/mobile-apps',
      },
      {
        icon: Laptop,
        id: 'desktopApp',
        href: '/features/desktop-app',
      },
      {
        icon: Globe,
        id: 'brandedApp',
        href: '/features/branded-app',
      },
    ],
  },
  {
    id: 'insights',
    features: [
      {
        icon: BarChart3,
        id: 'analytics',
        href: '/features/analytics',
      },
      {
        icon: TrendingUp,
        id: 'revenue',
        href: '/features/revenue',
      },
      {
        icon: Users,
        id: 'clientInsights',
        href: '/features/client-insights',
      },
      {
        icon: FileText,
        id: 'reports',
        href: '/features/reports',
      },
    ],
  },
];

/** All 26 detail routes, for tests and future detail pages. */
export const FEATURE_DETAIL_HREFS: readonly string[] = FEATURE_CATEGORIES.flatMap((category) =>
  category.features.map((feature) => feature.href),
);

/** The hero's selling points: `features.points.{id}`. */
export const FEATURES_HERO_POINTS = [
  'scheduling',
  'notifications',
  'analytics',
  'mobile',
  'team',
  'languages',
] as const;
