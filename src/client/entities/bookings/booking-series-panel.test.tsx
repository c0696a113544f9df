// @vitest-environment happy-dom
// A booking's series in its details: its place in the series, 'Move this and following', and 'Cancel this and
// following' after a confirmation; a booking that does not repeat offers 'Make it repeat' with the shared repeat
// rule's messages.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { BookingDetail } from '#shared/schemas/booking.ts';
import { COUNT_MESSAGE } from '#shared/schemas/booking-series.ts';
import { BookingSeriesPanel } from './booking-series-panel.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const at = (day: number) => `2099-03-${String(day).padStart(2, '0')}T14:00:00.000Z`;
const booking = {
  id: 'b2',
  appointmentDate: at(17),
  status: 'confirmed',
  series: {
    id: 's1',
    description: 'Every week',
    startsOn: '2099-03-10',
    frequency: 'weekly',
    interval: 1,
    occurrences: [
      { id: 'b1', appointmentDate: at(10), status: 'confirmed' },
      { id: 'b2', appointmentDate: at(17), status: 'confirmed' },
      { id: 'b3', appointmentDate: at(24), status: 'confirmed' },
      { id: 'b4', appointmentDate: at(31), status: 'cancelled' },
    ],
  },
} as BookingDetail;

describe('BookingSeriesPanel', () => {
  it("shows the booking's place and cancels it and the following ones once confirmed", async () => {
    const user = userEvent.setup();
    const { writes } = renderWithApi(<BookingSeriesPanel booking={booking} timeZone="America/New_York" />, {
      'PATCH /api/bookings/b2/following': { changed: [{ bookingId: 'b2' }, { bookingId: 'b3' }] },
    });
    expect(screen.getByText('Every week · appointment 2 of 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel this and following' }));
    expect(screen.getByText(/This cancels 2 appointments of the series, this one included/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel 2 appointments' }));
    await vi.waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PATCH', path: '/api/bookings/b2/following', body: { status: 'cancelled' } },
      ]),
    );
  });

  it("says the series' rule in the owner's language, not the server's English", {
    timeout: 60_000,
  }, async () => {
    const biweekly = {
      ...booking,
      series: { ...booking.series!, description: 'Every 2 weeks', interval: 2 },
    };
    renderInAppLanguage(
      <BookingSeriesPanel booking={biweekly} timeZone="America/New_York" />,
      'de',
      {},
      {
        path: '/calendar',
      },
    );
    expect(await screen.findByText('Alle 2 Wochen · Termin 2 von 4')).toBeTruthy();
  });

  it('moves this and the following ones to the new date and time it is given', async () => {
    const user = userEvent.setup();
    const { writes } = renderWithApi(<BookingSeriesPanel booking={booking} timeZone="America/New_York" />, {
      'PATCH /api/bookings/b2/following': { changed: [{ bookingId: 'b2' }, { bookingId: 'b3' }] },
    });
    await user.click(screen.getByRole('button', { name: 'Move this and following' }));
    // 14:00 UTC on 17 March 2099 is 10:00 in New York.
    expect((screen.getByLabelText('New date') as HTMLInputElement).value).toBe('2099-03-17');
    expect((screen.getByLabelText('New time') as HTMLInputElement).value).toBe('10:00');
    await user.clear(screen.getByLabelText('New date'));
    await user.type(screen.getByLabelText('New date'), '2099-03-18');
    await user.click(screen.getByRole('button', { name: 'Move 2 appointments' }));
    await vi.waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PATCH',
          path: '/api/bookings/b2/following',
          body: { appointmentDate: '2099-03-18T10:00:00' },
        },
      ]),
    );
  });

  it("offers 'Make it repeat' for a booking to come that does not repeat, with the rule's messages", async () => {
    const user = userEvent.setup();
    const { writes } = renderWithApi(
      <BookingSeriesPanel booking={{ ...booking, series: null }} timeZone="America/New_York" />,
      {},
    );
    await user.click(screen.getByRole('button', { name: 'Make it repeat' }));
    const count = screen.getByLabelText('Appointments');
    await user.clear(count);
    await user.type(count, '1');
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    expect(await screen.findByText(COUNT_MESSAGE)).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});
