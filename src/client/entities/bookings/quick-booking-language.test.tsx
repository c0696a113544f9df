// @vitest-environment happy-dom
// The quick-booking dialog in the app's language (docs/decisions/041): opened from a page of the German app, its
// labels, a service's duration and price, the form's and the shared rules' messages, the repeat fields, the dates
// checked and the toast speak German.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { SeriesPreview } from '#shared/schemas/booking-series.ts';
import { useQuickBooking } from './quick-booking-context.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const DATE = '2099-03-10'; // a Tuesday
const week = (n: number) => `2099-03-${String(10 + 7 * n).padStart(2, '0')}T16:30:00`;
const preview: SeriesPreview = {
  description: 'Every week',
  occurrences: [
    { appointmentDate: week(0), available: true, reason: null, alternative: null },
    {
      appointmentDate: week(1),
      available: false,
      reason: 'Already booked at that time.',
      alternative: '2099-03-17T17:00:00',
    },
    { appointmentDate: week(2), available: true, reason: null, alternative: null },
  ],
};

function Opener() {
  const quickBooking = useQuickBooking();
  return <Button onClick={() => quickBooking.open({ date: DATE, time: '16:30' })}>open</Button>;
}

describe('the quick-booking dialog in the app’s language', () => {
  // The first opening transforms and loads the dialog's chunk and three German catalogs: on a machine busy with other
  // test files that took over 10 s.
  it('German: labels, a price, messages, the repeat fields, the dates checked and the toast', {
    timeout: 90_000,
  }, async () => {
    renderInAppLanguage(
      <Opener />,
      'de',
      {
        'GET /api/businesses/me': { id: 'b1', slug: 'demo', timezone: 'America/New_York', currency: 'USD' },
        'GET /api/services': [{ id: 's1', name: 'Cut', isActive: true, duration: 90, price: '1234.50' }],
        [`GET /api/businesses/b1/bookings/${DATE}`]: [],
        'POST /api/bookings/series/preview': preview,
        'POST /api/bookings/series': {
          seriesId: 'x',
          description: 'Every week',
          booked: [week(0), week(2)].map((d, i) => ({ bookingId: `b${i}`, appointmentDate: d })),
          notBooked: [],
        },
      },
      { path: '/calendar' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'open' }));
    // The first opening fetches the dialog's code and its German words.
    const dialog = await screen.findByRole('dialog', { name: 'Schnellbuchung' }, { timeout: 60_000 });
    const service = within(dialog).getByRole('combobox', { name: 'Leistung' });
    // Intl's German: no-break spaces inside the duration and the price.
    await vi.waitFor(() =>
      expect(service.textContent?.replace(/\s/g, ' ')).toBe('Cut · 1 Std. 30 Min. · 1.234,50 $'),
    );
    expect(within(dialog).getByText('Ortszeit New York')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Uhrzeit' }).textContent).toBe('16:30');

    // The form's own rule (the client's name) and a shared one (the phone), in German.
    await user.click(within(dialog).getByRole('button', { name: 'Buchung anlegen' }));
    expect(await within(dialog).findByText('Bitte geben Sie den Namen des Kunden ein')).toBeTruthy();
    expect(within(dialog).getByText('Bitte geben Sie eine Telefonnummer ein')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Angaben fehlen',
      description: 'Bitte füllen Sie alle Pflichtfelder aus.',
      variant: 'destructive',
    });

    await user.type(within(dialog).getByLabelText('Name des Kunden'), 'Robin Vale');
    await user.type(within(dialog).getByLabelText('Telefon'), '(202) 555-0202');
    const repeat = within(dialog).getByLabelText('Wiederholen');
    expect(
      within(repeat).getByRole('option', { name: 'Monatlich am zweiten Dienstag (gleicher Wochentag)' }),
    ).toBeTruthy();
    await user.selectOptions(repeat, 'weekly');
    expect(
      within(within(dialog).getByLabelText('Rhythmus')).getByRole('option', { name: 'alle 2 Wochen' }),
    ).toBeTruthy();
    const count = within(dialog).getByLabelText('Termine');
    await user.clear(count);
    await user.type(count, '53');
    await user.click(within(dialog).getByRole('button', { name: 'Termine prüfen' }));
    expect(await within(dialog).findByText('Eine Serie hat 2 bis 52 Termine.')).toBeTruthy();
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Termine prüfen' }));

    const list = await within(dialog).findByRole('list', { name: 'Termine der Serie' });
    expect(within(dialog).getByRole('heading', { name: 'Jede Woche: 3 Termine' })).toBeTruthy();
    expect(
      within(list).getByText('Di., 17. März um 16:30 – nicht buchbar: Zu dieser Zeit ist schon gebucht.'),
    ).toBeTruthy();
    expect(
      within(list).getByRole('checkbox', { name: 'Stattdessen Di., 17. März um 17:00 buchen' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '2 Termine buchen' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: '2 Termine gebucht',
        description: 'Jede Woche für Robin Vale.',
      }),
    );
  });
});
