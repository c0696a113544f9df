// @vitest-environment happy-dom
// The Integrations page in the app's language (issue 28, docs/decisions/041): a German owner reads the page, a card's
// description and features, the category chips, and the request dialog's empty-name message in German; product
// names stay as they are.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { IntegrationsPage } from './integrations-page.tsx';

describe('the Integrations page in the app’s language', () => {
  it('German: the page, the cards, a search and the request dialog speak German', async () => {
    renderInAppLanguage(
      <IntegrationsPage />,
      'de',
      {
        'GET /api/businesses/me': { id: 'b1', name: 'Fade Studio', slug: 'fade', timezone: 'Europe/Berlin' },
        'GET /api/integrations': [{ integrationId: 'mailchimp', isConnected: true }],
      },
      { path: '/integrations' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrationen' })).toBeTruthy();
    const mailchimp = await screen.findByTestId('integration-mailchimp');
    expect(within(mailchimp).getByText('Kunden mit Ihren E-Mail-Listen synchronisieren.')).toBeTruthy();
    expect(within(mailchimp).getByRole('list', { name: 'Funktionen von Mailchimp' })).toBeTruthy();
    expect(within(mailchimp).getByText('E-Mail-Kampagnen')).toBeTruthy();
    expect(within(mailchimp).getByText('Verbunden')).toBeTruthy();
    expect(within(mailchimp).getByRole('button', { name: 'Trennen Mailchimp' })).toBeTruthy();

    const user = userEvent.setup();
    // The search reads the German words.
    await user.type(screen.getByRole('searchbox', { name: 'Integrationen durchsuchen' }), 'Kalenderabo');
    expect(screen.getByTestId('integration-googlecalendar')).toBeTruthy();
    expect(screen.queryByTestId('integration-mailchimp')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Zahlungen' }));
    expect(screen.getByRole('heading', { name: 'Keine Integrationen gefunden' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Integration anfragen' }));
    const dialog = screen.getByRole('dialog', { name: 'Integration anfragen' });
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText('Geben Sie die Integration ein, die Sie brauchen.')).toBeTruthy();
  });
});
