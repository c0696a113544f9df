// Step 2: sign in or sign up, checked with the shared login and register schemas. Failures are reported as
// 'Authentication failed: {reason}' (spec part 2 §8). The words the sign-in page has too come from its catalog.
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { use, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldMessageContext } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAuthI18n } from '#client/lib/app-i18n/auth-i18n.ts';
import { usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';
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
  const { t } = usePwaI18n();
  const { t: authT } = useAuthI18n();
  const fieldMessage = use(FieldMessageContext);
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
      const reason = errorMessage(error, t(signup ? 'auth.registrationFailed' : 'auth.loginFailed'));
      window.alert(t('auth.failed', { reason }));
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
        {fieldMessage(errors[name].message ?? '')}
      </p>
    ) : null;

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <div className="bg-gradient-to-br from-emerald-700 to-teal-900 px-6 pt-12 pb-10 text-white">
        <h1 className="text-2xl font-bold">{authT(signup ? 'page.title.signup' : 'page.title.signin')}</h1>
        <p className="mt-1 text-emerald-100">{t(signup ? 'auth.intro.signup' : 'auth.intro.signin')}</p>
      </div>
      <div className="-mt-4 flex-1 rounded-t-3xl bg-white px-6 pt-6 pb-10">
        <fieldset className="grid grid-cols-2 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('auth.mode')}</legend>
          {(['signin', 'signup'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className="rounded-md py-2 text-sm font-semibold text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {authT(value === 'signin' ? 'page.tab.signin' : 'page.tab.signup')}
            </button>
          ))}
        </fieldset>

        <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
          {signup && (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="pwa-first-name">{authT('field.firstName')}</Label>
                <Input {...field('firstName')} required autoComplete="given-name" />
                {problem('firstName')}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="pwa-last-name">{authT('field.lastName')}</Label>
                <Input {...field('lastName')} required autoComplete="family-name" />
                {problem('lastName')}
              </div>
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="pwa-email">{authT('field.email')}</Label>
            <Input {...field('email')} type="email" required autoComplete="email" />
            {problem('email')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="pwa-password">{authT('field.password')}</Label>
            <div className="relative">
              <Input
                {...field('password')}
                type={showPassword ? 'text' : 'password'}
                required
                minLength={signup ? 6 : undefined}
                autoComplete={signup ? 'new-password' : 'current-password'}
                className="pe-11"
              />
              <button
                type="button"
                onClick={() => setShowPassword((value) => !value)}
                aria-label={authT(showPassword ? 'field.hidePassword' : 'field.showPassword')}
                aria-pressed={showPassword}
                className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
            {pending ? t('auth.pending') : authT(signup ? 'signup.submit' : 'signin.submit')}
          </Button>
        </form>

        <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          {t('auth.continueWith')}
          <span className="h-px flex-1 bg-border" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" asChild>
            <a href="/api/auth/google">{t('auth.google')}</a>
          </Button>
          <Button variant="outline" asChild>
            <a href="/api/auth/apple">{authT('social.apple')}</a>
          </Button>
        </div>
        <p className="mt-6 text-center text-xs leading-5 text-muted-foreground">{t('auth.terms')}</p>
      </div>
    </div>
  );
}
