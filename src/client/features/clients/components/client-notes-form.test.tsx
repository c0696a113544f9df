// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { ClientDetail } from '#shared/schemas/client.ts';
import { ClientNotesForm } from './client-notes-form.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const client: ClientDetail = {
  id: 'c1',
  firstName: 'Maya',
  lastName: 'Lopez',
  phone: '(555) 123-4567',
  email: null,
  dateOfBirth: null,
  tags: ['VIP'],
  notes: null,
  marketingConsent: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  bookingsCount: 0,
  lastVisit: null,
  nextVisit: null,
  totalSpent: '0.00',
  noShows: 0,
  status: 'active',
  bookings: [],
};

function renderForm() {
  const view = renderWithApi(<ClientNotesForm client={client} />, { 'PATCH /api/clients/c1': client });
  return { ...view, user: userEvent.setup() };
}

describe('ClientNotesForm', () => {
  it('refuses a tag over 40 characters with the schema’s message', async () => {
    const { user, writes } = renderForm();
    await user.type(screen.getByLabelText('Tags'), `, ${'x'.repeat(41)}`);
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Tags must be at most 40 characters')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('saves the notes, the tags as a list and the consent', async () => {
    const { user, writes } = renderForm();
    await user.type(screen.getByLabelText('Notes'), 'Prefers mornings');
    await user.type(screen.getByLabelText('Tags'), ', Regular, VIP');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Client updated',
        description: 'Notes and preferences saved.',
      }),
    );
    expect(writes()[0]?.body).toEqual({
      notes: 'Prefers mornings',
      tags: ['VIP', 'Regular'],
      marketingConsent: true,
    });
    expect(screen.getByRole('button', { name: 'Save notes' }).hasAttribute('disabled')).toBe(true);
  });
});
