// @vitest-environment happy-dom
// The quick-booking form's repeat controls: the shared repeat rule's messages under their fields, then every date
// checked, the conflicts marked with their nearest free time, and the chosen dates booked in one request.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import {
  COUNT_MESSAGE,
  type SeriesPreview,
  UNTIL_BEFORE_START_MESSAGE,
} from '#shared/schemas/booking-series.ts';
import { QuickBookingForm } from './quick-booking-form.tsx';

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
const answers = {
  'GET /api/businesses/me': { id: 'b1', slug: 'demo', timezone: 'America/New_York', currency: 'USD' },
  'GET /api/services': [{ id: 's1', name: 'Cut', isActive: true, duration: 30, price: '30.00' }],
  [`GET /api/businesses/b1/bookings/${DATE}`]: [],
  'POST /api/bookings/series/preview': preview,
  'POST /api/bookings/series': {
    seriesId: 'x',
    description: 'Every week',
    booked: [week(0), '2099-03-17T17:00:00', week(2)].map((d, i) => ({
      bookingId: `b${i}`,
      appointmentDate: d,
    })),
    notBooked: [],
  },
};

async function filledForm() {
  const onDone = vi.fn();
  const view = renderWithApi(
    <QuickBookingForm defaults={{ date: DATE, time: '16:30' }} onDone={onDone} />,
    answers,
  );
  const user = userEvent.setup();
  await vi.waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Service' }).hasAttribute('disabled')).toBe(false),
  );
  await user.type(screen.getByLabelText('Client name'), 'Robin Vale');
  await user.type(screen.getByLabelText('Phone', { exact: true }), '(202) 555-0202');
  return { ...view, user, onDone };
}

describe('QuickBookingForm repeat', () => {
  it('names the monthly weekday and refuses 53 appointments and an end before the start under their fields', async () => {
    const { user, writes } = await filledForm();
    const repeat = screen.getByLabelText('Repeat');
    expect(within(repeat).getByRole('option', { name: /Monthly on the 2nd Tuesday/ })).toBeTruthy();
    await user.selectOptions(repeat, 'weekly');
    const count = screen.getByLabelText('Appointments');
    await user.clear(count);
    await user.type(count, '53');
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(await screen.findByText(COUNT_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('Appointments').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(screen.getByLabelText('Ends'), 'on');
    await user.type(screen.getByLabelText('Last date'), '2099-03-01');
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(await screen.findByText(UNTIL_BEFORE_START_MESSAGE)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('lists every date with the conflict marked, and books the free ones with the alternative taken', async () => {
    const { user, writes, onDone } = await filledForm();
    await user.selectOptions(screen.getByLabelText('Repeat'), 'weekly');
    await user.selectOptions(screen.getByLabelText('Every'), '1');
    const count = screen.getByLabelText('Appointments');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Check dates' }));

    const list = await screen.findByRole('list', { name: 'Dates of the series' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list).getByText(/Tue, Mar 17 at 4:30 PM — can't be booked: Already booked at that time\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book 2 appointments' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Book Tue, Mar 17 at 5:00 PM instead' }));
    await user.click(screen.getByRole('button', { name: 'Book 3 appointments' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());

    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/bookings/series/preview',
        body: {
          serviceId: 's1',
          appointmentDate: `${DATE}T16:30:00`,
          repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 3 },
        },
      },
      {
        method: 'POST',
        path: '/api/bookings/series',
        body: {
          serviceId: 's1',
          appointmentDate: `${DATE}T16:30:00`,
          repeat: { frequency: 'weekly', interval: 1, ends: 'after', count: 3 },
          clientData: { firstName: 'Robin', lastName: 'Vale', phone: '(202) 555-0202' },
          occurrences: [week(0), '2099-03-17T17:00:00', week(2)],
        },
      },
    ]);
    expect(toast).toHaveBeenCalledWith({
      title: '3 appointments booked',
      description: 'Every week for Robin Vale.',
    });
  });
});
