// Two-factor on /settings (spec part 2 §4, §5, §8). Turning it on: the current password first (an account that
// signs in with Google only leaves it empty and must have signed in within 10 minutes), then the server issues a
// secret, shown as a QR code and as text; a code from the authenticator app turns it on (the password goes along
// again); the ten backup codes are then shown once. Turning it off needs a code or a backup code. The switch shows
// the server's answer, never a guess.
import { Copy } from 'lucide-react';
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
import { useSetTwoFactor, useStartTwoFactorSetup } from '../api/account.ts';

const FAILED = 'Failed to update two-factor authentication';
const failed = (error: Error) =>
  toast({ title: FAILED, description: errorMessage(error), variant: 'destructive' });

export function TwoFactorDialog({
  open,
  onOpenChange,
  enabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's current state: the dialog turns it to the other one. */
  enabled: boolean;
}) {
  const setup = useStartTwoFactorSetup();
  const update = useSetTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  // Empty for an account without a password: the server then asks for a recent Google sign-in instead.
  const currentPassword = password || undefined;
  const askingPassword = !enabled && !setup.data;
  const pending = setup.isPending || update.isPending;

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setPassword('');
      setCode('');
      setBackupCodes(null);
      setup.reset();
    }
    onOpenChange(next);
  };

  const startSetup = (event: FormEvent) => {
    event.preventDefault();
    setup.mutate({ currentPassword }, { onError: failed });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { enabled: !enabled, code, ...(enabled ? {} : { currentPassword }) },
      {
        onSuccess: (result) => {
          setCode('');
          toast({
            title: result.twoFactorEnabled
              ? 'Two-factor authentication enabled'
              : 'Two-factor authentication disabled',
          });
          if (result.backupCodes) setBackupCodes(result.backupCodes);
          else close(false);
        },
        onError: failed,
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {backupCodes ? (
          <BackupCodes codes={backupCodes} onDone={() => close(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>
                {enabled ? 'Turn off two-factor authentication' : 'Turn on two-factor authentication'}
              </DialogTitle>
              <DialogDescription>
                {enabled
                  ? 'Enter a code from your authenticator app or one of your backup codes.'
                  : askingPassword
                    ? 'Enter your current password to set up two-factor authentication.'
                    : 'Scan the QR code with an authenticator app, or type the key in, then enter the 6-digit code it shows.'}
              </DialogDescription>
            </DialogHeader>
            {askingPassword ? (
              <form
                onSubmit={startSetup}
                noValidate
                aria-label="Confirm your password"
                className="grid gap-4"
              >
                <FormField
                  label="Current password"
                  hint="Signed up with Google and have no password? Leave it empty: it works within 10 minutes of signing in with Google."
                >
                  {(control) => (
                    <PasswordInput
                      {...control}
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                    />
                  )}
                </FormField>
                <DialogFooter>
                  <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={pending}>
                    {setup.isPending ? (
                      <Spinner label="Preparing two-factor set-up" className="[&_svg]:text-current" />
                    ) : null}
                    Continue
                  </Button>
                </DialogFooter>
              </form>
            ) : (
              <>
                {setup.data ? <SetupKey secret={setup.data.secret} qrCodeSvg={setup.data.qrCodeSvg} /> : null}
                <form onSubmit={submit} noValidate aria-label="Two-factor code" className="grid gap-4">
                  <FormField label="Verification code">
                    {(control) => (
                      <Input
                        {...control}
                        name="code"
                        autoComplete="one-time-code"
                        spellCheck={false}
                        placeholder="123456"
                        value={code}
                        onChange={(event) => setCode(event.target.value)}
                      />
                    )}
                  </FormField>
                  <DialogFooter>
                    <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
                      Cancel
                    </Button>
                    <Button type="submit" variant={enabled ? 'destructive' : 'default'} disabled={pending}>
                      {update.isPending ? (
                        <Spinner label="Verifying" className="[&_svg]:text-current" />
                      ) : null}
                      {enabled ? 'Turn Off' : 'Verify and Turn On'}
                    </Button>
                  </DialogFooter>
                </form>
              </>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SetupKey({ secret, qrCodeSvg }: { secret: string; qrCodeSvg: string }) {
  return (
    <div className="grid justify-items-center gap-3">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qrCodeSvg)}`}
        alt="QR code for your authenticator app"
        className="size-44 rounded-md border bg-white p-1"
      />
      <div className="grid w-full gap-1 text-center">
        <span className="text-xs text-muted-foreground">Or enter this key</span>
        <code
          data-testid="two-factor-secret"
          className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm tracking-wider select-all"
        >
          {secret}
        </code>
      </div>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast({ title: 'Backup codes copied' }),
      () => toast({ title: 'Copy Failed', description: 'Could not copy the codes.', variant: 'destructive' }),
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>Save your backup codes</DialogTitle>
        <DialogDescription>
          Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere
          safe.
        </DialogDescription>
      </DialogHeader>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c} className="text-center">
            {c}
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy Codes
        </Button>
        <Button type="button" onClick={onDone}>
          I Saved Them
        </Button>
      </DialogFooter>
    </>
  );
}
