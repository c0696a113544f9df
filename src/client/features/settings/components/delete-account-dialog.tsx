// Delete account (spec part 2 §7, §8): the password again, and a code when two-factor is on. The server closes the
// account at once (upcoming bookings cancelled, clients told) and removes everything once they have been told.
import { type FormEvent, use, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FieldMessageContext, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
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
  const { t } = useAccountI18n();
  // A code left empty or wrong is answered with the shared schema's message: in the app's language.
  const fieldMessage = use(FieldMessageContext);
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
          toast({ title: t('delete.done') });
          // A full load, once the toast has been seen: nothing of the deleted account stays in memory.
          window.setTimeout(() => window.location.assign('/'), REDIRECT_DELAY_MS);
        },
        onError: (error) =>
          toast({
            title: t('delete.failed'),
            description: fieldMessage(errorMessage(error, t('delete.failed'))),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('delete.action')}</DialogTitle>
          <DialogDescription>{t('delete.text')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label={t('delete.action')} className="grid gap-4">
          <FormField label={t('field.password')}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                showLabel={t('field.showPassword')}
                hideLabel={t('field.hidePassword')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          {twoFactorEnabled ? (
            <FormField label={t('field.verificationCode')} hint={t('delete.codeHint')}>
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
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
              {remove.isPending ? (
                <Spinner label={t('delete.deleting')} className="[&_svg]:text-current" />
              ) : null}
              {remove.isPending ? t('delete.deletingButton') : t('delete.action')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
