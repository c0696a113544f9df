// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

async function submit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  const view = renderWithApi(<ChangePasswordDialog open onOpenChange={() => undefined} />, {
    'POST /api/auth/change-password': { message: 'ok' },
  });
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return view;
}

describe('ChangePasswordDialog', () => {
  it('answers a mismatch with the spec’s toast, before the length', async () => {
    const { writes } = await submit('old-password', 'short', 'other');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Password mismatch',
        description: 'New password and confirm password must match.',
        variant: 'destructive',
      }),
    );
    expect(writes()).toEqual([]);
  });

  it('answers a short password with the spec’s toast', async () => {
    const { writes } = await submit('old-password', 'short', 'short');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Password too short',
        description: 'Password must be at least 8 characters long.',
        variant: 'destructive',
      }),
    );
    expect(writes()).toEqual([]);
  });

  it('asks for the current password at its field', async () => {
    const { writes } = await submit('', 'brand-new-pass-1', 'brand-new-pass-1');
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('sends good input', async () => {
    const { writes } = await submit('old-password', 'brand-new-pass-1', 'brand-new-pass-1');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Password changed',
        description: 'Your other devices have been signed out.',
      }),
    );
    expect(writes()[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'brand-new-pass-1',
      confirmPassword: 'brand-new-pass-1',
    });
  });
});
