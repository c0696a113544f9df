// @vitest-environment happy-dom
// Help & Support in the app's language (issue 28, docs/decisions/041): a German owner reads the page, searches the
// German answers, and the contact form's topics and its short-question message are German.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { SupportPage } from './support-page.tsx';

describe('Help & Support in the app’s language', () => {
  it('German: the answers, their search and the contact form speak German', async () => {
    renderInAppLanguage(<SupportPage />, 'de', { 'GET /api/support/requests': [] }, { path: '/support' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe & Support' })).toBeTruthy();
    expect(screen.getByText('Wie funktioniert die Onlinebuchung?')).toBeTruthy();
    expect(screen.getByText('8 Antworten gefunden')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Antworten durchsuchen' }), 'Erstattung');
    expect(screen.getByText('1 Antwort gefunden')).toBeTruthy();
    expect(screen.getByText('Wie erfasse ich eine Zahlung oder eine Erstattung?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zahlungen öffnen' })).toBeTruthy();

    const form = screen.getByRole('heading', { name: 'Support kontaktieren' }).closest('div')?.parentElement;
    expect(form).toBeTruthy();
    await user.type(screen.getByLabelText('Betreff'), 'Anzahlung');
    await user.type(screen.getByLabelText('Ihre Frage'), 'Hilfe?');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Schreiben Sie Ihre Frage in mindestens 10 Zeichen')).toBeTruthy();
    expect(within(form as HTMLElement).getByRole('combobox', { name: 'Thema' }).textContent).toBe('Buchung');
  });
});
