// Features page content: feature categories and their cards (spec part 2 §2 Features page, §3 feature item).
// Each card keeps its detail route as data; no detail screens exist, so cards are not links (MKT-51).
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

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  description: string;
  href: string;
}

export interface FeatureCategory {
  id: string;
  title: string;
  intro: string;
  features: readonly FeatureItem[];
}

export const FEATURE_CATEGORIES: readonly FeatureCategory[] = [
  {
    id: 'online-booking',
    title: 'Online booking',
    intro: 'Take bookings wherever your clients find you, around the clock.',
    features: [
      {
        icon: Calendar,
        title: 'Online calendar',
        description: 'Every appointment, team member and break in one live calendar, by day or by week.',
        href: '/features/calendar',
      },
      {
        icon: Globe,
        title: 'Booking page',
        description: 'A branded booking page with your logo, colours and services, open 24/7.',
        href: '/features/booking-page',
      },
      {
        icon: Monitor,
        title: 'Website widgets',
        description: 'Add a Book Now button or an embedded booking form to the website you already have.',
        href: '/features/website-widgets',
      },
      {
        icon: Share2,
        title: 'Social booking',
        description: 'Let followers book straight from your Instagram, Facebook and TikTok profiles.',
        href: '/features/social-booking',
      },
      {
        icon: QrCode,
        title: 'QR codes',
        description: 'Print a QR code for your counter, cards or window that opens your booking page.',
        href: '/features/qr-codes',
      },
      {
        icon: Search,
        title: 'Book with Google',
        description: 'Clients who find you on Google Search and Maps can book without leaving the page.',
        href: '/features/google-booking',
      },
    ],
  },
  {
    id: 'scheduling',
    title: 'Scheduling & team',
    intro: 'Smart scheduling that respects every opening hour, break and team member.',
    features: [
      {
        icon: Video,
        title: 'Virtual meetings',
        description: 'Offer online consultations with a video link added to the booking automatically.',
        href: '/features/virtual-meetings',
      },
      {
        icon: Repeat,
        title: 'Recurring appointments',
        description: 'Book weekly or monthly series in one go for regular clients.',
        href: '/features/recurring',
      },
      {
        icon: Users,
        title: 'Group booking',
        description: 'Classes and workshops with a capacity, so several clients can book one session.',
        href: '/features/group-booking',
      },
      {
        icon: UserCog,
        title: 'Staff scheduling',
        description: 'Working hours, services and time off per team member; clients choose who they see.',
        href: '/features/staff-scheduling',
      },
      {
        icon: Clock,
        title: 'Availability rules',
        description: 'Opening hours, breaks and buffers turn into bookable times. No double booking, ever.',
        href: '/features/availability',
      },
      {
        icon: CalendarSync,
        title: 'Calendar sync',
        description: 'Keep Google, Outlook and Apple calendars in step with your Bookwell schedule.',
        href: '/features/calendar-sync',
      },
    ],
  },
  {
    id: 'reminders',
    title: 'Confirmations & reminders',
    intro: 'Automatic messages that keep clients informed and chairs full.',
    features: [
      {
        icon: CalendarCheck,
        title: 'Instant confirmations',
        description: 'Clients get a confirmation the moment they book, with every detail they need.',
        href: '/features/confirmations',
      },
      {
        icon: Mail,
        title: 'Email reminders',
        description: 'Reminders by email 24 hours and 2 hours before each appointment.',
        href: '/features/email-reminders',
      },
      {
        icon: MessageSquare,
        title: 'SMS reminders',
        description: 'Text reminders that cut no-shows by around 40%.',
        href: '/features/sms-reminders',
      },
      {
        icon: Send,
        title: 'Follow-ups',
        description: 'Thank-you messages and review requests after each visit, sent for you.',
        href: '/features/follow-ups',
      },
      {
        icon: BellRing,
        title: 'Real-time notifications',
        description: 'Know instantly when a booking is made, changed or cancelled.',
        href: '/features/notifications',
      },
    ],
  },
  {
    id: 'payments-reviews',
    title: 'Payments & reviews',
    intro: 'Get paid on time and build your reputation.',
    features: [
      {
        icon: CreditCard,
        title: 'Online payments',
        description: 'Take deposits or full payment when clients book, and track every transaction.',
        href: '/features/payments',
      },
      {
        icon: Star,
        title: 'Reviews',
        description: 'Collect ratings after each appointment and show them on your booking page.',
        href: '/features/reviews',
      },
    ],
  },
  {
    id: 'apps',
    title: 'Apps',
    intro: 'Run your business from any device, even when the connection drops.',
    features: [
      {
        icon: Smartphone,
        title: 'Mobile apps',
        description: 'Install Bookwell on your phone’s home screen with offline access and notifications.',
        href: '/features/mobile-apps',
      },
      {
        icon: Laptop,
        title: 'Desktop app',
        description: 'Install it on your computer too and keep your calendar a click away.',
        href: '/features/desktop-app',
      },
      {
        icon: Globe,
        title: 'Branded app',
        description: 'Give clients an app experience with your name, colours and logo.',
        href: '/features/branded-app',
      },
    ],
  },
  {
    id: 'insights',
    title: 'Analytics & insights',
    intro: 'Advanced analytics that show what is working and where to grow.',
    features: [
      {
        icon: BarChart3,
        title: 'Analytics dashboard',
        description: 'Bookings, revenue and client numbers for the week, month and year.',
        href: '/features/analytics',
      },
      {
        icon: TrendingUp,
        title: 'Revenue tracking',
        description: 'See what each service and team member earns, and spot your best days.',
        href: '/features/revenue',
      },
      {
        icon: Users,
        title: 'Client insights',
        description: 'A CRM with every client’s history, preferences and notes in one profile.',
        href: '/features/client-insights',
      },
      {
        icon: FileText,
        title: 'Reports',
        description: 'Clear reports on bookings, no-shows and revenue, ready to export.',
        href: '/features/reports',
      },
    ],
  },
];

/** All 26 detail routes, for tests and future detail pages. */
export const FEATURE_DETAIL_HREFS: readonly string[] = FEATURE_CATEGORIES.flatMap((category) =>
  category.features.map((feature) => feature.href),
);

export const FEATURES_HERO_POINTS = [
  'Smart scheduling',
  'Instant notifications',
  'Advanced analytics',
  'Mobile-first design',
  'Team management',
  'Multi-language & time zones',
] as const;
