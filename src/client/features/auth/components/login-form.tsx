// Sign-in form: email and password, client-side checks from the shared schema, server errors shown inline; an
// account with two-factor on continues with the code step.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAuthI18n } from '#client/lib/app-i18n/auth-i18n.ts';
import { type LoginInput, loginInputSchema } from '#shared/schemas/auth.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

export function LoginForm({
  twoFactorPending = false,
  defaultEmail = '',
}: {
  twoFactorPending?: boolean;
  defaultEmail?: string;
}) {
  const { t } = useAuthI18n();
  const { loginMutation } = useAuth();
  const [askForCode, setAskForCode] = useState(twoFactorPending);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await loginMutation.mutateAsync(values);
      if ('twoFactorRequired' in result) {
        setAskForCode(true);
        return;
      }
      toast({ title: t('signin.welcome.title'), description: t('signin.welcome.text') });
    } catch {
      // Shown below from the mutation's error state.
    }
  });

  if (askForCode) {
    return (
      <TwoFactorStep
        onCancel={() => {
          setAskForCode(false);
          loginMutation.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('signin.form')}>
      {loginMutation.error ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{errorMessage(loginMutation.error)}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label={t('field.email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t('field.emailPlaceholder')}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField label={t('field.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            showLabel={t('field.showPassword')}
            hideLabel={t('field.hidePassword')}
            {...control}
            autoComplete="current-password"
            placeholder={t('signin.passwordPlaceholder')}
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? (
          <Spinner label={t('signin.spinner')} className="[&_svg]:text-current" />
        ) : null}
        {loginMutation.isPending ? t('signin.pending') : t('signin.submit')}
      </Button>
    </form>
  );
}
