// @vitest-environment happy-dom
// 'Make it repeat' in the client page's language (docs/decisions/040, 041): in German the dialog's own words (the
// client catalog), the repeat fields, their messages and the dates checked (the shared series catalog) and the
// visits booked, with German dates.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadSeriesMessages } from '#client/entities/bookings/series-i18n.ts';
import { LocaleContext } from '#client/lib/i18n/locale-context.tsx';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { SeriesPreview } from '#shared/schemas/booking-series.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { loadClientMessages } from '../i18n.ts';
import { RepeatVisitDialog } from './repeat-visit-dialog.tsx';

// Friday Nov 20 2099, 10:00 in New York.
const booking: ClientPortalBooking = {
  id: 'b1',
  appointmentDate: '2099-11-20T15:00:00.000Z',
  serviceId: 's1',
  extraServiceIds: [],
  service: { name: 'Cut', duration: 30, price: '30.00' },
  teamMember: { id: 't1', name: 'Jordan Lee' },
  client: { firstName: 'Dee', lastName: 'Park' },
  status: 'confirmed',
  changeBlockedReason: null,
  canReview: false,
  canRepeat: true,
};
const preview: SeriesPreview = {
  description: 'Every week',
  occurrences: [
    { appointmentDate: '2099-11-27T10:00:00', available: true, reason: null, alternative: null },
    {
      appointmentDate: '2099-12-04T10:00:00',
      available: false,
      reason: 'Already booked at that time.',
      alternative: '2099-12-04T11:00:00',
    },
  ],
};

describe('RepeatVisitDialog in the page’s language', () => {
  it('German: the dialog, the repeat fields, a message, the dates checked and the visits booked', async () => {
    // The page's catalog and the repeat fields' words, fetched ahead (the page's Suspense waits for them).
    const [messages] = await Promise.all([loadClientMessages('de'), loadSeriesMessages('de')]);
    renderWithApi(
      <LocaleContext value={{ locale: 'de', messages, changeLocale: vi.fn() }}>
        <RepeatVisitDialog booking={booking} timeZone="America/New_York" onClose={vi.fn()} />
      </LocaleContext>,
      {
        'POST /api/client/bookings/b1/repeat/preview': preview,
        'POST /api/client/bookings/b1/repeat': {
          seriesId: 'x',
          description: 'Every week',
          booked: [{ bookingId: 'n1', appointmentDate: '2099-11-27T10:00:00' }],
          notBooked: [{ appointmentDate: '2099-12-04T10:00:00', reason: 'Already booked at that time.' }],
        },
      },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Cut wiederholen' });
    expect(
      within(dialog).getByText(
        'Ab Ihrem Besuch am Fr., 20. Nov. 2099 um 10:00 bei Jordan Lee: zur selben Zeit, bei derselben Person. Jeder Termin wird geprüft, bevor etwas gebucht wird.',
      ),
    ).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Wiederholen'), 'none');
    await user.click(within(dialog).getByRole('button', { name: 'Termine prüfen' }));
    expect(await within(dialog).findByText('Wählen Sie wöchentlich oder monatlich.')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Wiederholen'), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Termine prüfen' }));
    const dates = await within(dialog).findByRole('list', { name: 'Termine der Serie' });
    expect(
      within(dates).getByText('Fr., 4. Dez. um 10:00 – nicht buchbar: Zu dieser Zeit ist schon gebucht.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '1 Besuch buchen' }));

    expect(await within(dialog).findByRole('heading', { name: '1 Besuch gebucht' })).toBeTruthy();
    expect(
      within(dialog).getByText('Jede Woche. Sie finden sie bei Ihren kommenden Buchungen.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Fr., 27. Nov. um 10:00')).toBeTruthy();
    expect(
      within(dialog).getByText('Fr., 4. Dez. um 10:00 – nicht gebucht: Zu dieser Zeit ist schon gebucht.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fertig' })).toBeTruthy();
  });
});
