// @vitest-environment happy-dom
// The owner's Payments page in the app's language (issue 28, docs/decisions/041): a German owner reads today's
// takings, the list, the daily close and a visit's payment section in German, amounts, dates and times the German
// way; English stays as it was.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { BookingDetail } from '#shared/schemas/booking.ts';
import type { BookingBalance, CashClose, Payment, PaymentsPage } from '#shared/schemas/payment.ts';
import { PaymentsPage as Page } from './payments-page.tsx';

const payment: Payment = {
  id: 'pay1',
  kind: 'payment',
  bookingId: 'k1',
  refundOfId: null,
  method: 'card',
  amount: '1234.50',
  tip: '5.00',
  discount: '0.00',
  currency: 'USD',
  note: 'Bitte pünktlich',
  refunded: '10.00',
  teamMemberId: 'm1',
  teamMemberName: 'Alex',
  clientName: 'Lena Vogel',
  serviceName: 'Signature Cut',
  createdAt: '2026-11-23T15:00:00.000Z',
};
const page: PaymentsPage = {
  from: '2026-11-23',
  to: '2026-11-23',
  currency: 'USD',
  payments: [payment],
  totals: {
    byMethod: [{ method: 'card', amount: '1229.50' }],
    payments: '1234.50',
    tips: '5.00',
    discounts: '0.00',
    refunds: '10.00',
    net: '1229.50',
    count: 120,
  },
  page: 1,
  pageSize: 50,
};
const close: CashClose = {
  id: 'c1',
  date: '2026-11-22',
  countedCash: '38.00',
  recordedCash: '40.00',
  difference: '-2.00',
  note: null,
  createdAt: '2026-11-22T18:00:00.000Z',
};
const visit = {
  id: 'k1',
  businessId: 'b1',
  serviceId: 's1',
  teamMemberId: 'm1',
  classSessionId: null,
  appointmentDate: '2026-11-23T15:00:00.000Z',
  status: 'completed',
  notes: null,
  cancellationReason: null,
  service: { id: 's1', name: 'Signature Cut', price: '45.00', duration: 60 },
  teamMember: { id: 'm1', name: 'Alex' },
  memberEndsAt: null,
  otherParts: [],
  client: { id: 'c1', firstName: 'Lena', lastName: 'Vogel', phone: '+4930123456', email: null },
  clientName: 'Lena Vogel',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  history: [],
  series: null,
  resources: [],
  visitServices: [],
} as unknown as BookingDetail;
const balance: BookingBalance = {
  bookingId: 'k1',
  currency: 'USD',
  price: '45.00',
  discount: '0.00',
  paid: '35.00',
  tips: '5.00',
  due: '10.00',
  payments: [{ ...payment, amount: '45.00' }],
};

function renderPayments(language: Locale) {
  return renderInAppLanguage(
    <Page />,
    language,
    {
      'GET /api/businesses/me': {
        id: 'b1',
        name: 'Fade Studio',
        slug: 'fade',
        timezone: 'Europe/Berlin',
        currency: 'USD',
      },
      'GET /api/payments': page,
      'GET /api/payments/closes': { closes: [close] },
      'GET /api/team-members': [{ id: 'm1', name: 'Alex' }],
      'GET /api/bookings/today': [visit],
      'GET /api/bookings/k1': visit,
      'GET /api/bookings/k1/balance': balance,
    },
    { path: '/payments' },
  );
}

