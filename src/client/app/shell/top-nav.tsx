// Top navigation bar. Signed out: 'Sign In' and 'Get Started'. Signed in: bell, avatar, 'Sign Out',
// and below lg a collapsible menu with every destination.
import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { BrandLink } from './brand-link.tsx';
import { BusinessSwitcher } from './business-switcher.tsx';
import {
  type NavItem,
  primaryNavItems,
  useNavText,
  useRoleNavItems,
  useSecondaryNavItems,
} from './nav-items.ts';
import { isNavItemActive } from './navigation.ts';
import { NotificationBell } from './notification-bell.tsx';
import { UserAvatar } from './user-avatar.tsx';

export function TopNav() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-16 items-center gap-3 px-4 lg:px-6">
        <BrandLink />
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {user ? <SignedInActions /> : <SignedOutActions />}
        </div>
      </div>
    </header>
  );
}

function SignedOutActions() {
  const { t } = useAppI18n();
  return (
    <>
      <Button asChild variant="ghost">
        <Link href={paths.auth}>{t('shell.signIn')}</Link>
      </Button>
      <Button asChild>
        <Link href={paths.auth}>{t('shell.getStarted')}</Link>
      </Button>
    </>
  );
}

function SignOutButton({ className }: { className?: string }) {
  const { logoutMutation } = useAuth();
  const { t } = useAppI18n();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={logoutMutation.isPending}
      onClick={() => logoutMutation.mutate()}
    >
      <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
      {logoutMutation.isPending ? t('shell.signingOut') : t('shell.signOut')}
    </Button>
  );
}

function SignedInActions() {
  const primaryItems = useRoleNavItems(primaryNavItems);
  const secondaryItems = useRoleNavItems(useSecondaryNavItems());
  const { user } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { t } = useAppI18n();

  // Close the menu after navigating and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every location change is the point
  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <>
      <BusinessSwitcher className="hidden lg:flex" />
      <NotificationBell />
      <UserAvatar user={user} className="hidden sm:flex" />
      <SignOutButton className="hidden lg:inline-flex" />
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? (
          <X className="size-5" aria-hidden="true" />
        ) : (
          <Menu className="size-5" aria-hidden="true" />
        )}
      </Button>
      <nav
        id={menuId}
        aria-label={t('shell.menu')}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pt-3 pb-6 shadow-lg lg:hidden"
      >
        <div className="mb-3 flex items-center gap-3 rounded-lg bg-muted/60 p-3">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate font-medium">{user?.firstName || t('shell.yourAccount')}</p>
            <p className="truncate text-sm text-muted-foreground">{user?.email}</p>
          </div>
        </div>
        <BusinessSwitcher className="mb-3 flex" />
        <MenuLinks items={primaryItems} current={location} />
        <div className="my-3 h-px bg-border" />
        <MenuLinks items={secondaryItems} current={location} />
        <SignOutButton className="mt-4 w-full" />
      </nav>
    </>
  );
}

function MenuLinks({ items, current }: { items: NavItem[]; current: string }) {
  const text = useNavText();
  return (
    <ul className="grid gap-1">
      {items.map((item) => {
        const { href, icon: Icon } = item;
        const { label, badge } = text(item);
        const active = isNavItemActive(current, href);
        return (
          <li key={item.label}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active && 'bg-accent text-accent-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
              {badge ? <Badge className="ms-auto">{badge}</Badge> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
