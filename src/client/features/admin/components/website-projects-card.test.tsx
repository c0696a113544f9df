// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { AdminWebsiteProject } from '#shared/schemas/admin.ts';
import { WebsiteProjectsCard } from './website-projects-card.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const project: AdminWebsiteProject = {
  id: 'p1',
  businessId: 'b1',
  businessName: 'Fade Factory',
  title: 'Barber site',
  businessType: 'barber',
  pricing: '1999.00',
  status: 'in_progress',
  deployedUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

async function renderCard(saved = project) {
  const view = renderWithApi(<WebsiteProjectsCard />, {
    'GET /api/admin/website-projects': [saved],
    'PATCH /api/admin/website-projects/p1': { ...project, deployedUrl: 'https://fade.example' },
  });
  const address = await screen.findByLabelText('Deployed address');
  return { ...view, address, user: userEvent.setup() };
}

describe('a website project row', () => {
  it('refuses an address that is not https with the schema’s message, tied to the field', async () => {
    const { user, writes, address } = await renderCard();
    await user.type(address, 'http://fade.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('The website address must be an https:// URL');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBe(message.id);
    expect(writes()).toEqual([]);
  });

  it('saves the status and the address, and says so', async () => {
    const { user, writes, address } = await renderCard();
    await user.type(address, ' https://fade.example ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/website-projects/p1',
      body: { status: 'in_progress', deployedUrl: 'https://fade.example' },
    });
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Project updated' }));
    expect(screen.queryByText('The website address must be an https:// URL')).toBeNull();
  });

  it('clears a saved address with an empty field', async () => {
    const { user, writes, address } = await renderCard({ ...project, deployedUrl: 'https://old.example' });
    expect((address as HTMLInputElement).value).toBe('https://old.example');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ status: 'in_progress', deployedUrl: '' });
  });
});
