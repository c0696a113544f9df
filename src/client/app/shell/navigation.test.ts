import { describe, expect, it } from 'vitest';
import { isNavItemActive, isNavigationHidden, shellLayoutFor } from './navigation.ts';

describe('isNavigationHidden', () => {
  it('hides the navigation on admin, client dashboards and booking pages', () => {
    for (const path of [
      '/admin',
      '/admin/settings',
      '/platform-admin',
      '/client/demo',
      '/client/demo/bookings',
      '/book/demo',
      '/embed/book/demo',
    ]) {
      expect(isNavigationHidden(path), path).toBe(true);
    }
  });

  it('keeps it on owner pages whose names merely start with /client', () => {
    for (const path of ['/clients', '/client-customization', '/dashboard', '/', '/services', '/booking']) {
      expect(isNavigationHidden(path), path).toBe(false);
    }
  });
});

describe('shellLayoutFor', () => {
  it('gives signed-in owners the full app shell, also on / (their dashboard)', () => {
    expect(shellLayoutFor('/', true)).toBe('app');
    expect(shellLayoutFor('/calendar', true)).toBe('app');
    expect(shellLayoutFor('/clients', true)).toBe('app');
  });

  it('shows no app navigation to visitors on marketing pages, /auth or hidden paths', () => {
    for (const path of ['/', '/features', '/pricing', '/color-generator', '/pwa', '/auth', '/book/demo']) {
      expect(shellLayoutFor(path, false), path).toBe('bare');
    }
    expect(shellLayoutFor('/admin', true)).toBe('bare');
    expect(shellLayoutFor('/client/demo/profile', true)).toBe('bare');
  });

  it('keeps only the top bar for signed-in owners on full-width marketing pages', () => {
    expect(shellLayoutFor('/pricing', true)).toBe('top-bar');
  });

  it('shows the signed-out top bar elsewhere', () => {
    expect(shellLayoutFor('/support', false)).toBe('public');
    expect(shellLayoutFor('/nope', false)).toBe('public');
  });
});

describe('isNavItemActive', () => {
  it('matches by prefix', () => {
    expect(isNavItemActive('/services', '/services')).toBe(true);
    expect(isNavItemActive('/services/new', '/services')).toBe(true);
    expect(isNavItemActive('/calendar', '/services')).toBe(false);
    expect(isNavItemActive('/client-customization', '/clients')).toBe(false);
  });

  it('treats / as the dashboard only', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/dashboard', '/')).toBe(true);
    expect(isNavItemActive('/services', '/')).toBe(false);
  });
});
