// @vitest-environment happy-dom
// The toasts' own words (issue 28): what a screen reader hears before a toast, the region's name and the close button
// speak the language of the page on screen (the `lang` every translated page puts on <html>: the app's frame, the
// public and marketing pages), as the Toaster sits beside every page, outside its language provider.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentLocale, loadUiMessages } from '#client/lib/app-i18n/ui-i18n.ts';
import { Toaster } from './toaster.tsx';
import { dismissToast, toast } from './use-toast.ts';

/** A page in `lang` raises a toast titled `title`. */
async function toastOnPage(lang: string, title: string) {
  document.documentElement.lang = lang;
  // The language's words, a chunk of their own, as the page's first toast fetches them.
  await loadUiMessages(documentLocale(lang));
  render(
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>,
  );
  act(() => {
    toast({ title });
  });
  await screen.findByText(title, { selector: 'div' });
}

describe('the Toaster', () => {
  afterEach(() => {
    act(() => dismissToast());
    cleanup();
    document.documentElement.lang = '';
  });

  it("names its region, its close button and each toast in the page's language", async () => {
    await toastOnPage('de', 'Gespeichert');
    expect(screen.getByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    // Radix announces each toast with the provider's label before its text.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Benachrichtigung\s*Gespeichert/),
    );
  });

  it('stays English in English', async () => {
    await toastOnPage('en', 'Saved');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Notification\s*Saved/));
  });
});
