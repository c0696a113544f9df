// @vitest-environment happy-dom
// The mobile app at /pwa in the owner's language (docs/decisions/041, 044): the dashboard's words and figures by Intl,
// and the sign-in and business forms' messages, in German.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';
import { AuthScreen } from './components/auth-screen.tsx';
import { BusinessSetupScreen } from './components/business-setup-screen.tsx';
import { MobileDashboard } from './components/mobile-dashboard.tsx';

const owner = { id: 'u1', email: 'jordan@salon.test', firstName: 'Jordan', lastName: 'Lee' } as PublicUser;
const business = {
  id: 'b1',
  name: 'Fade Studio',
  slug: 'fade-studio',
  timezone: 'Europe/Berlin',
  currency: 'USD',
} as OwnerBusiness;

const booking = (id: string, dateTime: string, price: string, status: string) => ({
  id,
  dateTime,
  clientName: `Client ${id}`,
  status,
  service: { name: 'Cut', price },
});

describe('the mobile app in German', () => {
  it('the dashboard: greeting, tabs, count and revenue by Intl, times and statuses', async () => {
    renderInAppLanguage(
      <MobileDashboard user={owner} business={business} />,
      'de',
      {
        'GET /api/bookings/today': [
          booking('a', '2026-11-29T08:30:00.000Z', '1234.50', 'confirmed'),
          booking('b', '2026-11-29T13:00:00.000Z', '45.00', 'pending'),
          booking('c', '2026-11-29T15:00:00.000Z', '20.00', 'cancelled'),
        ],
      },
      { path: '/pwa' },
    );
    expect(await screen.findByText('Hallo, Jordan')).toBeTruthy();
    expect(await screen.findByText('1.279,50 $')).toBeTruthy();
    expect(screen.getByTestId('stat-today-s-bookings').textContent).toBe('2');
    expect(screen.getByText('Umsatz heute')).toBeTruthy();
    for (const tab of ['Übersicht', 'Termine', 'Kunden', 'Einstellungen']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    const next = within(screen.getByRole('region', { name: 'Als Nächstes heute' }));
    expect(next.getByText('9:30')).toBeTruthy();
    expect(next.getByText('Cut · 1.234,50 $')).toBeTruthy();
    expect(next.getByText('Bestätigt')).toBeTruthy();
    expect(next.getByText('Offen')).toBeTruthy();
  });

  it('sign-in: the shared schema’s messages and the sign-in page’s words', async () => {
    const { user } = renderInAppLanguage(
      <AuthScreen onAuthenticated={() => undefined} />,
      'de',
      {},
      { path: '/pwa' },
    );
    expect(await screen.findByText('Melden Sie sich an, um Ihre Buchungen zu verwalten.')).toBeTruthy();
    await user.click(within(document.querySelector('form')!).getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein')).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
  });

  it('the business form: its own required fields and the shared phone rule', async () => {
    const { user, writes } = renderInAppLanguage(
      <BusinessSetupScreen user={owner} onSessionExpired={() => undefined} />,
      'de',
      {},
      { path: '/pwa' },
    );
    await user.type(await screen.findByLabelText('Telefon'), '12');
    await user.click(screen.getByRole('button', { name: 'Unternehmen erstellen' }));
    expect(await screen.findByText('Bitte geben Sie den Namen des Unternehmens ein')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie die Art des Unternehmens')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige Telefonnummer ein')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Fitnessstudio' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Arztpraxis' })).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});
