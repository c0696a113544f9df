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
import type { TeamMember } from '#shared/schemas/team.ts';
import { INVITATION_DAYS, inviteInputSchema, TEAM_ACCESS_MESSAGES } from '#shared/schemas/team-access.ts';

export function InviteDialog({
  member,
  onOpenChange,
}: {
  member: TeamMember | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Invite {member?.name ?? 'team member'} to sign in</DialogTitle>
          <DialogDescription>
            They get an email with a link and a code to create their login. It works for {INVITATION_DAYS}{' '}
            days. They will see their own schedule, bookings and clients.
          </DialogDescription>
        </DialogHeader>
        {member ? <InviteForm member={member} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
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
          toast({ title: TEAM_ACCESS_MESSAGES.invitationSent, description: `${member.name} · ${email}` });
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Invite ${member.name}`}>
      <MutationError error={send.error} fallback="The invitation could not be sent." />
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner label="Sending" className="[&_svg]:text-current" /> : null}
          {send.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
