// Delete account (spec part 2 §7, §8): the password again, and a code when two-factor is on. The server closes the
// account at once (upcoming bookings cancelled, clients told) and removes everything once they have been told.
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
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/schemas/account.ts';
import { useDeleteAccount } from '../api/account.ts';

const REDIRECT_DELAY_MS = 1200;

export function DeleteAccountDialog({
  open,
  onOpenChange,
  twoFactorEnabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  twoFactorEnabled: boolean;
}) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setPassword('');
      setCode('');
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password, ...(twoFactorEnabled ? { code } : {}) },
      {
        onSuccess: () => {
          toast({ title: ACCOUNT_DELETED_MESSAGE });
          // A full load, once the toast has been seen: nothing of the deleted account stays in memory.
          window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS);
        },
        onError: (error) =>
          toast({
            title: 'Failed to delete account',
            description: errorMessage(error, 'Failed to delete account'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete account</DialogTitle>
          <DialogDescription>
            Your business, its booking page, services, team, clients and bookings are deleted for good.
            Clients with upcoming appointments are told they are cancelled. Export your data first if you want
            a copy.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Delete account" className="grid gap-4">
          <FormField label="Password">
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          {twoFactorEnabled ? (
            <FormField label="Verification code" hint="From your authenticator app, or a backup code.">
              {(control) => (
                <Input
                  {...control}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </FormField>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
              {remove.isPending ? (
                <Spinner label="Deleting account" className="[&_svg]:text-current" />
              ) : null}
              {remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
