// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { SettingsTab } from './settings-tab.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const saved = {
  commissionRate: '15.00',
  freeTrialDays: 14,
  autoSuspendOverdue: true,
  emailNotifications: true,
};

async function renderTab() {
  const view = renderWithApi(<SettingsTab />, {
    'GET /api/admin/settings': saved,
    'PUT /api/admin/settings': saved,
  });
  await screen.findByLabelText('Free trial (days)');
  return { ...view, user: userEvent.setup() };
}

describe('the platform settings form', () => {
  it('refuses a bad rate and an empty trial with the schema’s messages', async () => {
    const { user, writes } = await renderTab();
    await user.clear(screen.getByLabelText('Website builder commission rate (%)'));
    await user.type(screen.getByLabelText('Website builder commission rate (%)'), '150');
    await user.clear(screen.getByLabelText('Free trial (days)'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Commission rate can be at most 100 percent')).toBeTruthy();
    expect(screen.getByText('Free trial must be a whole number of days')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('saves good input as the API takes it', async () => {
    const { user, writes } = await renderTab();
    await user.clear(screen.getByLabelText('Website builder commission rate (%)'));
    await user.type(screen.getByLabelText('Website builder commission rate (%)'), '12.5');
    await user.clear(screen.getByLabelText('Free trial (days)'));
    await user.type(screen.getByLabelText('Free trial (days)'), '30');
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      commissionRate: '12.5',
      freeTrialDays: 30,
      autoSuspendOverdue: true,
      emailNotifications: false,
    });
  });
});
