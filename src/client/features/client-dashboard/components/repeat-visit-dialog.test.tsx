// @vitest-environment happy-dom
// 'Make it repeat' on the client dashboard (issue 30): the card offers it only where the business allows it, the
// dialog checks every date, the client takes the nearest free time for a taken one and books the rest in one
// request; a refusal shows in the dialog with the choices kept. In the page's language (docs/decisions/040, 041):
// in German the dialog's own words (the client catalog), the repeat fields, their messages and the dates checked
// (the shared series catalog) and the visits booked, with German dates.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadSeriesMessages } from '#client/entities/bookings/series-i18n.ts';
import { LocaleContext } from '#client/lib/i18n/locale-context.tsx';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { COUNT_MESSAGE, type SeriesPreview } from '#shared/schemas/booking-series.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { loadClientMessages } from '../i18n.ts';
import { DEFAULT_FLAGS } from '../sections.ts';
import { BookingCard } from './booking-card.tsx';
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
const week = (n: number) => `2099-${n === 1 ? '11-27' : n === 2 ? '12-04' : '12-11'}T10:00:00`;
const preview: SeriesPreview = {
  description: 'Every week',
  occurrences: [
    { appointmentDate: week(1), available: true, reason: null, alternative: null },
    {
      appointmentDate: week(2),
      available: false,
      reason: 'Already booked at that time.',
      alternative: '2099-12-04T11:00:00',
    },
    { appointmentDate: week(3), available: true, reason: null, alternative: null },
  ],
};
const PREVIEW = 'POST /api/client/bookings/b1/repeat/preview';
const REPEAT = 'POST /api/client/bookings/b1/repeat';
const booked = {
  seriesId: 'x',
  description: 'Every week',
  booked: [week(1), '2099-12-04T11:00:00', week(3)].map((d, i) => ({
    bookingId: `n${i}`,
    appointmentDate: d,
  })),
  notBooked: [],
};

function openDialog(answers: Record<string, unknown>) {
  const onClose = vi.fn();
  const view = renderWithApi(
    <RepeatVisitDialog booking={booking} timeZone="America/New_York" onClose={onClose} />,
    answers,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

/** Weekly (the default) for 4 visits, this one included, checked; the list of dates checked. */
async function checkWeeklyTimes4(user: ReturnType<typeof userEvent.setup>) {
  const count = screen.getByLabelText('Appointments');
  await user.clear(count);
  await user.type(count, '4');
  await user.click(screen.getByRole('button', { name: 'Check dates' }));
}
const datesChecked = () => screen.findByRole('list', { name: 'Dates of the series' });

describe('Make it repeat on a booking card', () => {
  const card = (over: Partial<ClientPortalBooking>, flags = DEFAULT_FLAGS) => {
    const onRepeat = vi.fn();
    renderWithApi(
      <BookingCard
        booking={{ ...booking, ...over }}
        kind="upcoming"
        timeZone="America/New_York"
        currency="USD"
        bookAgainHref="/book/demo"
        flags={flags}
        onReschedule={vi.fn()}
        onCancel={vi.fn()}
        onReview={vi.fn()}
        onRepeat={onRepeat}
      />,
      {},
    );
    return onRepeat;
  };

  it('is offered where the server says the visit can repeat, and opens the dialog for that visit', async () => {
    const onRepeat = card({});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make it repeat' }));
    expect(onRepeat).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }));
  });

  it('is hidden while the business does not allow it, and where the page takes no bookings', () => {
    card({ canRepeat: false });
    expect(screen.queryByRole('button', { name: 'Make it repeat' })).toBeNull();
    card({}, { ...DEFAULT_FLAGS, enableOnlineBooking: false });
    expect(screen.queryByRole('button', { name: 'Make it repeat' })).toBeNull();
  });
});

