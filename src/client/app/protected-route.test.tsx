// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipsOf, renderSignedIn } from '#client/test/render-signed-in.tsx';
import { ProtectedRoute } from './protected-route.tsx';

const page = (
  <ProtectedRoute needs="manager">
    <h1>Payments</h1>
  </ProtectedRoute>
);

describe('ProtectedRoute with a role', () => {
  // The gate loads on demand; its first import (transformed on the spot) can outlast findBy's wait on a busy CI
  // machine, which is not what these tests are about.
  beforeAll(async () => {
    await import('./role-gate.tsx');
  });

  it('shows a staff member that the page is not theirs, never the page', async () => {
    renderSignedIn(page, {
      'GET /api/memberships': membershipsOf({ id: 'b1', name: 'Fade Studio', role: 'staff' }),
    });
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows a manager the page', async () => {
    renderSignedIn(page, {
      'GET /api/memberships': membershipsOf({ id: 'b1', name: 'Fade Studio', role: 'manager' }),
    });
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
  });

  it('shows someone without a business the page (it offers to create one)', async () => {
    renderSignedIn(page, { 'GET /api/memberships': { current: null, all: [] } });
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
  });
});
