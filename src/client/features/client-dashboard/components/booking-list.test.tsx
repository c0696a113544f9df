// @vitest-environment happy-dom
// 'Book again' on a past visit of several services (issue 31) leads to the booking page with the whole visit chosen:
// its first service, then the others in their order; a one-service booking's link names its service alone.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { bookHref } from '../book-href.ts';
import { DEFAULT_FLAGS } from '../sections.ts';
import { BookingList } from './booking-list.tsx';

const past = (
  id: string,
  name: string,
  serviceId: string,
  extraServiceIds: string[],
): ClientPortalBooking => ({
  id,
  appointmentDate: '2026-11-20T15:00:00.000Z',
  serviceId,
  extraServiceIds,
  service: { name, duration: 60, price: '45.00' },
  teamMember: { id: 't1', name: 'Jordan Lee' },
  client: { firstName: 'Dee', lastName: 'Park' },
  status: 'completed',
  changeBlockedReason: null,
  canReview: false,
  canRepeat: false,
});

describe("'Book again' on the client's past bookings", () => {
  it('chooses every service of a visit, in order, and a single service alone', async () => {
    renderWithApi(
      <BookingList
        bookings={[
          past('b1', 'Cut + Beard trim + Colour', 'cut', ['beard', 'colour']),
          past('b2', 'Cut', 'cut', []),
        ]}
        emptyText="No past bookings"
        bookHref={(ids) => bookHref('fade-studio', ids)}
        kind="history"
        timeZone="America/New_York"
        currency="USD"
        flags={DEFAULT_FLAGS}
        onReschedule={vi.fn()}
        onCancel={vi.fn()}
        onReview={vi.fn()}
        onRepeat={vi.fn()}
      />,
      {},
    );
    const bookAgain = async (service: string) =>
      within(await screen.findByRole('article', { name: service })).getByRole('link', {
        name: /^Book again/,
      });
    expect((await bookAgain('Cut + Beard trim + Colour')).getAttribute('href')).toBe(
      '/book/fade-studio?service=cut&service=beard&service=colour',
    );
    expect((await bookAgain('Cut')).getAttribute('href')).toBe('/book/fade-studio?service=cut');
  });
});
