// The landing page's hero slides, business-type tiles, feature grid and statistics (spec part 2 §1, §2, §9): their
// structure; their words are in the landing catalog (locales/en.ts, docs/decisions/042).
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
  /** A route, or 'portfolio' to open the portfolio dialog. */
  target: string | 'portfolio';
}

/** A hero slide; its words are the landing catalog's `landing.hero.{id}.*` (docs/decisions/042). */
export interface HeroSlide {
  id: 'booking' | 'websites';
  primary: HeroAction;
  secondary: HeroAction;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  { id: 'booking', primary: { target: '/auth' }, secondary: { target: '/book/demo' } },
  { id: 'websites', primary: { target: 'portfolio' }, secondary: { target: '/auth' } },
];

/** A kind of business; its name is the landing catalog's `landing.types.{id}`. */
export interface BusinessTypeTile {
  id: 'barbers' | 'spas' | 'fitness' | 'clinics' | 'beauty' | 'creatives';
  icon: LucideIcon;
  /** Tailwind gradient stops for the tile's icon badge. */
  gradient: string;
}

export const BUSINESS_TYPE_TILES: readonly BusinessTypeTile[] = [
  { id: 'barbers', icon: Scissors, gradient: 'from-rose-500 to-pink-600' },
  { id: 'spas', icon: Flower2, gradient: 'from-teal-500 to-emerald-600' },
  { id: 'fitness', icon: Dumbbell, gradient: 'from-orange-500 to-red-600' },
  { id: 'clinics', icon: Stethoscope, gradient: 'from-sky-500 to-blue-700' },
  { id: 'beauty', icon: Sparkles, gradient: 'from-fuchsia-500 to-purple-700' },
  { id: 'creatives', icon: Palette, gradient: 'from-amber-500 to-orange-700' },
];

/** A headline feature; its name and text are the landing catalog's `landing.features.{id}.*`. */
export interface FeatureHighlight {
  id: 'scheduling' | 'notifications' | 'analytics' | 'mobile' | 'team' | 'languages';
  icon: LucideIcon;
}

export const FEATURE_HIGHLIGHTS: readonly FeatureHighlight[] = [
  { id: 'scheduling', icon: CalendarClock },
  { id: 'notifications', icon: Bell },
  { id: 'analytics', icon: BarChart3 },
  { id: 'mobile', icon: Smartphone },
  { id: 'team', icon: Users },
  { id: 'languages', icon: Globe2 },
];

/**
 * A headline figure, formatted for the page's language; its label is the landing catalog's `landing.stats.{id}`.
 * A count is 'or more' ('10,000+'), `compact` in the language's short form ('2M+').
 */
export type Statistic = {
  id: 'businesses' | 'bookings' | 'growth' | 'uptime' | 'noShows' | 'support';
} & (
  | { kind: 'count'; value: number; compact?: boolean }
  | { kind: 'percent'; value: number }
  | { kind: 'hours'; value: number }
);

export const STATISTICS: readonly Statistic[] = [
  { id: 'businesses', kind: 'count', value: 10_000 },
  { id: 'bookings', kind: 'count', value: 2_000_000, compact: true },
  { id: 'growth', kind: 'percent', value: 0.4 },
  { id: 'uptime', kind: 'percent', value: 0.999 },
  { id: 'noShows', kind: 'percent', value: 0.4 },
  { id: 'support', kind: 'hours', value: 2 },
];

export interface DemoAppointment {
  /** 'HH:mm' */
  time: string;
  client: string;
  /** The landing catalog's `landing.phone.{service}`. */
  service: 'haircut' | 'massage' | 'training';
  status: 'confirmed' | 'pending';
}

/** The phone illustration in the hero (MKT-80); an illustration, never presented as anyone's data. */
export const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  { time: '09:00', client: 'Alex M.', service: 'haircut', status: 'confirmed' },
  { time: '11:30', client: 'Jordan P.', service: 'massage', status: 'confirmed' },
  { time: '14:00', client: 'Sam R.', service: 'training', status: 'pending' },
];

/** Five weeks of a month view in the phone illustration (MKT-81). */
export const DEMO_CALENDAR_CELLS = 35;
