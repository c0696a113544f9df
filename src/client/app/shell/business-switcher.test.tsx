// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { membershipsOf, renderSignedIn } from '#client/test/render-signed-in.tsx';
import { BusinessSwitcher } from './business-switcher.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const two = membershipsOf(
  { id: 'b1', name: 'Fade Studio', role: 'staff' },
  { id: 'b2', name: 'Glow Spa', role: 'owner' },
);

describe('BusinessSwitcher', () => {
  it('is not there for someone in one business', async () => {
    const { container } = renderSignedIn(<BusinessSwitcher />, {
      'GET /api/memberships': membershipsOf({ id: 'b1', name: 'Fade Studio', role: 'owner' }),
    });
    await vi.waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('switches business, drops the cached data of the other one and opens the dashboard', async () => {
    const { user, writes, memory } = renderSignedIn(
      <BusinessSwitcher />,
      {
        'GET /api/memberships': two,
        'PUT /api/memberships/current': { current: two.all[1], all: two.all },
      },
      { path: '/calendar' },
    );
    const select = await screen.findByRole('combobox', { name: 'Business' });
    expect(select.textContent).toContain('Fade Studio · Staff');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Glow Spa · Owner' }));
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe('/dashboard'));
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/memberships/current', body: { businessId: 'b2' } },
    ]);
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Business' }).textContent).toContain('Glow Spa'),
    );
  });
});
