// Step 2: sign in or sign up, checked with the shared login and register schemas. Failures are reported as
// 'Authentication failed: {reason}' (spec part 2 §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  loginInputSchema,
  type PublicUser,
  type RegisterInput,
  registerInputSchema,
} from '#shared/schemas/auth.ts';

type Mode = 'signin' | 'signup';
type Fields = z.input<typeof registerInputSchema>;
const IDS: Record<keyof Fields, string> = {
  firstName: 'pwa-first-name',
  lastName: 'pwa-last-name',
  email: 'pwa-email',
  password: 'pwa-password',
};

/** Signing in checks only the email and password (the name fields are not on screen then, and not sent). */
const RESOLVERS: Record<Mode, Resolver<Fields, unknown, RegisterInput>> = {
  signin: zodResolver(loginInputSchema.extend({ firstName: z.string(), lastName: z.string() })),
  signup: zodResolver(registerInputSchema),
};

export function AuthScreen({ onAuthenticated }: { onAuthenticated: (user: PublicUser) => void }) {
  const { loginMutation, registerMutation } = useAuth();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>('signin');
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<Fields, unknown, RegisterInput>({
    resolver: RESOLVERS[mode],
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const pending = loginMutation.isPending || registerMutation.isPending;
  const signup = mode === 'signup';

  const submit = form.handleSubmit(async (input) => {
    try {
      if (signup) {
        onAuthenticated(await registerMutation.mutateAsync(input));
        return;
      }
      const result = await loginMutation.mutateAsync({ email: input.email, password: input.password });
      // The code step lives on the sign-in page; it returns here once signed in.
      if ('twoFactorRequired' in result) navigate(`${paths.auth}?step=two-factor&next=${paths.pwa}`);
      else onAuthenticated(result.user);
    } catch (error) {
      const reason = errorMessage(error, signup ? 'Registration failed' : 'Login failed');
      window.alert(`Authentication failed: ${reason}`);
    }
  });

  /** A field's own id, and its message's when the schema refused it. */
  const field = (name: keyof Fields) => ({
    id: IDS[name],
    ...form.register(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${IDS[name]}-error` : undefined,
  });
  const problem = (name: keyof Fields) =>
    errors[name] ? (
      <p id={`${IDS[name]}-error`} className="text-sm text-destructive">
        {errors[name].message}
      </p>
    ) : null;

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

        <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
          {signup && (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="pwa-first-name">First name</Label>
                <Input {...field('firstName')} required autoComplete="given-name" />
                {problem('firstName')}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="pwa-last-name">Last name</Label>
                <Input {...field('lastName')} required autoComplete="family-name" />
                {problem('lastName')}
              </div>
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="pwa-email">Email</Label>
            <Input {...field('email')} type="email" required autoComplete="email" />
            {problem('email')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="pwa-password">Password</Label>
            <div className="relative">
              <Input
                {...field('password')}
                type={showPassword ? 'text' : 'password'}
                required
                minLength={signup ? 6 : undefined}
                autoComplete={signup ? 'new-password' : 'current-password'}
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
            {problem('password')}
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
