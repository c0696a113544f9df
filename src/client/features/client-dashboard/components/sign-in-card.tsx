// Signed out: sign in by code. Step 1 asks for the email address or phone number the business knows; the
// server always answers with the same message (it never says whether the client exists). Step 2 takes the
// 6-digit code. The server checks what was typed and words every message; the page only refuses an empty field
// and a code that is not six digits (and stays free of the schema library: it is on the first screen's budget).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import type { ClientAuthStartInput } from '#shared/schemas/client-portal.ts';
import { useStartClientSignIn } from '../api/start-client-sign-in.ts';
import { useVerifyClientCode } from '../api/verify-client-code.ts';
import { useClientI18n } from '../i18n.ts';

type Method = 'email' | 'phone';

export function SignInCard({ slug, businessName }: { slug: string; businessName: string }) {
  const { t } = useClientI18n();
  const [method, setMethod] = useState<Method>('email');
  const [destination, setDestination] = useState('');
  const [code, setCode] = useState('');
  // The server answers every request with the same sentence (CLIENT_CODE_SENT_MESSAGE): the page says it in its
  // own language.
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const start = useStartClientSignIn();
  const verify = useVerifyClientCode();
  const destinationInput = useRef<HTMLInputElement>(null);
  // The server's form is on screen before the page's script runs (docs/decisions/016): what was chosen and typed in
  // it meanwhile is in the fields, not yet in this state. Take it over once, when the form becomes React's.
  useEffect(() => {
    const input = destinationInput.current;
    const chosen = input?.form?.querySelector<HTMLInputElement>(
      'input[name="sign-in-method"]:checked',
    )?.value;
    if (chosen === 'phone') setMethod(chosen);
    if (input?.value) setDestination(input.value);
  }, []);
  const target: ClientAuthStartInput = { businessSlug: slug, [method]: destination.trim() };

  function requestCode(event: FormEvent) {
    event.preventDefault();
    if (!destination.trim()) {
      setError(t(method === 'email' ? 'client.signIn.emptyEmail' : 'client.signIn.emptyPhone'));
      return;
    }
    setError(undefined);
    start.mutate(target, {
      onSuccess: () => {
        setSent(true);
        setCode('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('client.signIn.codeFormat'));
      return;
    }
    setError(undefined);
    verify.mutate(
      { ...target, code },
      {
        onSuccess: () =>
          toast({
            title: t('client.signIn.done'),
            description: t('client.signIn.welcome', { name: businessName }),
          }),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <section
      aria-labelledby="client-sign-in"
      className="mx-auto grid max-w-md gap-4 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id="client-sign-in" className="text-xl font-semibold">
          {t('client.signIn.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('client.signIn.intro')}</p>
      </div>
      {!sent ? (
        <form onSubmit={requestCode} className="grid gap-4" noValidate>
          <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
            <legend className="sr-only">{t('client.signIn.by')}</legend>
            {(['email', 'phone'] as const).map((value) => (
              <label
                key={value}
                className="relative rounded-md py-1.5 text-center text-sm font-medium has-[:checked]:bg-background has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name="sign-in-method"
                  value={value}
                  checked={method === value}
                  onChange={() => {
                    setMethod(value);
                    setDestination('');
                    setError(undefined);
                  }}
                  className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                />
                {t(value === 'email' ? 'client.signIn.email' : 'client.signIn.phone')}
              </label>
            ))}
          </fieldset>
          <FormField
            label={t(method === 'email' ? 'client.signIn.emailLabel' : 'client.signIn.phoneLabel')}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                ref={destinationInput}
                type={method === 'email' ? 'email' : 'tel'}
                autoComplete={method === 'email' ? 'email' : 'tel'}
                value={destination}
                onChange={(e) => setDestination(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={start.isPending}>
            {t(start.isPending ? 'client.signIn.sending' : 'client.signIn.send')}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} className="grid gap-4" noValidate>
          <p role="status" className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
            {t('client.signIn.sent')}
          </p>
          <FormField label={t('client.signIn.codeLabel')} error={error}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                className="text-center text-lg tracking-[0.5em]"
              />
            )}
          </FormField>
          <Button type="submit" disabled={verify.isPending}>
            {t(verify.isPending ? 'client.signIn.signingIn' : 'client.signIn.submit')}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="font-medium text-(--brand-ink) underline-offset-4 hover:underline"
              onClick={() => {
                setSent(false);
                setError(undefined);
              }}
            >
              {t('client.signIn.another', { method })}
            </button>
            <button
              type="button"
              disabled={start.isPending}
              className="font-medium text-(--brand-ink) underline-offset-4 hover:underline"
              onClick={(e) => requestCode(e)}
            >
              {t('client.signIn.newCode')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
