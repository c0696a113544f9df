// @vitest-environment happy-dom
// The banner above every owner page while the platform suspends the business: in English the server's own notice,
// word for word; in German, German (docs/decisions/041).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { SUSPENDED_BANNER_MESSAGE, SUSPENDED_BANNER_TITLE } from '#shared/schemas/admin.ts';
import { SuspendedBanner } from './suspended-banner.tsx';

const suspended = (language: Locale) =>
  renderInAppLanguage(
    <SuspendedBanner />,
    language,
    { 'GET /api/businesses/me': { id: 'b1', name: 'Fade Studio', slug: 'fade', status: 'suspended' } },
    { path: '/dashboard' },
  );

describe('the suspended banner', () => {
  it('says the server’s notice in English, with the way to Help & Support', async () => {
    suspended('en');
    const banner = await screen.findByTestId('suspended-banner');
    expect(banner.textContent).toBe(
      `${SUSPENDED_BANNER_TITLE}${SUSPENDED_BANNER_MESSAGE} Go to Help & Support`,
    );
    expect(screen.getByRole('link', { name: 'Go to Help & Support' }).getAttribute('href')).toBe('/support');
  });

  it('speaks German to an owner whose app is in German', async () => {
    suspended('de');
    expect(await screen.findByText('Ihr Unternehmen ist gesperrt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu Hilfe & Support' })).toBeTruthy();
  });
});
