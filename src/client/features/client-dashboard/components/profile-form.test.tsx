// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { ClientMe } from '#shared/schemas/client-portal.ts';
import { ProfileForm } from './profile-form.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const me: ClientMe = {
  id: 'c1',
  firstName: 'Dee',
  lastName: 'Park',
  email: null,
  phone: '(202) 555-0202',
  dateOfBirth: null,
  preferences: { email: true, sms: false, reminders: true },
  business: { slug: 'demo', name: 'Demo' },
};

function renderForm() {
  const view = renderWithApi(<ProfileForm me={me} />, {
    'PATCH /api/client/profile': { ...me, firstName: 'Dee Dee', email: 'dee@example.com' },
  });
  return { ...view, user: userEvent.setup() };
}

describe('ProfileForm', () => {
  it('refuses what the server would refuse, with its messages, and sends nothing', async () => {
    const { user, writes } = renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('saves good input with the message preferences', async () => {
    const { user, writes } = renderForm();
    await user.type(screen.getByLabelText('First name'), ' Dee');
    await user.type(screen.getByLabelText('Email'), 'Dee@Example.com');
    await user.click(screen.getByRole('switch', { name: 'Text messages (SMS)' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Profile updated',
        description: 'Your details have been saved.',
      }),
    );
    expect(writes()[0]?.body).toEqual({
      firstName: 'Dee Dee',
      lastName: 'Park',
      email: 'dee@example.com',
      phone: '(202) 555-0202',
      dateOfBirth: '',
      preferences: { email: true, sms: true, reminders: true },
    });
  });
});
