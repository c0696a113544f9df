// @vitest-environment happy-dom
// The sign-in page outside the app's frame speaks the app's language (docs/decisions/041): for a visitor, the one
// chosen on the public pages (decision 042's cookie) before the browser's.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '#client/test/render-signed-in.tsx';
import { LOCALE_COOKIE } from '#shared/i18n/locales.ts';
import { AuthPage } from './auth-page.tsx';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the public pages' language cookie, as the browser holds it
  document.cookie = `${LOCALE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('the sign-in page in the app’s language', () => {
  it('German from the landing page’s choice: the page, a figure and the form’s messages', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the language a visitor chose on the landing page
    document.cookie = `${LOCALE_COOKIE}=de`;
    // The page's first render waits for the German catalogs: an act that is awaited lets it go on.
    const { user } = await act(async () =>
      renderSignedIn(<AuthPage />, {}, { path: '/auth', signedIn: false }),
    );

    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('tab', { name: 'Registrieren' })).toBeTruthy();
    expect(screen.getByText('Über 10.000 Unternehmen vertrauen uns')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter mit Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Anmelden' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein')).toBeTruthy();
    expect(form.querySelector('input[type="email"]')?.getAttribute('placeholder')).toBe('sie@ihr-betrieb.de');
  });

  it('English without a choice, as before', async () => {
    renderSignedIn(<AuthPage />, {}, { path: '/auth', signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Trusted by 10,000+ businesses')).toBeTruthy();
  });
});
