// The client dashboard's bottom navigation (spec part 2 §2): the dashboard, its bookings, profile and reviews
// sections, and Alerts. Sections the owner turned off are left out.
import { CalendarDays, House, Star, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { type ClientFlags, type ClientSection, sectionVisible } from '../sections.ts';

const ITEMS: Array<{
  section: ClientSection;
  label: string;
  icon: ReactNode;
  href: (slug: string) => string;
}> = [
  { section: 'home', label: 'Home', icon: <House aria-hidden="true" />, href: paths.clientDashboard.build },
  {
    section: 'bookings',
    label: 'Bookings',
    icon: <CalendarDays aria-hidden="true" />,
    href: paths.clientBookings.build,
  },
  {
    section: 'profile',
    label: 'Profile',
    icon: <UserRound aria-hidden="true" />,
    href: paths.clientProfile.build,
  },
  {
    section: 'reviews',
    label: 'Reviews',
    icon: <Star aria-hidden="true" />,
    href: paths.clientReviews.build,
  },
];

export const navItemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5';

export function ClientBottomNav({
  slug,
  current,
  flags,
  alerts,
}: {
  slug: string;
  current: ClientSection;
  flags: ClientFlags;
  alerts: ReactNode;
}) {
  return (
    <nav
      aria-label="Client dashboard"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-2xl gap-1 px-2 py-1">
        {ITEMS.filter((item) => sectionVisible(item.section, flags)).map((item) => {
          const active = item.section === current;
          return (
            <li key={item.section} className="flex flex-1">
              <Link
                href={item.href(slug)}
                aria-current={active ? 'page' : undefined}
                className={cn(navItemClass, active ? 'text-(--brand-ink)' : 'text-muted-foreground')}
              >
                {item.icon}
                {item.label}
              </Link>
            </li>
          );
        })}
        {flags.showNotifications ? <li className="flex flex-1">{alerts}</li> : null}
      </ul>
    </nav>
  );
}
