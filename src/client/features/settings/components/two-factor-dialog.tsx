// Two-factor on /settings (spec part 2 §4, §5, §8). Turning it on: the current password first (an account that
// signs in with Google only leaves it empty and must have signed in within 10 minutes), then the server issues a
// secret, shown as a QR code and as text; a code from the authenticator app turns it on (the password goes along
// again); the ten backup codes are then shown once. Turning it off needs a code or a backup code. The switch shows
// the server's answer, never a guess.
import { Copy } from 'lucide-react';
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
import { type AccountMessageId, useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import { useSetTwoFactor, useStartTwoFactorSetup } from '../api/account.ts';

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
  const { t } = useAccountI18n();
  // A code left empty or wrong is answered with the shared schema's message: in the app's language.
  const fieldMessage = use(FieldMessageContext);
  const failed = (error: Error) =>
    toast({
      title: t('twoFactor.failed'),
      description: fieldMessage(errorMessage(error)),
      variant: 'destructive',
    });
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
            title: result.twoFactorEnabled ? t('twoFactor.enabled') : t('twoFactor.disabled'),
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
      <DialogContent closeLabel={t('dialog.close')}>
        {backupCodes ? (
          <BackupCodes codes={backupCodes} onDone={() => close(false)} t={t} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{enabled ? t('twoFactor.offTitle') : t('twoFactor.onTitle')}</DialogTitle>
              <DialogDescription>
                {enabled
                  ? t('twoFactor.offText')
                  : askingPassword
                    ? t('twoFactor.passwordText')
                    : t('twoFactor.scanText')}
              </DialogDescription>
            </DialogHeader>
            {askingPassword ? (
              <form
                onSubmit={startSetup}
                noValidate
                aria-label={t('twoFactor.passwordForm')}
                className="grid gap-4"
              >
                <FormField label={t('field.currentPassword')} hint={t('twoFactor.passwordHint')}>
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
                <DialogFooter>
                  <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
                    {t('dialog.cancel')}
                  </Button>
                  <Button type="submit" disabled={pending}>
                    {setup.isPending ? (
                      <Spinner label={t('twoFactor.preparing')} className="[&_svg]:text-current" />
                    ) : null}
                    {t('twoFactor.continue')}
                  </Button>
                </DialogFooter>
              </form>
            ) : (
              <>
                {setup.data ? (
                  <SetupKey secret={setup.data.secret} qrCodeSvg={setup.data.qrCodeSvg} t={t} />
                ) : null}
                <form
                  onSubmit={submit}
                  noValidate
                  aria-label={t('twoFactor.codeForm')}
                  className="grid gap-4"
                >
                  <FormField label={t('field.verificationCode')}>
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
                      {t('dialog.cancel')}
                    </Button>
                    <Button type="submit" variant={enabled ? 'destructive' : 'default'} disabled={pending}>
                      {update.isPending ? (
                        <Spinner label={t('twoFactor.verifying')} className="[&_svg]:text-current" />
                      ) : null}
                      {enabled ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
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

type T = Translator<AccountMessageId>;

function SetupKey({ secret, qrCodeSvg, t }: { secret: string; qrCodeSvg: string; t: T }) {
  return (
    <div className="grid justify-items-center gap-3">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qrCodeSvg)}`}
        alt={t('twoFactor.qr')}
        className="size-44 rounded-md border bg-white p-1"
      />
      <div className="grid w-full gap-1 text-center">
        <span className="text-xs text-muted-foreground">{t('twoFactor.orKey')}</span>
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

function BackupCodes({ codes, onDone, t }: { codes: string[]; onDone: () => void; t: T }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast({ title: t('twoFactor.copied') }),
      () =>
        toast({
          title: t('copy.failed'),
          description: t('twoFactor.copyFailedText'),
          variant: 'destructive',
        }),
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('twoFactor.backupTitle')}</DialogTitle>
        <DialogDescription>{t('twoFactor.backupText')}</DialogDescription>
      </DialogHeader>
      <ul
        aria-label={t('twoFactor.backupList')}
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
          {t('twoFactor.copyCodes')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('twoFactor.savedThem')}
        </Button>
      </DialogFooter>
    </>
  );
}
