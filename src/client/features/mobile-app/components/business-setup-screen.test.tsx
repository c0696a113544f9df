// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { BusinessSetupScreen } from './business-setup-screen.tsx';

const user: PublicUser = {
  id: 'u1',
  email: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Park',
  profileImageUrl: null,
  emailVerified: true,
  isActive: true,
  isPlatformAdmin: false,
  phone: null,
  twoFactorEnabled: false,
  privacySettings: {
    profileVisibility: 'public',
    dataSharing: false,
    marketingEmails: false,
    analyticsTracking: false,
  },
  trialStartDate: null,
  trialEndDate: null,
  subscriptionStatus: 'none',
  subscriptionType: null,
  subscriptionPrice: null,
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  lastPaymentDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderScreen() {
  const view = renderWithApi(<BusinessSetupScreen user={user} onSessionExpired={() => undefined} />, {
    'GET /api/auth/user': { user },
    'POST /api/businesses': { id: 'b1', name: 'Riley Park Studio' },
  });
  return { ...view, events: userEvent.setup() };
}

describe('BusinessSetupScreen', () => {
  it('asks for the name and the type in the spec’s words, and refuses a bad optional field', async () => {
    const { events, writes } = renderScreen();
    await events.type(screen.getByLabelText('Phone'), '12');
    await events.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Business type is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByLabelText('Business name *').getAttribute('aria-describedby')).toBe(
      'pwa-business-name-error',
    );
    expect(writes()).toEqual([]);
  });

  it('creates the business with the mobile body, leaving out empty fields', async () => {
    const { events, writes } = renderScreen();
    await events.type(screen.getByLabelText('Business name *'), ' Riley Park Studio ');
    await events.selectOptions(screen.getByLabelText('Business type *'), 'fitness');
    await events.click(screen.getByRole('button', { name: 'Create Business' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: '/api/businesses',
      body: { name: 'Riley Park Studio', type: 'fitness', email: 'riley@example.com' },
    });
  });
});
