// 'Invite to sign in': the address the invitation goes to (the member's own email to start with). The server
// emails a link and a code; sending again replaces the link.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MutationError } from '#client/components/mutation-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSendInvitation } from '#client/entities/team/api/send-invitation.ts';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { INVITATION_DAYS, inviteInputSchema } from '#shared/schemas/team-access.ts';

export function InviteDialog({
  member,
  onOpenChange,
}: {
  member: TeamMember | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useSettingsI18n();
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('invite.title', { name: member?.name ?? t('team.member') })}</DialogTitle>
          <DialogDescription>{t('invite.text', { days: INVITATION_DAYS })}</DialogDescription>
        </DialogHeader>
        {member ? <InviteForm member={member} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const { t } = useSettingsI18n();
  const send = useSendInvitation();
  const form = useForm({
    resolver: zodResolver(inviteInputSchema),
    defaultValues: { email: member.email ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email }) =>
    send.mutate(
      { memberId: member.id, email },
      {
        onSuccess: () => {
          toast({ title: t('login.sent'), description: t('invite.sentText', { name: member.name, email }) });
          onDone();
        },
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={t('invite.form', { name: member.name })}
    >
      <MutationError error={send.error} fallback={t('invite.failed')} />
      <FormField label={t('invite.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={send.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner label={t('invite.sending')} className="[&_svg]:text-current" /> : null}
          {send.isPending ? t('invite.pending') : t('invite.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
