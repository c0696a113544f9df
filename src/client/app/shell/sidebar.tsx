// Desktop sidebar (lg+), collapsible between narrow (icons) and wide; the choice is remembered on this device.
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import {
  type NavItem,
  primaryNavItems,
  useNavText,
  useRoleNavItems,
  useSecondaryNavItems,
} from './nav-items.ts';
import { isNavItemActive } from './navigation.ts';
import { ShareBookingCard, UpgradeCard } from './sidebar-cards.tsx';

const COLLAPSED_KEY = 'bookwell.sidebar-collapsed';

function useCollapsed() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === 'true';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  }, [collapsed]);
  return [collapsed, setCollapsed] as const;
}

export function Sidebar() {
  const primaryItems = useRoleNavItems(primaryNavItems);
  const secondaryItems = useRoleNavItems(useSecondaryNavItems());
  const { user, logoutMutation } = useAuth();
  const { data: business } = useMyBusiness();
  const [location] = useLocation();
  const [collapsed, setCollapsed] = useCollapsed();
  // The plan is the owner's (billing); a member only shares the booking link.
  const isOwner = useCurrentRole().role === 'owner';
  const { t } = useAppI18n();

  return (
    <aside
      aria-label={t('shell.sidebar')}
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-e bg-sidebar transition-[width] duration-200 lg:flex',
        collapsed ? 'w-[76px]' : 'w-[264px]',
      )}
    >
      <div
        className={cn(
          'flex items-center gap-2 px-3 pt-4 pb-3',
          collapsed ? 'justify-center' : 'justify-between',
        )}
      >
        {collapsed ? null : (
          <div className="min-w-0 px-2">
            <p className="truncate text-sm font-semibold">{user?.firstName || t('shell.welcome')}</p>
            <p className="truncate text-xs text-muted-foreground">
              {business?.name ?? t('shell.yourBusiness')}
            </p>
          </div>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground"
          aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((c) => !c)}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="rtl:-scale-x-100" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="rtl:-scale-x-100" />
          )}
        </Button>
      </div>

      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 pb-3">
        <nav aria-label={t('shell.mainNav')}>
          <SidebarLinks items={primaryItems} current={location} collapsed={collapsed} />
        </nav>
        <div className="my-2 h-px bg-border" />
        <nav aria-label={t('shell.secondaryNav')}>
          <SidebarLinks items={secondaryItems} current={location} collapsed={collapsed} />
        </nav>
        {collapsed ? null : (
          <div className="mt-auto grid gap-2 pt-3">
            {business ? <ShareBookingCard slug={business.slug} /> : null}
            {isOwner ? <UpgradeCard /> : null}
          </div>
        )}
      </div>

      <div className={cn('flex items-center gap-2 border-t p-3', collapsed && 'justify-center')}>
        {collapsed ? null : (
          <p className="min-w-0 flex-1 truncate px-2 text-xs text-muted-foreground">{user?.email}</p>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground"
          aria-label={t('shell.logOut')}
          title={t('shell.logOut')}
          disabled={logoutMutation.isPending}
          onClick={() => logoutMutation.mutate()}
        >
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
    </aside>
  );
}

function SidebarLinks({
  items,
  current,
  collapsed,
}: {
  items: NavItem[];
  current: string;
  collapsed: boolean;
}) {
  const text = useNavText();
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => {
        const { href, icon: Icon } = item;
        const { label, badge } = text(item);
        const active = isNavItemActive(current, href);
        return (
          <li key={item.label}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? label : undefined}
              className={cn(
                'group flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active && 'bg-accent text-accent-foreground',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon className={cn('size-[18px] shrink-0', active && 'text-primary')} aria-hidden="true" />
              <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
              {badge && !collapsed ? <Badge className="ms-auto px-2 text-[10px]">{badge}</Badge> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
