// Change password (spec part 2 §5, §8): the client checks the shared schema (the new password matches its
// confirmation and has 8 characters), answering with the spec's toasts; the server checks the current one and the
// rest, and signs out every other device.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  type ChangePasswordInput,
  changePasswordSchema,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '#shared/schemas/account.ts';
import { useChangePassword } from '../api/account.ts';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const close = (next: boolean) => {
    if (change.isPending) return;
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const submit = form.handleSubmit(
    (fields) =>
      change.mutate(fields, {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Your other devices have been signed out.' });
          close(false);
        },
        onError: (error) =>
          toast({
            title: 'Failed to change password',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      }),
    (errors) => {
      // The spec's toasts, the mismatch first; a missing current password is shown at its field.
      const { newPassword, confirmPassword } = form.getValues();
      const tooShort = errors.newPassword?.message === PASSWORD_TOO_SHORT_MESSAGE;
      if (newPassword !== confirmPassword) {
        toast({ title: 'Password mismatch', description: PASSWORD_MISMATCH_MESSAGE, variant: 'destructive' });
      } else if (errors.newPassword) {
        toast({
          title: tooShort ? 'Password too short' : 'Failed to change password',
          description: errors.newPassword.message,
          variant: 'destructive',
        });
      }
    },
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>Your other devices are signed out when the password changes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Change password" className="grid gap-4">
          <FormField label="Current password" error={form.formState.errors.currentPassword?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField label="New password" hint="At least 8 characters, not a common password.">
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />
            )}
          </FormField>
          <FormField label="Confirm new password">
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? (
                <Spinner label="Changing password" className="[&_svg]:text-current" />
              ) : null}
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
