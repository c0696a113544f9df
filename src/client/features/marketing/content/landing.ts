// Landing page copy: hero slides, business-type tiles, feature grid and statistics (spec part 2 §1, §2, §9).
import {
  BarChart3,
  Bell,
  CalendarClock,
  Dumbbell,
  Flower2,
  Globe2,
  type LucideIcon,
  Palette,
  Scissors,
  Smartphone,
  Sparkles,
  Stethoscope,
  Users,
} from 'lucide-react';

export interface HeroAction {
  label: string;
  /** A route, or 'portfolio' to open the portfolio dialog. */
  target: string | 'portfolio';
}

export interface HeroSlide {
  id: string;
  badge: string;
  title: string;
  highlight: string;
  description: string;
  primary: HeroAction;
  secondary: HeroAction;
  trust: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'booking',
    badge: '#1 booking platform for service businesses',
    title: 'Let clients book instantly.',
    highlight: 'Grow your business faster.',
    description:
      'Smart scheduling, a branded booking page open 24/7, automatic SMS and email reminders and real-time analytics, all in one place. Built mobile-first for barbers, salons, spas, studios and clinics.',
    primary: { label: 'Start Free Trial', target: '/auth' },
    secondary: { label: 'Watch Demo', target: '/book/demo' },
    trust: 'Trusted by 10,000+ businesses · 14-day free trial, no credit card',
  },
  {
    id: 'websites',
    badge: 'Professional website development',
    title: 'Stunning websites',
    highlight: 'that convert visitors into bookings.',
    description:
      'Our team designs and builds a fast, mobile-friendly website for your business with online booking built in. One fixed price, delivered in 7–14 days.',
    primary: { label: 'View Portfolio', target: 'portfolio' },
    secondary: { label: 'Get Quote', target: '/auth' },
    trust: '150+ websites delivered · 30 days of free revisions',
  },
];

export interface BusinessTypeTile {
  name: string;
  icon: LucideIcon;
  /** Tailwind gradient stops for the tile's icon badge. */
  gradient: string;
}

export const BUSINESS_TYPE_TILES: readonly BusinessTypeTile[] = [
  { name: 'Barbers & Hair Salons', icon: Scissors, gradient: 'from-rose-500 to-pink-600' },
  { name: 'Spas & Wellness', icon: Flower2, gradient: 'from-teal-500 to-emerald-600' },
  { name: 'Fitness & Yoga Studios', icon: Dumbbell, gradient: 'from-orange-500 to-red-600' },
  { name: 'Clinics & Healthcare', icon: Stethoscope, gradient: 'from-sky-500 to-blue-700' },
  { name: 'Beauty & Nail Studios', icon: Sparkles, gradient: 'from-fuchsia-500 to-purple-700' },
  { name: 'Photographers & Creatives', icon: Palette, gradient: 'from-amber-500 to-orange-700' },
];

export interface FeatureHighlight {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const FEATURE_HIGHLIGHTS: readonly FeatureHighlight[] = [
  {
    title: 'Smart scheduling',
    description:
      'Opening hours, staff availability and service lengths are combined into bookable times, so a slot is never double-booked.',
    icon: CalendarClock,
  },
  {
    title: 'Instant notifications',
    description:
      'Confirmations the moment a client books, plus SMS and email reminders 24 hours and 2 hours before each appointment.',
    icon: Bell,
  },
  {
    title: 'Advanced analytics',
    description:
      'Revenue, bookings, busiest times and top services at a glance, with reports you can act on.',
    icon: BarChart3,
  },
  {
    title: 'Mobile-first design',
    description:
      'Run your day from your phone. Install the app on your home screen and keep working even when the signal drops.',
    icon: Smartphone,
  },
  {
    title: 'Team management',
    description:
      'Give every staff member their own schedule, services and hours, and let clients pick who they book with.',
    icon: Users,
  },
  {
    title: 'Multi-language & time zones',
    description:
      'Clients see times in your business’s time zone wherever they book from, in the language that suits them.',
    icon: Globe2,
  },
];

export interface Statistic {
  value: string;
  label: string;
}

export const STATISTICS: readonly Statistic[] = [
  { value: '10,000+', label: 'Active businesses' },
  { value: '2M+', label: 'Bookings made' },
  { value: '40%', label: 'Average revenue growth' },
  { value: '99.9%', label: 'Uptime' },
  { value: '40%', label: 'Fewer no-shows' },
  { value: '< 2 h', label: 'Support response time' },
];

export interface DemoAppointment {
  time: string;
  client: string;
  service: string;
  status: 'confirmed' | 'pending';
}

/** The phone illustration in the hero (MKT-80); an illustration, never presented as anyone's data. */
export const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  { time: '9:00 AM', client: 'Alex M.', service: 'Haircut & Style', status: 'confirmed' },
  { time: '11:30 AM', client: 'Jordan P.', service: 'Deep Tissue Massage', status: 'confirmed' },
  { time: '2:00 PM', client: 'Sam R.', service: 'Personal Training', status: 'pending' },
];

/** Five weeks of a month view in the phone illustration (MKT-81). */
export const DEMO_CALENDAR_CELLS = 35;
