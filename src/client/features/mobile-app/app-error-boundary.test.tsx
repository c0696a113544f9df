// @vitest-environment happy-dom
// The error screen around the whole app (MOB-39) in the language of the page that failed (issue 28): an owner whose
// app is German gets it in German, although the page's language provider has already unmounted.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLocaleProvider } from '#client/lib/app-i18n/app-locale-provider.tsx';
import { membershipsOf, renderSignedIn } from '#client/test/render-signed-in.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';

/** A page that fails when its button is pressed. */
function FailsOnPress() {
  const [fail, setFail] = useState(false);
  if (fail) throw new Error('boom');
  return (
    <button type="button" onClick={() => setFail(true)}>
      Break
    </button>
  );
}

/** Shows the app in `language` (once the owner's profile is known), then fails. */
async function renderFailing(language: 'de' | 'en') {
  renderSignedIn(
    <AppErrorBoundary>
      <Suspense fallback={null}>
        <AppLocaleProvider>
          <FailsOnPress />
        </AppLocaleProvider>
      </Suspense>
    </AppErrorBoundary>,
    {
      'GET /api/auth/user': { id: 'u1', email: 'jordan@salon.test', firstName: 'Jordan', language },
      'GET /api/memberships': membershipsOf({ id: 'b1', name: 'Fade Studio', role: 'owner' }),
    },
  );
  await waitFor(() => expect(document.documentElement.lang).toBe(language));
  fireEvent.click(await screen.findByRole('button', { name: 'Break' }));
}

describe('the app error screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it("speaks the failed page's language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderFailing('de');
    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeTruthy();
    expect(
      screen.getByText(
        'Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu, um es noch einmal zu versuchen.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('stays English in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderFailing('en');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please refresh the page to try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
