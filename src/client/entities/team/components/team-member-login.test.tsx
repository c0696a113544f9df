// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { TeamMember } from '#shared/schemas/team.ts';
import { TEAM_ACCESS_MESSAGES, type TeamAccess } from '#shared/schemas/team-access.ts';
import { TeamMemberLogin } from './team-member-login.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const member = {
  id: 'm1',
  name: 'Jordan Lee',
  email: 'jordan@salon.test',
  isOwner: false,
} as TeamMember;

const access = (overrides: Partial<TeamAccess>): TeamAccess => ({
  teamMemberId: 'm1',
  status: 'none',
  email: null,
  invitedAt: null,
  expiresAt: null,
  acceptedAt: null,
  ...overrides,
});

function renderLogin(state: TeamAccess, answers: Record<string, unknown> = {}, who: TeamMember = member) {
  const view = renderWithApi(<TeamMemberLogin member={who} access={state} timeZone="UTC" />, answers);
  return { ...view, user: userEvent.setup() };
}

describe('TeamMemberLogin', () => {
  it('invites with the member’s email filled in, checked by the shared schema', async () => {
    const { user, writes } = renderLogin(access({}), {
      'POST /api/team-members/m1/invitation': access({ status: 'invited', email: 'jordan@salon.test' }),
    });
    await user.click(screen.getByRole('button', { name: 'Invite to sign in: Jordan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Jordan Lee to sign in' });
    const email = within(dialog).getByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe('jordan@salon.test');

    await user.clear(email);
    await user.type(email, 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(TEAM_ACCESS_MESSAGES.email)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.clear(email);
    await user.type(email, ' Jordan@Salon.test ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: TEAM_ACCESS_MESSAGES.invitationSent }),
      ),
    );
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/team-members/m1/invitation', body: { email: 'jordan@salon.test' } },
    ]);
  });

  it('shows the server’s reason when the invitation is refused', async () => {
    const { user } = renderLogin(access({}), {
      'POST /api/team-members/m1/invitation': Response.json(
        { message: TEAM_ACCESS_MESSAGES.alreadyLinked },
        { status: 409 },
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Invite to sign in: Jordan Lee' }));
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TEAM_ACCESS_MESSAGES.alreadyLinked)).toBeTruthy();
  });

  it('resends to the invited address and withdraws after a confirmation', async () => {
    const invited = access({
      status: 'invited',
      email: 'jo@salon.test',
      expiresAt: '2026-06-08T12:00:00Z',
    });
    const { user, writes } = renderLogin(invited, {
      'POST /api/team-members/m1/invitation': invited,
      'DELETE /api/team-members/m1/invitation': access({}),
    });
    expect(screen.getByText('Invited · jo@salon.test · expires Jun 8, 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend invitation: Jordan Lee' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', body: { email: 'jo@salon.test' } });

    await user.click(screen.getByRole('button', { name: 'Withdraw invitation: Jordan Lee' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Withdraw the invitation to Jordan Lee?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw invitation' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: TEAM_ACCESS_MESSAGES.invitationRevokedToast }),
      ),
    );
    expect(writes()[1]).toMatchObject({ method: 'DELETE', path: '/api/team-members/m1/invitation' });
  });

  it('deactivates after saying that sessions end and bookings stay, and reactivates', async () => {
    const active = access({ status: 'active', email: 'jo@salon.test', acceptedAt: '2026-06-01T12:00:00Z' });
    const { user, writes } = renderLogin(active, {
      'PUT /api/team-members/m1/login': access({ status: 'deactivated' }),
    });
    expect(screen.getByText('Can sign in · jo@salon.test · since Jun 1, 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deactivate login: Jordan Lee' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Deactivate Jordan Lee's login?" });
    expect(confirm.textContent).toContain('signed out on every device at once');
    expect(confirm.textContent).toContain('Their bookings stay');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate login' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: TEAM_ACCESS_MESSAGES.loginDeactivated }),
      ),
    );
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/team-members/m1/login', body: { active: false } },
    ]);
  });

  it('reactivates a deactivated login at once', async () => {
    const { user, writes } = renderLogin(access({ status: 'deactivated' }), {
      'PUT /api/team-members/m1/login': access({ status: 'active' }),
    });
    expect(screen.getByText('Login deactivated')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reactivate login: Jordan Lee' }));
    await vi.waitFor(() => expect(writes()).toEqual([expect.objectContaining({ body: { active: true } })]));
  });

  it('shows nothing for the owner’s own entry', () => {
    const { container } = renderLogin(access({}), {}, { ...member, isOwner: true });
    expect(container.textContent).toBe('');
  });
});
