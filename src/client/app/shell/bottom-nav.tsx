// Mobile bottom navigation (< lg): five tabs and a floating quick-booking button.
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useQuickBooking } from '#client/entities/bookings/quick-booking-context.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { bottomNavItems, useNavText, useRoleNavItems } from './nav-items.ts';
import { isNavItemActive } from './navigation.ts';

export function BottomNav() {
  const [location] = useLocation();
  const quickBooking = useQuickBooking();
  const items = useRoleNavItems(bottomNavItems);
  const text = useNavText();
  const { t } = useAppI18n();
  return (
    <>
      <button
        type="button"
        aria-label={t('shell.quickBooking')}
        onClick={() => quickBooking.open()}
        className="fixed end-4 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-emerald-900/25 transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/50 active:scale-95 lg:hidden"
      >
        <Plus className="size-6" aria-hidden="true" />
      </button>
      <nav
        aria-label={t('shell.bottomNav')}
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        <ul
          className="mx-auto grid h-16 max-w-md"
          style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
        >
          {items.map((item) => {
            const { href, icon: Icon } = item;
            const active = isNavItemActive(location, href);
            return (
              <li key={item.label}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-full flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                    active && 'text-primary',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {text(item).label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
