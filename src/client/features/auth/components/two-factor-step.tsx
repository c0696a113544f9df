// The second step of signing in with two-factor on: a code from the authenticator app or a backup code.
import { AlertCircle, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const { secondFactorMutation } = useAuth();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    try {
      await secondFactorMutation.mutateAsync(code.trim());
      toast({ title: 'Welcome back!', description: 'You have been successfully logged in.' });
    } catch {
      // Shown below from the mutation's error state.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Two-factor verification">
      <div className="flex items-start gap-3 rounded-lg bg-accent/60 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent-foreground" aria-hidden="true" />
        <p>
          Two-factor authentication is on. Enter the 6-digit code from your authenticator app, or one of your
          backup codes.
        </p>
      </div>
      {secondFactorMutation.error ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{errorMessage(secondFactorMutation.error)}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Verification code" error={missing ? 'Please enter the verification code' : undefined}>
        {(control) => (
          <Input
            {...control}
            // The only field of this step, shown right after the password was accepted.
            autoFocus
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            spellCheck={false}
            placeholder="123456"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
            }}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={secondFactorMutation.isPending}>
        {secondFactorMutation.isPending ? (
          <Spinner label="Verifying" className="[&_svg]:text-current" />
        ) : null}
        {secondFactorMutation.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" size="sm" className="justify-self-center" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
