// Step 2: sign in or sign up. Failures are reported as 'Authentication failed: {reason}' (spec part 2 §8).
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

type Mode = 'signin' | 'signup';

export function AuthScreen({ onAuthenticated }: { onAuthenticated: (user: PublicUser) => void }) {
  const { loginMutation, registerMutation } = useAuth();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>('signin');
  const [showPassword, setShowPassword] = useState(false);
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const pending = loginMutation.isPending || registerMutation.isPending;
  const signup = mode === 'signup';

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (signup) {
        onAuthenticated(await registerMutation.mutateAsync(fields));
        return;
      }
      const result = await loginMutation.mutateAsync({ email: fields.email, password: fields.password });
      // The code step lives on the sign-in page; it returns here once signed in.
      if ('twoFactorRequired' in result) navigate(`${paths.auth}?step=two-factor&next=${paths.pwa}`);
      else onAuthenticated(result.user);
    } catch (error) {
      const reason = errorMessage(error, signup ? 'Registration failed' : 'Login failed');
      window.alert(`Authentication failed: ${reason}`);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <div className="bg-gradient-to-br from-emerald-700 to-teal-900 px-6 pt-12 pb-10 text-white">
        <h1 className="text-2xl font-bold">{signup ? 'Create your account' : 'Welcome back'}</h1>
        <p className="mt-1 text-emerald-100">
          {signup
            ? 'Start your 14-day free trial. No credit card needed.'
            : 'Sign in to manage your bookings.'}
        </p>
      </div>
      <div className="-mt-4 flex-1 rounded-t-3xl bg-white px-6 pt-6 pb-10">
        <fieldset className="grid grid-cols-2 rounded-lg bg-muted p-1">
          <legend className="sr-only">Sign in or create an account</legend>
          {(['signin', 'signup'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className="rounded-md py-2 text-sm font-semibold text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {value === 'signin' ? 'Sign In' : 'Sign Up'}
            </button>
          ))}
        </fieldset>

        <form className="mt-6 grid gap-4" onSubmit={submit}>
          {signup && (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="pwa-first-name">First name</Label>
                <Input
                  id="pwa-first-name"
                  required
                  autoComplete="given-name"
                  value={fields.firstName}
                  onChange={set('firstName')}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="pwa-last-name">Last name</Label>
                <Input
                  id="pwa-last-name"
                  required
                  autoComplete="family-name"
                  value={fields.lastName}
                  onChange={set('lastName')}
                />
              </div>
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="pwa-email">Email</Label>
            <Input
              id="pwa-email"
              type="email"
              required
              autoComplete="email"
              value={fields.email}
              onChange={set('email')}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="pwa-password">Password</Label>
            <div className="relative">
              <Input
                id="pwa-password"
                type={showPassword ? 'text' : 'password'}
                required
                minLength={signup ? 6 : undefined}
                autoComplete={signup ? 'new-password' : 'current-password'}
                value={fields.password}
                onChange={set('password')}
                className="pr-11"
              />
              <button
                type="button"
                onClick={() => setShowPassword((value) => !value)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {showPassword ? (
                  <EyeOff className="size-4" aria-hidden="true" />
                ) : (
                  <Eye className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
          </div>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? 'Please wait...' : signup ? 'Create Account' : 'Sign In'}
          </Button>
        </form>

        <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          or continue with
          <span className="h-px flex-1 bg-border" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" asChild>
            <a href="/api/auth/google">Google</a>
          </Button>
          <Button variant="outline" asChild>
            <a href="/api/auth/apple">Apple</a>
          </Button>
        </div>
        <p className="mt-6 text-center text-xs leading-5 text-muted-foreground">
          By continuing you agree to the Bookwell Terms of Service and Privacy Policy.
        </p>
      </div>
    </div>
  );
}
