import { describe, expect, it } from 'vitest';
import { pageRole } from '#client/app/page-access.ts';
import { paths } from '#client/app/paths.ts';
import { bottomNavItems, navItemsFor, primaryNavItems } from './nav-items.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navItemsFor', () => {
  it('offers a staff member only their schedule, clients and account', () => {
    expect(labels(navItemsFor('staff', primaryNavItems))).toEqual(['Calendar', 'Classes', 'Customers']);
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

  it('gives business pages to managers and a staff member’s own pages to staff', () => {
    expect(pageRole(paths.payments)).toBe('manager');
    expect(pageRole(paths.services)).toBe('manager');
    expect(pageRole(paths.calendar)).toBe('staff');
    expect(pageRole(paths.classes)).toBe('staff');
    expect(pageRole(paths.settings)).toBe('staff');
  });
});
