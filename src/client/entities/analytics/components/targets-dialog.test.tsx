// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { TargetsDialog } from './targets-dialog.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const saved = { monthlyRevenue: 3000, weeklyBookings: 20, clientGrowth: 100, quarterlyRevenue: 9000 };

function renderDialog() {
  const onOpenChange = vi.fn();
  const view = renderWithApi(
    <TargetsDialog
      open
      onOpenChange={onOpenChange}
      fields={['monthlyRevenue', 'weeklyBookings', 'clientGrowth']}
      values={saved}
      currency="USD"
    />,
    { 'PUT /api/analytics/targets': { ...saved, monthlyRevenue: 4500, weeklyBookings: 25 } },
  );
  return { ...view, onOpenChange, user: userEvent.setup() };
}

describe('TargetsDialog', () => {
  it('refuses a blank, a fractional and a negative target with the schema’s messages', async () => {
    const { user, writes } = renderDialog();
    const revenue = screen.getByLabelText('Monthly revenue target (USD)');
    await user.clear(revenue);
    await user.clear(screen.getByLabelText('Weekly bookings target'));
    await user.type(screen.getByLabelText('Weekly bookings target'), '2.5');
    await user.clear(screen.getByLabelText('Client target'));
    await user.type(screen.getByLabelText('Client target'), '-3');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    const revenueError = await screen.findByText('Monthly revenue target must be a number');
    expect(screen.getByText('Weekly bookings target must be a whole number')).toBeTruthy();
    expect(screen.getByText('Client growth target must be greater than 0')).toBeTruthy();
    expect(revenue.getAttribute('aria-invalid')).toBe('true');
    expect(revenue.getAttribute('aria-describedby')).toContain(revenueError.id);
    expect(writes()).toEqual([]);
  });

  it('saves the targets shown, read as numbers (thousands commas allowed), and closes', async () => {
    const { user, writes, onOpenChange } = renderDialog();
    expect((screen.getByLabelText('Monthly revenue target (USD)') as HTMLInputElement).value).toBe('3000');
    await user.clear(screen.getByLabelText('Monthly revenue target (USD)'));
    await user.type(screen.getByLabelText('Monthly revenue target (USD)'), '4,500');
    await user.clear(screen.getByLabelText('Weekly bookings target'));
    await user.type(screen.getByLabelText('Weekly bookings target'), '25');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes()[0]?.body).toEqual({ monthlyRevenue: 4500, weeklyBookings: 25, clientGrowth: 100 });
    expect(toast).toHaveBeenCalledWith({
      title: 'Targets updated',
      description: 'Your progress now counts toward the new targets.',
    });
  });
});
