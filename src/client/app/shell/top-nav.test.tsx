// @vitest-environment happy-dom
// The signed-out top bar (the frame around an invitation's page) in the visitor's language (issue 28): the language
// they chose on the public pages (the switcher's cookie), as the frame takes it when nobody is signed in.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAppMessages } from '#client/lib/app-i18n/app-i18n.ts';
import { AppLocaleProvider } from '#client/lib/app-i18n/app-locale-provider.tsx';
import { renderSignedIn } from '#client/test/render-signed-in.tsx';
import { LOCALE_COOKIE } from '#shared/i18n/locales.ts';
import { TopNav } from './top-nav.tsx';

function renderSignedOut() {
  renderSignedIn(
    <Suspense fallback={null}>
      <AppLocaleProvider>
        <TopNav />
      </AppLocaleProvider>
    </Suspense>,
    {},
    { path: '/invite', signedIn: false },
  );
}

describe('the signed-out top bar', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the switcher's cookie, as the browser holds it
    document.cookie = `${LOCALE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('offers to sign in or start in the visitor’s language', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the switcher's cookie, as the browser holds it
    document.cookie = `${LOCALE_COOKIE}=de`;
    // The app's German, fetched as the frame's first render asks for it.
    await loadAppMessages('de');
    renderSignedOut();
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt starten' })).toBeTruthy();
    expect(screen.queryByText(/Sign In|Get Started/)).toBeNull();
  });

  it('stays English in English', async () => {
    renderSignedOut();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeTruthy();
  });
});
