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
import { type SettingsMessageId, useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { TeamAccess } from '#shared/schemas/team-access.ts';
import { InviteDialog } from './invite-dialog.tsx';

const ACTION_LABELS: Record<TeamLoginAction, SettingsMessageId> = {
  invite: 'login.invite',
  resend: 'login.resend',
  withdraw: 'login.withdraw',
  deactivate: 'login.deactivate',
  reactivate: 'login.reactivate',
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
  const i18n = useSettingsI18n();
  const { t } = i18n;
  const send = useSendInvitation();
  const withdraw = useWithdrawInvitation();
  const setLogin = useSetTeamLogin();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<'withdraw' | 'deactivate' | null>(null);
  if (member.isOwner || !access) return null;
  const line = teamLoginLine(access, timeZone, i18n);

  const run = (action: TeamLoginAction) => {
    if (action === 'invite') setInviting(true);
    else if (action === 'withdraw' || action === 'deactivate') setConfirming(action);
    else if (action === 'resend' && access.email) {
      send.mutate(
        { memberId: member.id, email: access.email },
        {
          onSuccess: () => toast({ title: t('login.sent'), description: access.email }),
          onError: failed(t('login.sendFailed')),
        },
      );
    } else if (action === 'resend') setInviting(true);
    else {
      setLogin.mutate(
        { memberId: member.id, active: true },
        {
          onSuccess: () => toast({ title: t('login.reactivated'), description: member.name }),
          onError: failed(t('login.reactivateFailed')),
        },
      );
    }
  };

  const confirmWithdraw = () =>
    withdraw.mutate(member.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: t('login.withdrawn'), description: member.name });
      },
      onError: (error) => {
        setConfirming(null);
        failed(t('login.withdrawFailed'))(error);
      },
    });

  const confirmDeactivate = () =>
    setLogin.mutate(
      { memberId: member.id, active: false },
      {
        onSuccess: () => {
          setConfirming(null);
          toast({ title: t('login.deactivatedToast'), description: member.name });
        },
        onError: (error) => {
          setConfirming(null);
          failed(t('login.deactivateFailed'))(error);
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
          aria-label={t('login.actionFor', { action: t(ACTION_LABELS[action]), name: member.name })}
          disabled={busy}
          onClick={() => run(action)}
        >
          {t(ACTION_LABELS[action])}
        </Button>
      ))}
      <InviteDialog member={inviting ? member : null} onOpenChange={(open) => setInviting(open)} />
      <ConfirmDialog
        open={confirming === 'withdraw'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('login.withdraw.title', { name: member.name })}
        description={t('login.withdraw.text')}
        confirmLabel={t('login.withdraw')}
        pendingLabel={t('login.withdraw.pending')}
        cancelLabel={t('common.cancel')}
        destructive
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('login.deactivate.title', { name: member.name })}
        description={t('login.deactivate.text', { name: member.name })}
        confirmLabel={t('login.deactivate')}
        pendingLabel={t('login.deactivate.pending')}
        cancelLabel={t('common.cancel')}
        destructive
        pending={setLogin.isPending}
        onConfirm={confirmDeactivate}
      />
    </div>
  );
}
