// Two-factor on /settings (spec part 2 §4, §5, §8). Turning it on: the server issues a secret, shown as a QR code
// and as text; a code from the authenticator app turns it on; the ten backup codes are then shown once. Turning
// it off needs a code or a backup code. The switch shows the server's answer, never a guess.
import { Copy } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
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
import { errorMessage } from '#client/lib/api-client.ts';
import { useSetTwoFactor, useStartTwoFactorSetup } from '../api/account.ts';

const FAILED = 'Failed to update two-factor authentication';

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
  const [code, setCode] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const { mutate: startSetup, reset: resetSetup } = setup;

  // Opening the dialog to turn it on asks for a fresh secret.
  const setupIdle = setup.isIdle;
  useEffect(() => {
    if (!open || enabled || backupCodes || !setupIdle) return;
    startSetup(undefined, {
      onError: (error) => toast({ title: FAILED, description: errorMessage(error), variant: 'destructive' }),
    });
  }, [open, enabled, backupCodes, setupIdle, startSetup]);

  const close = (next: boolean) => {
    if (update.isPending) return;
    if (!next) {
      setCode('');
      setBackupCodes(null);
      resetSetup();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { enabled: !enabled, code },
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
        onError: (error) =>
          toast({ title: FAILED, description: errorMessage(error), variant: 'destructive' }),
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
                  : 'Scan the QR code with an authenticator app, or type the key in, then enter the 6-digit code it shows.'}
              </DialogDescription>
            </DialogHeader>
            {enabled ? null : setup.data ? (
              <SetupKey secret={setup.data.secret} qrCodeSvg={setup.data.qrCodeSvg} />
            ) : setup.isPending ? (
              <div className="flex justify-center py-6">
                <Spinner label="Preparing two-factor set-up" />
              </div>
            ) : null}
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
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => close(false)}
                  disabled={update.isPending}
                >
                  Cancel
                </Button>
                <Button
                  type="submit"
                  variant={enabled ? 'destructive' : 'default'}
                  disabled={update.isPending || (!enabled && !setup.data)}
                >
                  {update.isPending ? <Spinner label="Verifying" className="[&_svg]:text-current" /> : null}
                  {enabled ? 'Turn Off' : 'Verify and Turn On'}
                </Button>
              </DialogFooter>
            </form>
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
