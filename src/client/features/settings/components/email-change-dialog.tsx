// Changing the owner's email address: the new address and the current password ask for a 6-digit code at the new
// address; the code makes the change (15 minutes, 5 tries). Until then the old address stays, and the old address
// is told once the change is made. Every other device is signed out.
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
import {
  EMAIL_CHANGE_CODE_SENT_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
} from '#shared/schemas/account.ts';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/account.ts';

type Step = { name: 'ask' } | { name: 'code'; newEmail: string; message: string };

export function EmailChangeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useAccountI18n();
  // The server's answer to a field left empty or wrong is the shared schema's message: in the app's language.
  const fieldMessage = use(FieldMessageContext);
  const passwordLabels = { showLabel: t('field.showPassword'), hideLabel: t('field.hidePassword') };
  const ask = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [step, setStep] = useState<Step>({ name: 'ask' });
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pending = ask.isPending || confirm.isPending;

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setStep({ name: 'ask' });
      setNewEmail('');
      setPassword('');
      setCode('');
      setProblem(null);
    }
    onOpenChange(next);
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    ask.mutate(
      { newEmail, currentPassword: password },
      {
        onSuccess: ({ message }) => {
          setPassword('');
          setCode('');
          setStep({ name: 'code', newEmail: newEmail.trim(), message });
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    confirm.mutate(
      { code },
      {
        onSuccess: ({ message, user }) => {
          // The account's own unverified address is confirmed rather than changed.
          toast(
            message === EMAIL_CHANGED_MESSAGE
              ? { title: t('email.changed'), description: t('email.changedText', { email: user.email }) }
              : { title: message === EMAIL_VERIFIED_MESSAGE ? t('email.verified') : message },
          );
          close(false);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const problemText = problem ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {fieldMessage(problem)}
    </p>
  ) : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('email.title')}</DialogTitle>
          <DialogDescription>
            {step.name === 'ask'
              ? t('email.askText')
              : step.message === EMAIL_CHANGE_CODE_SENT_MESSAGE
                ? t('email.codeSent')
                : step.message}
          </DialogDescription>
        </DialogHeader>
        {step.name === 'ask' ? (
          <form onSubmit={sendCode} noValidate aria-label={t('email.askForm')} className="grid gap-4">
            <FormField label={t('email.newEmail')}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={newEmail}
                  onChange={(event) => setNewEmail(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('field.currentPassword')}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  {...passwordLabels}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            {problemText}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" disabled={pending}>
                {ask.isPending ? (
                  <Spinner label={t('email.sending')} className="[&_svg]:text-current" />
                ) : null}
                {ask.isPending ? t('email.sendingButton') : t('email.send')}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <form onSubmit={confirmCode} noValidate aria-label={t('email.codeForm')} className="grid gap-4">
            <FormField label={t('email.code')} hint={t('email.codeHint', { email: step.newEmail })}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                />
              )}
            </FormField>
            {problemText}
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setProblem(null);
                  setStep({ name: 'ask' });
                }}
                disabled={pending}
              >
                {t('email.newCode')}
              </Button>
              <Button type="submit" disabled={pending}>
                {confirm.isPending ? (
                  <Spinner label={t('email.confirming')} className="[&_svg]:text-current" />
                ) : null}
                {confirm.isPending ? t('email.confirmingButton') : t('email.confirm')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
