// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { ReviewDialog } from './review-dialog.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const booking: ClientPortalBooking = {
  id: 'b1',
  appointmentDate: '2026-11-20T15:00:00.000Z',
  serviceId: 's1',
  extraServiceIds: [],
  service: { name: 'Cut', duration: 30, price: '30.00' },
  teamMember: { id: 't1', name: 'Jordan Lee' },
  client: { firstName: 'Dee', lastName: 'Park' },
  status: 'completed',
  changeBlockedReason: null,
  canReview: true,
  canRepeat: false,
};

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithApi(
    <ReviewDialog slug="demo" booking={booking} timeZone="America/New_York" onClose={onClose} />,
    { 'POST /api/client/reviews': { id: 'r1' } },
  );
  return { ...view, onClose, user: userEvent.setup() };
}

describe('ReviewDialog', () => {
  it('refuses a review without stars with the schema’s message', async () => {
    const { user, writes } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('sends the stars and the trimmed comment', async () => {
    const { user, writes, onClose } = renderDialog();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), ' Lovely cut ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.body).toEqual({ bookingId: 'b1', rating: 4, comment: 'Lovely cut' });
    expect(toast).toHaveBeenCalledWith({
      title: 'Thank you for your review!',
      description: 'It now shows on the booking page.',
    });
  });
});
