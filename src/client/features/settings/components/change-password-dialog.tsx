// Change password (spec part 2 §5, §8): the client checks only that the new password matches its confirmation
// and has 8 characters; the server checks the current one and the rest, and signs out every other device.
import { type FormEvent, useState } from 'react';
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
  MIN_PASSWORD_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '#shared/schemas/account.ts';
import { useChangePassword } from '../api/account.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const close = (next: boolean) => {
    if (change.isPending) return;
    if (!next) setFields(EMPTY);
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.newPassword !== fields.confirmPassword) {
      toast({ title: 'Password mismatch', description: PASSWORD_MISMATCH_MESSAGE, variant: 'destructive' });
      return;
    }
    if (fields.newPassword.length < MIN_PASSWORD_LENGTH) {
      toast({ title: 'Password too short', description: PASSWORD_TOO_SHORT_MESSAGE, variant: 'destructive' });
      return;
    }
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
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>Your other devices are signed out when the password changes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Change password" className="grid gap-4">
          <FormField label="Current password">
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                value={fields.currentPassword}
                onChange={set('currentPassword')}
              />
            )}
          </FormField>
          <FormField label="New password" hint="At least 8 characters, not a common password.">
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={fields.newPassword}
                onChange={set('newPassword')}
              />
            )}
          </FormField>
          <FormField label="Confirm new password">
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={fields.confirmPassword}
                onChange={set('confirmPassword')}
              />
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
