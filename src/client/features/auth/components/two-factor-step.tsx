// The second step of signing in with two-factor on: a code from the authenticator app or a backup code.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAuthI18n } from '#client/lib/app-i18n/auth-i18n.ts';
import { secondFactorInputSchema } from '#shared/schemas/account.ts';

export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useAuthI18n();
  const { secondFactorMutation } = useAuth();
  const form = useForm<z.input<typeof secondFactorInputSchema>>({
    resolver: zodResolver(secondFactorInputSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await secondFactorMutation.mutateAsync(code);
      toast({ title: t('signin.welcome.title'), description: t('signin.welcome.text') });
    } catch {
      // Shown below from the mutation's error state.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('twoFactor.form')}>
      <div className="flex items-start gap-3 rounded-lg bg-accent/60 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent-foreground" aria-hidden="true" />
        <p>{t('twoFactor.intro')}</p>
      </div>
      {secondFactorMutation.error ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{errorMessage(secondFactorMutation.error)}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label={t('twoFactor.code')} error={form.formState.errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            // The only field of this step, shown right after the password was accepted.
            autoFocus
            autoComplete="one-time-code"
            inputMode="text"
            spellCheck={false}
            placeholder="123456"
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={secondFactorMutation.isPending}>
        {secondFactorMutation.isPending ? (
          <Spinner label={t('twoFactor.spinner')} className="[&_svg]:text-current" />
        ) : null}
        {secondFactorMutation.isPending ? t('twoFactor.pending') : t('twoFactor.submit')}
      </Button>
      <Button type="button" variant="ghost" size="sm" className="justify-self-center" onClick={onCancel}>
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