describe('the Payments page in the app’s language', () => {
  it('German: takings, the list, the close and a visit’s payment section speak German, formats the German way', async () => {
    const { user } = renderPayments('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlungen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Heutige Einnahmen' })).toBeTruthy();
    // Intl puts a no-break space before the symbol.
    expect((await screen.findByTestId('takings-total')).textContent).toMatch(/^1\.229,50\s\$$/);
    expect(screen.getByRole('heading', { name: 'Tagesabschluss' })).toBeTruthy();
    expect(screen.getByLabelText('Gezähltes Bargeld (USD)')).toBeTruthy();

    const list = within(screen.getByRole('list', { name: 'Zahlungen und Erstattungen, neueste zuerst' }));
    expect(list.getByText('1.234,50 $')).toBeTruthy();
    expect(list.getByText('+ 5,00 $ Trinkgeld')).toBeTruthy();
    expect(list.getByText('10,00 $ erstattet')).toBeTruthy();
    expect(list.getByText('Karte')).toBeTruthy();
    expect(list.getByText('Mo., 23. Nov. 2026 um 16:00')).toBeTruthy();
    expect(list.getByText('„Bitte pünktlich“')).toBeTruthy();
    expect(list.getByRole('button', { name: /^Erstatten \(Zahlung über 1\.234,50\s\$\)$/ })).toBeTruthy();
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Als CSV exportieren (die aktuelle Auswahl)' })).toBeTruthy();

    const past = within(await screen.findByRole('region', { name: 'Frühere Abschlüsse' }));
    expect(past.getByText('22. Nov. 2026')).toBeTruthy();
    expect(past.getByText('Gezählt 38,00 $ · erfasst 40,00 $ · 2,00 $ zu wenig')).toBeTruthy();

    // Today's visit: its time and status in the calendar's words, its payment section in German.
    const visits = within(screen.getByRole('list', { name: 'Heutige Besuche' }));
    expect(visits.getByText('Signature Cut · 45,00 $ · Erledigt')).toBeTruthy();
    await user.click(visits.getByRole('button', { name: 'Zahlung kassieren (Lena Vogel)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lena Vogel' }));
    expect(await dialog.findByRole('heading', { name: 'Abrechnung' })).toBeTruthy();
    expect(dialog.getByText('Offen')).toBeTruthy();
    expect(dialog.getByTestId('balance-due').textContent).toMatch(/^10,00\s\$$/);
    expect(dialog.getByText('45,00 $ + 5,00 $ Trinkgeld')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Zahlung kassieren' }));
    const form = within(dialog.getByRole('form', { name: 'Zahlung kassieren' }));
    expect((form.getByLabelText('Betrag (USD)') as HTMLInputElement).value).toBe('10.00');
    expect(form.getByRole('button', { name: 'Zahlung erfassen' })).toBeTruthy();
  });

  it('English stays as it was', async () => {
    const { user } = renderPayments('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect((await screen.findByTestId('takings-total')).textContent).toBe('$1,229.50');
    const list = within(screen.getByRole('list', { name: 'Payments and refunds, newest first' }));
    expect(list.getByText('+ $5.00 tip')).toBeTruthy();
    expect(list.getByText('Refunded $10.00')).toBeTruthy();
    expect(list.getByText('Mon, Nov 23, 2026 at 4:00 PM')).toBeTruthy();
    expect(list.getByText('“Bitte pünktlich”')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV of this selection' })).toBeTruthy();
    const past = within(await screen.findByRole('region', { name: 'Past closes' }));
    expect(past.getByText('2026-11-22')).toBeTruthy();
    expect(past.getByText('Counted $38.00 · recorded $40.00 · $2.00 short')).toBeTruthy();

    const visits = within(screen.getByRole('list', { name: "Today's visits" }));
    expect(visits.getByText('4:00 PM · Lena Vogel')).toBeTruthy();
    expect(visits.getByText('Signature Cut · $45.00 · Completed')).toBeTruthy();
    await user.click(visits.getByRole('button', { name: 'Take payment for Lena Vogel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lena Vogel' }));
    expect(await dialog.findByRole('heading', { name: 'Balance' })).toBeTruthy();
    expect(dialog.getByTestId('balance-due').textContent).toBe('$10.00');
    expect(dialog.getByText('$45.00 + $5.00 tip')).toBeTruthy();
    expect(dialog.getByText('Tips $5.00')).toBeTruthy();
  });
});
