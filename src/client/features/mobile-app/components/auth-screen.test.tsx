// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/entities/session/auth-context.tsx';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { AuthScreen } from './auth-screen.tsx';

function renderScreen() {
  const onAuthenticated = vi.fn();
  const view = renderWithApi(
    <AuthProvider>
      <AuthScreen onAuthenticated={onAuthenticated} />
    </AuthProvider>,
    {
      'GET /api/auth/user': Response.json({ message: 'Not signed in' }, { status: 401 }),
      'POST /api/auth/login': { user: { id: 'u1' } },
      'POST /api/auth/register': { user: { id: 'u2' } },
    },
  );
  return { ...view, onAuthenticated, user: userEvent.setup() };
}

describe('AuthScreen', () => {
  it('signing in needs the email and password, in the shared schema’s words', async () => {
    const { user, writes } = renderScreen();
    await user.click(within(document.querySelector('form')!).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('signs in with the email and password only', async () => {
    const { user, writes, onAuthenticated } = renderScreen();
    await user.type(screen.getByLabelText('Email'), 'Owner@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(within(document.querySelector('form')!).getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith({ id: 'u1' }));
    expect(writes()[0]?.body).toEqual({ email: 'owner@example.com', password: 'secret-pass' });
  });

  it('signing up needs the names and a 6-character password', async () => {
    const { user, writes, onAuthenticated } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.type(screen.getByLabelText('First name'), 'Riley');
    await user.type(screen.getByLabelText('Last name'), 'Park');
    await user.type(screen.getByLabelText('Password'), '6');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith({ id: 'u2' }));
    expect(writes()[0]?.body).toEqual({
      firstName: 'Riley',
      lastName: 'Park',
      email: 'new@example.com',
      password: '123456',
    });
  });
});
