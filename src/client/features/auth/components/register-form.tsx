// Sign-up form: first and last name, email, password and its confirmation (checked here, never sent). With
// `fixedEmail` (a team invitation) the address is set and read-only: the invitation is for that one.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
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
import { visitorsChoice } from '#client/lib/app-i18n/app-locale-provider.tsx';
import { useAuthI18n } from '#client/lib/app-i18n/auth-i18n.ts';
import { isLocale } from '#shared/i18n/locales.ts';
import { type RegisterForm as RegisterValues, registerFormSchema } from '#shared/schemas/auth.ts';

export function RegisterForm({ fixedEmail }: { fixedEmail?: string }) {
  const { t } = useAuthI18n();
  const { registerMutation } = useAuth();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: fixedEmail ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // A language chosen on the public pages becomes the account's; none (or the test's pseudo-locale): the browser's.
      const chosen = visitorsChoice();
      await registerMutation.mutateAsync({ ...values, ...(isLocale(chosen) ? { language: chosen } : {}) });
      toast({
        title: t('signup.done.title'),
        description: fixedEmail ? t('signup.done.invited') : t('signup.done.text'),
      });
    } catch {
      // Shown below from the mutation's error state.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('signup.form')}>
      {registerMutation.error ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{errorMessage(registerMutation.error)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('field.firstName')} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label={t('field.lastName')} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField
        label={t('field.email')}
        error={errors.email?.message}
        hint={fixedEmail ? t('signup.invitedHint') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t('field.emailPlaceholder')}
            readOnly={Boolean(fixedEmail)}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField label={t('field.password')} error={errors.password?.message} hint={t('signup.passwordHint')}>
        {(control) => (
          <PasswordInput
            {...control}
            showLabel={t('field.showPassword')}
            hideLabel={t('field.hidePassword')}
            autoComplete="new-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormField label={t('field.confirmPassword')} error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            showLabel={t('field.showPassword')}
            hideLabel={t('field.hidePassword')}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? (
          <Spinner label={t('signup.spinner')} className="[&_svg]:text-current" />
        ) : null}
        {registerMutation.isPending ? t('signup.pending') : t('signup.submit')}
      </Button>
    </form>
  );
}
