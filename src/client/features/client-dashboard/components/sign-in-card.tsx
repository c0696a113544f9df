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

type Method = 'email' | 'phone';

const EMPTY: Record<Method, string> = {
  email: 'Enter your email address',
  phone: 'Enter your phone number',
};
const CODE_FORMAT = 'Enter the 6-digit code';

export function SignInCard({ slug, businessName }: { slug: string; businessName: string }) {
  const [method, setMethod] = useState<Method>('email');
  const [destination, setDestination] = useState('');
  const [code, setCode] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
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
      setError(EMPTY[method]);
      return;
    }
    setError(undefined);
    start.mutate(target, {
      onSuccess: (body) => {
        setSentMessage(body.message);
        setCode('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(CODE_FORMAT);
      return;
    }
    setError(undefined);
    verify.mutate(
      { ...target, code },
      {
        onSuccess: () => toast({ title: 'Signed in', description: `Welcome back to ${businessName}.` }),
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
          Sign in to manage your bookings
        </h2>
        <p className="text-sm text-muted-foreground">
          We'll send a 6-digit code to the email address or phone number you booked with. No password needed.
        </p>
      </div>
      {sentMessage === null ? (
        <form onSubmit={requestCode} className="grid gap-4" noValidate>
          <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
            <legend className="sr-only">Send the code by</legend>
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
                {value === 'email' ? 'Email' : 'Phone'}
              </label>
            ))}
          </fieldset>
          <FormField label={method === 'email' ? 'Email address' : 'Phone number'} error={error}>
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
            {start.isPending ? 'Sending…' : 'Send me a code'}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} className="grid gap-4" noValidate>
          <p role="status" className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
            {sentMessage}
          </p>
          <FormField label="6-digit code" error={error}>
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
            {verify.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="font-medium text-(--brand-ink) underline-offset-4 hover:underline"
              onClick={() => {
                setSentMessage(null);
                setError(undefined);
              }}
            >
              Use another {method === 'email' ? 'email address' : 'phone number'}
            </button>
            <button
              type="button"
              disabled={start.isPending}
              className="font-medium text-(--brand-ink) underline-offset-4 hover:underline"
              onClick={(e) => requestCode(e)}
            >
              Send a new code
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
