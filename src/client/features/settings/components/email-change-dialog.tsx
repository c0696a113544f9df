// Changing the owner's email address: the new address and the current password ask for a 6-digit code at the new
// address; the code makes the change (15 minutes, 5 tries). Until then the old address stays, and the old address
// is told once the change is made. Every other device is signed out.
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
import { EMAIL_CHANGED_MESSAGE } from '#shared/schemas/account.ts';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/account.ts';

type Step = { name: 'ask' } | { name: 'code'; newEmail: string; message: string };

export function EmailChangeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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
              ? {
                  title: message,
                  description: `Sign in with ${user.email} from now on. Your other devices have been signed out.`,
                }
              : { title: message },
          );
          close(false);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const problemText = problem ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {problem}
    </p>
  ) : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change email address</DialogTitle>
          <DialogDescription>
            {step.name === 'ask'
              ? 'We send a code to the new address. Your email changes only when you enter it.'
              : step.message}
          </DialogDescription>
        </DialogHeader>
        {step.name === 'ask' ? (
          <form onSubmit={sendCode} noValidate aria-label="Ask for a code" className="grid gap-4">
            <FormField label="New email address">
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
            <FormField label="Current password">
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            {problemText}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {ask.isPending ? <Spinner label="Sending code" className="[&_svg]:text-current" /> : null}
                {ask.isPending ? 'Sending...' : 'Send Code'}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <form onSubmit={confirmCode} noValidate aria-label="Enter the code" className="grid gap-4">
            <FormField
              label="6-digit code"
              hint={`Look in the inbox of ${step.newEmail}. The code works for 15 minutes.`}
            >
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
                Send a New Code
              </Button>
              <Button type="submit" disabled={pending}>
                {confirm.isPending ? (
                  <Spinner label="Confirming code" className="[&_svg]:text-current" />
                ) : null}
                {confirm.isPending ? 'Confirming...' : 'Change Email'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
