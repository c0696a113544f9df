// A team member's login on the team page: the status line and what can be done about it — invite, resend or
// withdraw the invitation, deactivate or reactivate the login — with their dialogs and toasts. Never shown for
// the owner's own entry (they sign in with their own account).
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSendInvitation } from '#client/entities/team/api/send-invitation.ts';
import { useSetTeamLogin } from '#client/entities/team/api/set-team-login.ts';
import { useWithdrawInvitation } from '#client/entities/team/api/withdraw-invitation.ts';
import {
  type TeamLoginAction,
  teamLoginActions,
  teamLoginLine,
} from '#client/entities/team/team-access-format.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { TEAM_ACCESS_MESSAGES, type TeamAccess } from '#shared/schemas/team-access.ts';
import { InviteDialog } from './invite-dialog.tsx';

const ACTION_LABELS: Record<TeamLoginAction, string> = {
  invite: 'Invite to sign in',
  resend: 'Resend invitation',
  withdraw: 'Withdraw invitation',
  deactivate: 'Deactivate login',
  reactivate: 'Reactivate login',
};

const failed = (title: string) => (error: Error) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

export function TeamMemberLogin({
  member,
  access,
  timeZone,
}: {
  member: TeamMember;
  access: TeamAccess | undefined;
  timeZone: string;
}) {
  const send = useSendInvitation();
  const withdraw = useWithdrawInvitation();
  const setLogin = useSetTeamLogin();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<'withdraw' | 'deactivate' | null>(null);
  if (member.isOwner || !access) return null;
  const line = teamLoginLine(access, timeZone);

  const run = (action: TeamLoginAction) => {
    if (action === 'invite') setInviting(true);
    else if (action === 'withdraw' || action === 'deactivate') setConfirming(action);
    else if (action === 'resend' && access.email) {
      send.mutate(
        { memberId: member.id, email: access.email },
        {
          onSuccess: () => toast({ title: TEAM_ACCESS_MESSAGES.invitationSent, description: access.email }),
          onError: failed('The invitation could not be sent'),
        },
      );
    } else if (action === 'resend') setInviting(true);
    else {
      setLogin.mutate(
        { memberId: member.id, active: true },
        {
          onSuccess: () => toast({ title: TEAM_ACCESS_MESSAGES.loginReactivated, description: member.name }),
          onError: failed('The login could not be reactivated'),
        },
      );
    }
  };

  const confirmWithdraw = () =>
    withdraw.mutate(member.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: TEAM_ACCESS_MESSAGES.invitationRevokedToast, description: member.name });
      },
      onError: (error) => {
        setConfirming(null);
        failed('The invitation could not be withdrawn')(error);
      },
    });

  const confirmDeactivate = () =>
    setLogin.mutate(
      { memberId: member.id, active: false },
      {
        onSuccess: () => {
          setConfirming(null);
          toast({ title: TEAM_ACCESS_MESSAGES.loginDeactivated, description: member.name });
        },
        onError: (error) => {
          setConfirming(null);
          failed('The login could not be deactivated')(error);
        },
      },
    );

  const busy = send.isPending || withdraw.isPending || setLogin.isPending;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2">
      {line ? (
        <p
          className={cn(
            'text-xs',
            access.status === 'active' ? 'text-foreground' : 'text-muted-foreground',
            access.status === 'deactivated' && 'text-destructive',
          )}
        >
          {line}
        </p>
      ) : null}
      {teamLoginActions(access.status).map((action) => (
        <Button
          key={action}
          variant="outline"
          size="sm"
          className={cn('h-8 px-2.5 text-xs', action === 'deactivate' && 'text-destructive')}
          aria-label={`${ACTION_LABELS[action]}: ${member.name}`}
          disabled={busy}
          onClick={() => run(action)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
      <InviteDialog member={inviting ? member : null} onOpenChange={(open) => setInviting(open)} />
      <ConfirmDialog
        open={confirming === 'withdraw'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Withdraw the invitation to ${member.name}?`}
        description="The link and code in the email stop working at once. You can send a new invitation at any time."
        confirmLabel="Withdraw invitation"
        pendingLabel="Withdrawing..."
        destructive
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Deactivate ${member.name}'s login?`}
        description={`${member.name} is signed out on every device at once and cannot sign in until you reactivate the login. Their bookings stay as they are.`}
        confirmLabel="Deactivate login"
        pendingLabel="Deactivating..."
        destructive
        pending={setLogin.isPending}
        onConfirm={confirmDeactivate}
      />
    </div>
  );
}
