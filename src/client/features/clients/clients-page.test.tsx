// @vitest-environment happy-dom
// The owner's Clients page in the app's language (issue 28, docs/decisions/041): a German owner reads the figures,
// the list's count with its plural, dates, amounts and counts the German way, and a client's details and history in
// German; English stays as it was.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ClientDetail, ClientItem, ClientListResponse } from '#shared/schemas/client.ts';
import { ClientsPage } from './clients-page.tsx';

const lena: ClientItem = {
  id: 'c1',
  firstName: 'Lena',
  lastName: 'Vogel',
  phone: '+49 30 1234567',
  email: 'lena@example.com',
  dateOfBirth: null,
  tags: ['VIP'],
  notes: null,
  marketingConsent: false,
  createdAt: '2025-11-02T10:00:00.000Z',
  bookingsCount: 3,
  lastVisit: '2026-03-17T14:30:00.000Z',
  nextVisit: null,
  totalSpent: '1234.50',
  noShows: 1,
  status: 'active',
};
const max: ClientItem = {
  ...lena,
  id: 'c2',
  firstName: 'Max',
  lastName: 'Braun',
  phone: '+49 30 7654321',
  email: null,
  tags: [],
  bookingsCount: 0,
  lastVisit: null,
  totalSpent: '0.00',
  noShows: 0,
  status: 'inactive',
};
const list: ClientListResponse = {
  items: [lena, max],
  matched: 1234,
  summary: { total: 1234, active: 1, newThisMonth: 0, averageSpend: '45.00' },
};
const lenaInFull: ClientDetail = {
  ...lena,
  bookings: [
    {
      id: 'k1',
      appointmentDate: '2026-03-17T14:30:00.000Z',
      durationMinutes: 60,
      status: 'no_show',
      price: '45.00',
      amount: '45.00',
      notes: 'Bitte pünktlich',
      service: { id: 's1', name: 'Signature Cut' },
      staff: { id: 'm1', name: 'Alex' },
    },
  ],
};

function renderClients(language: Locale) {
  return renderInAppLanguage(
    <ClientsPage />,
    language,
    {
      'GET /api/businesses/me': {
        id: 'b1',
        name: 'Fade Studio',
        slug: 'fade',
        timezone: 'Europe/Berlin',
        currency: 'EUR',
      },
      'GET /api/clients': list,
      'GET /api/clients/c1': lenaInFull,
    },
    { path: '/clients' },
  );
}

describe('the Clients page in the app’s language', () => {
  it('German: figures, the list and a client’s details and history speak German, formats the German way', async () => {
    const { user } = renderClients('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kunden' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kunden gesamt' })).toBeTruthy();
    expect(screen.getAllByText('1.234').length).toBeGreaterThan(0);
    expect(screen.getByText('45,00 €')).toBeTruthy();
    expect(await screen.findByText('2 von 1.234 Kunden angezeigt')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Kunden suchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' })).toBeTruthy();

    const cards = within(screen.getByRole('list', { name: 'Kunden' }));
    expect(cards.getByText('Aktiv')).toBeTruthy();
    expect(cards.getByText('Inaktiv')).toBeTruthy();
    expect(cards.getAllByText('Gesamtumsatz')).toHaveLength(2);
    expect(cards.getByText('1.234,50 €')).toBeTruthy();
    expect(cards.getByText('17. März 2026')).toBeTruthy();
    expect(cards.getByText('Noch keiner')).toBeTruthy();
    expect(cards.getByRole('link', { name: 'Lena Vogel anrufen' })).toBeTruthy();

    await user.click(cards.getByRole('button', { name: 'Lena Vogel ansehen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lena Vogel' }));
    expect(dialog.getByText('Kunde seit')).toBeTruthy();
    expect(dialog.getByText('2. Nov. 2025')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    await user.click(dialog.getByRole('tab', { name: 'Verlauf (1)' }));
    const history = within(dialog.getByRole('list', { name: 'Buchungsverlauf, neueste zuerst' }));
    expect(history.getByText('Di., 17. März 2026, 15:30 · Alex')).toBeTruthy();
    expect(history.getByText('„Bitte pünktlich“')).toBeTruthy();
    expect(history.getByText('nicht erschienen')).toBeTruthy();
  });

  it('English stays as it was', async () => {
    const { user } = renderClients('en');
    expect(await screen.findByText('Showing 2 of 1234 clients')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Total Clients' })).toBeTruthy();
    expect(screen.getByText('€45.00')).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Clients' }));
    expect(cards.getByText('€1,234.50')).toBeTruthy();
    expect(cards.getByText('Mar 17, 2026')).toBeTruthy();
    expect(cards.getByText('None yet')).toBeTruthy();

    await user.click(cards.getByRole('button', { name: 'View Lena Vogel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lena Vogel' }));
    await user.click(dialog.getByRole('tab', { name: 'History (1)' }));
    const history = within(dialog.getByRole('list', { name: 'Booking history, newest first' }));
    expect(history.getByText('Tue, Mar 17, 2026, 3:30 PM · Alex')).toBeTruthy();
    expect(history.getByText('“Bitte pünktlich”')).toBeTruthy();
    expect(history.getByText('no show')).toBeTruthy();
  });
});
