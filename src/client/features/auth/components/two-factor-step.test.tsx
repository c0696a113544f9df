// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { AuthProvider } from '#client/entities/session/auth-context.tsx';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

function renderStep() {
  const view = renderWithApi(
    <AuthProvider>
      <TwoFactorStep onCancel={() => undefined} />
    </AuthProvider>,
    {
      'GET /api/auth/user': Response.json({ message: 'Not signed in' }, { status: 401 }),
      'POST /api/auth/login/two-factor': { user: { id: 'u1' } },
    },
  );
  return { ...view, user: userEvent.setup() };
}

describe('TwoFactorStep', () => {
  it('asks for the code with the schema’s message', async () => {
    const { user, writes } = renderStep();
    await user.type(screen.getByLabelText('Verification code'), '  ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('sends the trimmed code', async () => {
    const { user, writes } = renderStep();
    await user.type(screen.getByLabelText('Verification code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Welcome back!',
        description: 'You have been successfully logged in.',
      }),
    );
    expect(writes()[0]?.body).toEqual({ code: '123456' });
  });
});
