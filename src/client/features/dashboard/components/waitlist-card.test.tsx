// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { WaitlistCard } from './waitlist-card.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const omar: WaitlistEntryView = {
  id: 'e2',
  serviceId: 's2',
  serviceName: 'Beard Trim',
  teamMemberId: null,
  teamMemberName: null,
  clientName: 'Omar Diaz',
  phone: '+1 555 010 3001',
  email: null,
  windows: [{ from: '2099-03-10', part: 'any' }],
  status: 'active',
  createdAt: '2099-03-01T14:00:00.000Z',
  offer: null,
};

describe('the dashboard waitlist card', () => {
  it('removes a waiting client only once confirmed', async () => {
    const table: Record<string, unknown> = {
      'GET /api/waitlist/summary': { enabled: true, active: 1, refilledThisMonth: 2, revenueSaved: '90.00' },
      'GET /api/waitlist': [omar],
      'DELETE /api/waitlist/e2': new Response(null, { status: 204 }),
    };
    const { writes } = renderWithApi(<WaitlistCard currency="USD" timeZone="America/New_York" />, table);
    const user = userEvent.setup();
    expect(
      await screen.findByText(/2 cancelled slots refilled this month, \$90\.00 saved\. 1 waiting\./),
    ).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Remove Omar Diaz' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Omar Diaz from the waitlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Omar Diaz' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Omar Diaz from the waitlist?' });
    table['GET /api/waitlist'] = [];
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.queryByText('Omar Diaz')).toBeNull());
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/waitlist/e2', body: undefined }]);
  });
});
