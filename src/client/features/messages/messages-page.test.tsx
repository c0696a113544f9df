// @vitest-environment happy-dom
// The Messages page in the app's language (issue 28, docs/decisions/041): a German owner reads the list's kinds,
// channels and statuses in German, the time the German way and the count grouped the German way.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { MessagesPage as Page } from '#shared/schemas/messages.ts';
import { MessagesPage } from './messages-page.tsx';

const page: Page = {
  items: [
    {
      id: 'm1',
      bookingId: 'bk1',
      kind: 'reminder_24h',
      channel: 'email',
      recipient: 'lena@example.test',
      status: 'sent',
      reason: null,
      detail: null,
      handOver: null,
      attempts: 1,
      dueAt: '2026-11-29T15:00:00.000Z',
      sentAt: '2026-11-29T15:00:00.000Z',
      createdAt: '2026-11-28T15:00:00.000Z',
    },
    {
      id: 'm2',
      bookingId: 'bk1',
      kind: 'owner_new_booking',
      channel: 'push',
      recipient: null,
      status: 'queued',
      reason: null,
      detail: null,
      handOver: null,
      attempts: 0,
      dueAt: '2026-11-29T16:30:00.000Z',
      sentAt: null,
      createdAt: '2026-11-28T15:00:00.000Z',
    },
    {
      id: 'm3',
      bookingId: null,
      kind: 'client_sign_in_code',
      channel: 'sms',
      recipient: '+15551230000',
      status: 'skipped',
      reason: 'no SMS provider configured',
      detail: 'Sign-in code 482913',
      handOver: { kind: 'signInCode', value: '482913' },
      attempts: 1,
      dueAt: '2026-11-29T17:00:00.000Z',
      sentAt: null,
      createdAt: '2026-11-29T17:00:00.000Z',
    },
    {
      id: 'm4',
      bookingId: null,
      kind: 'test_push',
      channel: 'push',
      recipient: null,
      status: 'failed',
      reason: 'push payload needs title, body and url',
      detail: null,
      handOver: null,
      attempts: 1,
      dueAt: '2026-11-29T17:05:00.000Z',
      sentAt: null,
      createdAt: '2026-11-29T17:05:00.000Z',
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1234,
  totalIsCapped: false,
};

describe('the Messages page in the app’s language', () => {
  it('German: kinds, channels, statuses, times and the count speak German', async () => {
    renderInAppLanguage(
      <MessagesPage />,
      'de',
      {
        'GET /api/businesses/me': { id: 'b1', name: 'Fade Studio', slug: 'fade', timezone: 'Europe/Berlin' },
        'GET /api/messages': page,
      },
      { path: '/messages' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nachrichten' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Nachrichten, neueste zuerst' });
    const [, sent, queued, code, test] = within(table).getAllByRole('row');
    expect(within(sent as HTMLElement).getByText('Erinnerung, 24 Stunden vorher')).toBeTruthy();
    expect(within(sent as HTMLElement).getByText('E-Mail · gesendet 29. Nov., 16:00')).toBeTruthy();
    expect(within(sent as HTMLElement).getByText('Gesendet')).toBeTruthy();
    expect(within(queued as HTMLElement).getByText('Neue Buchung (an Sie)')).toBeTruthy();
    expect(within(queued as HTMLElement).getByText('Push · fällig 29. Nov., 17:30')).toBeTruthy();
    expect(within(queued as HTMLElement).getByText('Ihre Geräte')).toBeTruthy();
    expect(within(queued as HTMLElement).getByText('Wartend')).toBeTruthy();
    // What is left to pass on by hand, and a kind and a failure the outbox words itself, in German too.
    expect(within(code as HTMLElement).getByText('Anmeldecode')).toBeTruthy();
    expect(within(code as HTMLElement).getByText('Anmeldecode 482913')).toBeTruthy();
    expect(within(code as HTMLElement).getByText('kein SMS-Anbieter eingerichtet')).toBeTruthy();
    expect(within(test as HTMLElement).getByText('Testbenachrichtigung (an Sie)')).toBeTruthy();
    expect(
      within(test as HTMLElement).getByText('der Push-Nachricht fehlen Titel, Text oder Link'),
    ).toBeTruthy();
    expect(table.textContent).not.toMatch(/Sign-in code|test push|payload/);
    expect(screen.getByText('Seite 1 von 25 · 1.234 Nachrichten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
  });
});
