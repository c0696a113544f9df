// Navigation entries of the sidebar, the mobile menu and the bottom bar (spec part 1 §2).

import { useQuery } from '@tanstack/react-query';
import {
  BarChart3,
  Calendar,
  CreditCard,
  Dumbbell,
  LayoutDashboard,
  LifeBuoy,
  ListOrdered,
  type LucideIcon,
  Plug,
  Scissors,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import { pageRole } from '#client/app/page-access.ts';
import { paths } from '#client/app/paths.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { openSupportRequestsQuery } from '#client/features/admin/api/admin-read.ts';
import { type AppMessageId, useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import type { MessageValues } from '#client/lib/i18n/locale-context.tsx';
import { type BusinessRole, type RoleNeeded, roleMayUse } from '#shared/access.ts';

/** `needs`: the least role, when it is not the one of the page at `href` (pageRole). `label` and `badge` are the
 * English, `message` and `badgeMessage` their catalog entries (docs/decisions/041). */
export type NavItem = {
  label: string;
  message: AppMessageId;
  href: string;
  icon: LucideIcon;
  badge?: string;
  badgeMessage?: { id: AppMessageId; values?: MessageValues };
  needs?: RoleNeeded;
};

export const primaryNavItems: NavItem[] = [
  {
    label: 'Grow your brand',
    message: 'nav.growYourBrand',
    href: paths.analytics,
    icon: Sparkles,
    badge: 'New',
    badgeMessage: { id: 'nav.new' },
  },
  { label: 'Calendar', message: 'nav.calendar', href: paths.calendar, icon: Calendar },
  // A staff member sees the sessions they teach (the API scopes them); a manager runs them all.
  { label: 'Classes', message: 'nav.classes', href: paths.classes, icon: Dumbbell },
  { label: 'Services', message: 'nav.services', href: paths.services, icon: Scissors },
  { label: 'Payments', message: 'nav.payments', href: paths.payments, icon: CreditCard },
  { label: 'Customers', message: 'nav.customers', href: paths.clients, icon: Users },
  { label: 'Waitlist', message: 'nav.waitlist', href: paths.waitlist, icon: ListOrdered },
  // The spec points 'Analytics' at the dashboard (its stats live there); reports are under 'Grow your brand'.
  { label: 'Analytics', message: 'nav.analytics', href: paths.dashboard, icon: BarChart3, needs: 'manager' },
  { label: 'Integrations', message: 'nav.integrations', href: paths.integrations, icon: Plug },
];

const secondaryNavItems: NavItem[] = [
  { label: 'Settings', message: 'nav.settings', href: paths.settings, icon: Settings },
  { label: 'Help & Support', message: 'nav.helpSupport', href: paths.support, icon: LifeBuoy },
];
const platformAdminItem: NavItem = {
  label: 'Platform admin',
  message: 'nav.platformAdmin',
  href: paths.admin,
  icon: ShieldCheck,
};

/** Settings and help; a platform admin also gets the admin console (issue 17), with the count of open support
 * requests: how every admin hears of a new one, whether or not they run a business of their own. */
export function useSecondaryNavItems(): NavItem[] {
  const { user } = useAuth();
  const admin = user?.isPlatformAdmin === true;
  const open = useQuery({ ...openSupportRequestsQuery, enabled: admin, refetchInterval: 60_000 });
  if (!admin) return secondaryNavItems;
  const count = open.data?.length ?? 0;
  return [
    ...secondaryNavItems,
    {
      ...platformAdminItem,
      ...(count > 0
        ? { badge: `${count} open`, badgeMessage: { id: 'nav.openRequests', values: { count } } }
        : {}),
    },
  ];
}

export const bottomNavItems: NavItem[] = [
  { label: 'Dashboard', message: 'nav.dashboard', href: paths.home, icon: LayoutDashboard },
  { label: 'Services', message: 'nav.services', href: paths.services, icon: Scissors },
  { label: 'Calendar', message: 'nav.calendar', href: paths.calendar, icon: Calendar },
  { label: 'Clients', message: 'nav.clients', href: paths.clients, icon: Users },
  { label: 'Settings', message: 'nav.settings', href: paths.settings, icon: Settings },
];

/** An entry's label and badge in the app's language. */
export function useNavText(): (item: NavItem) => { label: string; badge?: string } {
  const { t } = useAppI18n();
  return (item) => ({
    label: t(item.message),
    badge: item.badgeMessage ? t(item.badgeMessage.id, item.badgeMessage.values) : item.badge,
  });
}

/** The entries a role may open: a staff member is never offered a page that could only say no. */
export function navItemsFor(role: BusinessRole, items: NavItem[]): NavItem[] {
  return items.filter((item) => roleMayUse(role, item.needs ?? pageRole(item.href)));
}

/** navItemsFor the signed-in user's role in the current business. */
export function useRoleNavItems(items: NavItem[]): NavItem[] {
  const { role } = useCurrentRole();
  return navItemsFor(role, items);
}
