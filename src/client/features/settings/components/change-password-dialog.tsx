// Change password (spec part 2 §5, §8): the client checks the shared schema (the new password matches its
// confirmation and has 8 characters), answering with the spec's toasts; the server checks the current one and the
// rest, and signs out every other device.
import { zodResolver } from '@hookform/resolvers/zod';
import { use } from 'react';
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
import { FieldMessageContext, FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
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
  const { t } = useAccountI18n();
  // The shared schema's messages, in the app's language when its catalog knows them ('validation.…').
  const fieldMessage = use(FieldMessageContext);
  const passwordLabels = { showLabel: t('field.showPassword'), hideLabel: t('field.hidePassword') };
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
          toast({ title: t('password.changed'), description: t('password.changedText') });
          close(false);
        },
        onError: (error) =>
          toast({
            title: t('password.failed'),
            description: fieldMessage(errorMessage(error)),
            variant: 'destructive',
          }),
      }),
    (errors) => {
      // The spec's toasts, the mismatch first; a missing current password is shown at its field.
      const { newPassword, confirmPassword } = form.getValues();
      const tooShort = errors.newPassword?.message === PASSWORD_TOO_SHORT_MESSAGE;
      if (newPassword !== confirmPassword) {
        toast({
          title: t('password.mismatch'),
          description: fieldMessage(PASSWORD_MISMATCH_MESSAGE),
          variant: 'destructive',
        });
      } else if (errors.newPassword) {
        toast({
          title: tooShort ? t('password.tooShort') : t('password.failed'),
          description: errors.newPassword.message && fieldMessage(errors.newPassword.message),
          variant: 'destructive',
        });
      }
    },
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('password.title')}</DialogTitle>
          <DialogDescription>{t('password.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label={t('password.title')} className="grid gap-4">
          <FormField
            label={t('field.currentPassword')}
            error={form.formState.errors.currentPassword?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                {...passwordLabels}
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField label={t('password.new')} hint={t('password.newHint')}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                {...passwordLabels}
                {...form.register('newPassword')}
              />
            )}
          </FormField>
          <FormField label={t('password.confirm')}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                {...passwordLabels}
                {...form.register('confirmPassword')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={change.isPending}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? (
                <Spinner label={t('password.changing')} className="[&_svg]:text-current" />
              ) : null}
              {change.isPending ? t('password.changingButton') : t('password.action')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