describe('RepeatVisitDialog', () => {
  it('refuses 53 visits and "Does not repeat" with their messages, sending nothing', async () => {
    const { user, sent } = openDialog({ [PREVIEW]: preview });
    const count = screen.getByLabelText('Appointments');
    await user.clear(count);
    await user.type(count, '53');
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(await screen.findByText(COUNT_MESSAGE)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Repeat'), 'none');
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(await screen.findByText('Choose weekly or monthly.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('checks every date, takes the nearest free time for the taken one and books them in one request', async () => {
    const { user, writes } = openDialog({ [PREVIEW]: preview, [REPEAT]: booked });
    await checkWeeklyTimes4(user);
    const dates = await datesChecked();
    expect(writes()[0]?.body).toEqual({
      repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 4 },
    });
    expect(within(dates).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(dates).getByText("Fri, Dec 4 at 10:00 AM — can't be booked: Already booked at that time."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book 2 visits' })).toBeTruthy();

    await user.click(within(dates).getByRole('checkbox', { name: 'Book Fri, Dec 4 at 11:00 AM instead' }));
    await user.click(screen.getByRole('button', { name: 'Book 3 visits' }));
    expect(await screen.findByRole('heading', { name: '3 visits booked' })).toBeTruthy();
    expect(writes()[1]).toEqual({
      method: 'POST',
      path: '/api/client/bookings/b1/repeat',
      body: {
        repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 4 },
        occurrences: [week(1), '2099-12-04T11:00:00', week(3)],
      },
    });
    const list = screen.getByRole('list', { name: 'Booked visits' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fri, Nov 27 at 10:00 AM', 'Fri, Dec 4 at 11:00 AM', 'Fri, Dec 11 at 10:00 AM']);
  });

  it("shows the server's refusal in the dialog and keeps the dates chosen", async () => {
    const refusal = Response.json(
      { message: 'None of the chosen appointments could be booked. Check the dates again.' },
      { status: 409 },
    );
    const { user, onClose } = openDialog({ [PREVIEW]: preview, [REPEAT]: refusal });
    await checkWeeklyTimes4(user);
    const dates = await datesChecked();
    const alternative = within(dates).getByRole('checkbox', { name: /instead$/ });
    await user.click(alternative);
    await user.click(screen.getByRole('button', { name: 'Book 3 visits' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'None of the chosen appointments could be booked. Check the dates again.',
    );
    expect(alternative.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Book 3 visits' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused check under the fields, the choices kept', async () => {
    const refusal = Response.json(
      { message: 'Repeating bookings are made by the business. Please contact them.' },
      { status: 409 },
    );
    const { user } = openDialog({ [PREVIEW]: refusal });
    await checkWeeklyTimes4(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Repeating bookings are made by the business. Please contact them.',
    );
    expect((screen.getByLabelText('Appointments') as HTMLInputElement).value).toBe('4');
  });
});

describe('RepeatVisitDialog in the page’s language', () => {
  it('German: the dialog, the repeat fields, a message, the dates checked and the visits booked', async () => {
    // The page's catalog and the repeat fields' words, fetched ahead (the page's Suspense waits for them).
    const [messages] = await Promise.all([loadClientMessages('de'), loadSeriesMessages('de')]);
    renderWithApi(
      <LocaleContext value={{ locale: 'de', messages, changeLocale: vi.fn() }}>
        <RepeatVisitDialog booking={booking} timeZone="America/New_York" onClose={vi.fn()} />
      </LocaleContext>,
      {
        [PREVIEW]: { ...preview, occurrences: preview.occurrences.slice(0, 2) },
        [REPEAT]: {
          ...booked,
          booked: [{ bookingId: 'n1', appointmentDate: week(1) }],
          notBooked: [{ appointmentDate: week(2), reason: 'Already booked at that time.' }],
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
      within(dialog).getByText('Jede Woche. Sie finden sie unter Ihren anstehenden Terminen.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Fr., 27. Nov. um 10:00')).toBeTruthy();
    expect(
      within(dialog).getByText('Fr., 4. Dez. um 10:00 – nicht gebucht: Zu dieser Zeit ist schon gebucht.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fertig' })).toBeTruthy();
  });
});
