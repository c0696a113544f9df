// @vitest-environment happy-dom
// The Client Dashboard Customization editor in the app's language (issue 28, docs/decisions/041): a German owner reads
// the page, its tabs, a colour field with its hint, a layout, a switch and a text's count the German way; the live
// preview beside it shows what clients see, in the client pages' words in the business's language (Spanish here).
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { CUSTOMIZATION_DEFAULTS } from '#shared/domain/customization.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ClientCustomizationPage } from './client-customization-page.tsx';

function renderEditor(language: Locale, businessLanguage: Locale = language) {
  return renderInAppLanguage(
    <ClientCustomizationPage />,
    language,
    {
      'GET /api/businesses/me': {
        id: 'b1',
        name: 'Fade Studio',
        slug: 'fade',
        currency: 'EUR',
        language: businessLanguage,
      },
      'GET /api/client-customization': { ...CUSTOMIZATION_DEFAULTS, businessDescription: 'x'.repeat(1234) },
      'GET /api/services': [],
    },
    { path: '/client-customization' },
  );
}

describe('the customisation editor in the app’s language', () => {
  it('German: the page, its tabs and fields speak German, counts are grouped the German way', async () => {
    renderEditor('de', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundenbereich gestalten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logo hochladen' })).toBeTruthy();

    const user = userEvent.setup();
    const primary = screen.getByLabelText('Hauptfarbe');
    await user.clear(primary);
    await user.type(primary, 'blau');
    expect(screen.getByText('Verwenden Sie einen Hex-Farbwert wie #10b981.')).toBeTruthy();
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Layout' }));
    expect(await screen.findByText('Karten mit Schatten')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Funktionen' }));
    expect(await screen.findByRole('switch', { name: 'Treueprogramm' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Inhalte' }));
    expect(await screen.findByText('1.234/2.000')).toBeTruthy();

    // The preview speaks as the clients' pages do: the business's Spanish, not the owner's German.
    const preview = within(screen.getByTestId('live-preview'));
    expect(preview.getByText('Reservar una cita')).toBeTruthy();
    expect(preview.getByText('Próximas')).toBeTruthy();
    expect(preview.getByText('Todavía no hay servicios publicados.')).toBeTruthy();
    expect(preview.queryByText(/Book an appointment|Upcoming|Termin buchen/)).toBeNull();
  });

  it('English stays as it was', async () => {
    renderEditor('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client Dashboard Customization' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect(screen.getByLabelText('Primary color picker')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect(await screen.findByText('1234/2000')).toBeTruthy();
    expect(within(screen.getByTestId('live-preview')).getByText('Book an appointment')).toBeTruthy();
  });
});
