// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuickBookingProvider } from '#client/entities/bookings/quick-booking-context.tsx';
import { membershipsOf, renderSignedIn } from '#client/test/render-signed-in.tsx';
import type { BookingView } from '#shared/schemas/booking.ts';
import { DashboardPage } from './dashboard-page.tsx';

const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
const booking = (id: string, teamMemberId: string, clientName: string) =>
  ({
    id,
    teamMemberId,
    clientName,
    dateTime: later,
    appointmentDate: later,
    status: 'confirmed',
    service: { id: 's1', name: 'Signature Cut', price: '45.00', duration: 60 },
  }) as BookingView;
const business = {
  id: 'b1',
  name: 'Fade Studio',
  slug: 'fade',
  timezone: 'UTC',
  currency: 'USD',
  status: 'active',
};

function renderDashboard(answers: Record<string, unknown>) {
  return renderSignedIn(
    <QuickBookingProvider>
      <DashboardPage />
    </QuickBookingProvider>,
    answers,
    { path: '/dashboard' },
  );
}

describe('DashboardPage for a team member', () => {
  it('shows a staff member their own day, with no business figures, and never the create-a-business prompt', async () => {
    const { sent } = renderDashboard({
      'GET /api/memberships': membershipsOf({ id: 'b1', name: 'Fade Studio', role: 'staff' }),
      'GET /api/businesses/me': business,
      'GET /api/bookings/today': [booking('k1', 'member-of-b1', 'Mine Client')],
      'GET /api/bookings/upcoming': { items: [], nextCursor: null },
    });
    const heading = await screen.findByRole('heading', { name: 'My schedule' });
    const card = heading.closest('div')?.parentElement as HTMLElement;
    expect(within(card).getByText('Mine Client')).toBeTruthy();
    expect(screen.queryByText('Create Your Business Profile')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Whose schedule' })).toBeNull();
    expect(sent.some((r) => r.path === '/api/analytics/dashboard')).toBe(false);
  });

  it('offers the business to someone without any', async () => {
    renderDashboard({
      'GET /api/memberships': { current: null, all: [] },
      'GET /api/businesses/me': Response.json({ message: 'Business not found' }, { status: 404 }),
    });
    expect(await screen.findByRole('link', { name: 'Create Your Business Profile' })).toBeTruthy();
  });
});
