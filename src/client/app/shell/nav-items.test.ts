import { describe, expect, it } from 'vitest';
import { PAGE_ROLES } from '#client/app/page-access.ts';
import { paths } from '#client/app/paths.ts';
import { bottomNavItems, navItemsFor, primaryNavItems } from './nav-items.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navItemsFor', () => {
  it('offers a staff member only their schedule, clients and account', () => {
    expect(labels(navItemsFor('staff', primaryNavItems))).toEqual(['Calendar', 'Customers']);
    expect(labels(navItemsFor('staff', bottomNavItems))).toEqual([
      'Dashboard',
      'Calendar',
      'Clients',
      'Settings',
    ]);
  });

  it('offers a manager and the owner every entry', () => {
    expect(navItemsFor('manager', primaryNavItems)).toEqual(primaryNavItems);
    expect(navItemsFor('owner', bottomNavItems)).toEqual(bottomNavItems);
  });

  it('knows the role of every signed-in page the navigation links to', () => {
    const linked = [...primaryNavItems, ...bottomNavItems].map((item) => item.href);
    expect(linked.filter((href) => !(href in PAGE_ROLES))).toEqual([]);
    expect(PAGE_ROLES[paths.payments]).toBe('manager');
  });
});
