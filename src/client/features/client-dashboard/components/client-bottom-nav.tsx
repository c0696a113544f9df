// The client dashboard's bottom navigation (spec part 2 §2): the dashboard, its bookings, profile and reviews
// sections, and Alerts. Sections the owner turned off are left out.
import { CalendarDays, House, Star, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { type LaterMessageId, useLaterI18n } from '../later-i18n.ts';
import { type ClientFlags, type ClientSection, sectionVisible } from '../sections.ts';

const ITEMS: Array<{
  section: ClientSection;
  label: LaterMessageId;
  icon: ReactNode;
  href: (slug: string) => string;
}> = [
  {
    section: 'home',
    label: 'client.nav.home',
    icon: <House aria-hidden="true" />,
    href: paths.clientDashboard.build,
  },
  {
    section: 'bookings',
    label: 'client.nav.bookings',
    icon: <CalendarDays aria-hidden="true" />,
    href: paths.clientBookings.build,
  },
  {
    section: 'profile',
    label: 'client.nav.profile',
    icon: <UserRound aria-hidden="true" />,
    href: paths.clientProfile.build,
  },
  {
    section: 'reviews',
    label: 'client.tab.reviews',
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
  const { t } = useLaterI18n();
  return (
    <nav
      aria-label={t('client.nav')}
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
                {t(item.label)}
              </Link>
            </li>
          );
        })}
        {flags.showNotifications ? <li className="flex flex-1">{alerts}</li> : null}
      </ul>
    </nav>
  );
}
