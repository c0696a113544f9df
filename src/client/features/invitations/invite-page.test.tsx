// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { renderSignedIn } from '#client/test/render-signed-in.tsx';
import { type InvitationPreview, TEAM_ACCESS_MESSAGES } from '#shared/schemas/team-access.ts';
import { InvitePage } from './invite-page.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const preview: InvitationPreview = {
  businessName: 'Fade Studio',
  memberName: 'Jordan Lee',
  email: 'jordan@salon.test',
  role: 'staff',
  expiresAt: '2026-06-08T12:00:00Z',
};
const joined = {
  current: { businessId: 'b1', businessName: 'Fade Studio', role: 'staff', teamMemberId: 'm1' },
  all: [{ businessId: 'b1', businessName: 'Fade Studio', role: 'staff', teamMemberId: 'm1' }],
};
const signedInAs = (email: string) => ({ id: 'u1', email, firstName: 'Jordan', lastName: 'Lee' });

function renderInvite(path: string, answers: Record<string, unknown>, { signedIn = false } = {}) {
  return renderSignedIn(<Route path={paths.invite.pattern} component={InvitePage} />, answers, {
    path,
    signedIn,
  });
}

describe('InvitePage by link', () => {
  it('shows what the invitation is for and, signed out, creates the account with the invited email', async () => {
    renderInvite('/invite/tok123', { 'GET /api/invitations/tok123': preview });
    expect(await screen.findByRole('heading', { name: 'Join Fade Studio' })).toBeTruthy();
    expect(screen.getByText('Jordan Lee')).toBeTruthy();
    expect(screen.getByText('Staff')).toBeTruthy();
    expect(screen.getByText('jordan@salon.test')).toBeTruthy();
    const create = screen.getByRole('link', { name: 'Create your account' });
    const url = new URL(create.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: 'signup',
      email: 'jordan@salon.test',
      next: '/invite/tok123',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent('/invite/tok123')}`,
    );
  });

  it('shows the server’s words for an invitation that can no longer be used', async () => {
    renderInvite('/invite/old', {
      'GET /api/invitations/old': Response.json(
        { message: TEAM_ACCESS_MESSAGES.invitationExpired },
        { status: 410 },
      ),
    });
    expect(await screen.findByText(TEAM_ACCESS_MESSAGES.invitationExpired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter the code' }).getAttribute('href')).toBe('/invite');
  });

  it('signed in, joins the business and opens its dashboard', async () => {
    const { user, writes, memory } = renderInvite(
      '/invite/tok123',
      {
        'GET /api/auth/user': signedInAs('jordan@salon.test'),
        'GET /api/invitations/tok123': preview,
        'POST /api/invitations/accept': joined,
      },
      { signedIn: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Join Fade Studio' }));
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe(paths.dashboard));
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/invitations/accept', body: { token: 'tok123' } },
    ]);
  });

  it('signed in with another address, says so and shows the refusal', async () => {
    const { user } = renderInvite(
      '/invite/tok123',
      {
        'GET /api/auth/user': signedInAs('someone@else.test'),
        'GET /api/invitations/tok123': preview,
        'POST /api/invitations/accept': Response.json(
          { message: TEAM_ACCESS_MESSAGES.invitationOtherEmail },
          { status: 403 },
        ),
      },
      { signedIn: true },
    );
    expect(await screen.findByText(/You are signed in as someone@else\.test/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join Fade Studio' }));
    expect(await screen.findByText(TEAM_ACCESS_MESSAGES.invitationOtherEmail)).toBeTruthy();
  });
});

describe('InvitePage by code', () => {
  it('opens the invitation the typed code names', async () => {
    const { user, memory } = renderInvite('/invite', {
      'GET /api/invitations/k7mq-9xda': preview,
    });
    await user.type(await screen.findByLabelText('Invitation code'), ' k7mq-9xda ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(memory.history?.at(-1)).toBe('/invite/k7mq-9xda'));
    expect(await screen.findByRole('heading', { name: 'Join Fade Studio' })).toBeTruthy();
  });

  it('asks for the code before going anywhere', async () => {
    const { user, memory } = renderInvite('/invite', {});
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(TEAM_ACCESS_MESSAGES.invitationNotFound)).toBeTruthy();
    expect(memory.history).toEqual(['/invite']);
  });
});

describe('InvitePage in the app’s language', () => {
  it('German: what the invitation is for, its date, the join button and the code form’s message', async () => {
    const invite = (path: string) =>
      renderInAppLanguage(
        <Route path={paths.invite.pattern} component={InvitePage} />,
        'de',
        { 'GET /api/invitations/tok123': preview },
        { path },
      );
    const link = invite('/invite/tok123');
    expect(await screen.findByRole('heading', { name: 'Fade Studio beitreten' })).toBeTruthy();
    expect(screen.getByText('Mitarbeiter')).toBeTruthy();
    expect(screen.getByText('Gültig bis')).toBeTruthy();
    expect(screen.getByText(/^8\. Juni 2026$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fade Studio beitreten' })).toBeTruthy();
    link.unmount();

    const { user } = invite('/invite');
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText('Diese Einladung ist ungültig. Bitten Sie das Unternehmen um eine neue.'),
    ).toBeTruthy();
    expect(screen.getByText('Zum Beispiel K7MQ-9XDA.')).toBeTruthy();
  });
});
