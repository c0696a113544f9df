// Portfolio dialog content: the featured live site and six example website projects (spec part 2 §2, §3).

export interface PortfolioProject {
  title: string;
  category: string;
  features: readonly string[];
  /** Tailwind gradient used for the project's preview panel. */
  gradient: string;
}

/** Our own public booking page for the demo business; same origin, so it can be framed. */
export const FEATURED_SITE = {
  title: 'Demo barbershop booking site',
  url: '/book/demo',
  description: 'A live booking website built on Bookwell. Try it: pick a service and a time.',
} as const;

export const PORTFOLIO_PROJECTS: readonly PortfolioProject[] = [
  {
    title: 'Salon website with online booking',
    category: 'Hair & Beauty',
    features: ['Service menu with prices', 'Stylist profiles', 'Instant online booking'],
    gradient: 'from-rose-700 to-pink-800',
  },
  {
    title: 'Studio site with class schedule',
    category: 'Fitness & Wellness',
    features: ['Class timetable', 'Group and recurring bookings', 'Membership information'],
    gradient: 'from-orange-700 to-red-800',
  },
  {
    title: 'Portfolio for a photographer',
    category: 'Creative Services',
    features: ['Full-screen galleries', 'Session packages', 'Deposits paid online'],
    gradient: 'from-violet-700 to-purple-800',
  },
  {
    title: 'Clinic site with patient booking',
    category: 'Healthcare',
    features: ['Practitioner pages', 'Appointment reminders', 'Accessible, fast pages'],
    gradient: 'from-sky-700 to-blue-800',
  },
  {
    title: 'Agency site with viewing requests',
    category: 'Real Estate',
    features: ['Property listings', 'Viewing appointments', 'Lead capture forms'],
    gradient: 'from-slate-600 to-slate-800',
  },
  {
    title: 'Restaurant site with table reservations',
    category: 'Restaurant',
    features: ['Menu pages', 'Table reservations', 'Opening hours and map'],
    gradient: 'from-amber-700 to-orange-800',
  },
];
