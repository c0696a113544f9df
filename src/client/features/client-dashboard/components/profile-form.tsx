// Edit profile: name, email, phone, date of birth and message preferences (email / SMS, reminders on or off).
// The shared schema checks the form exactly as the server will.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  type ClientMe,
  type ClientMessagePreferences,
  type ClientProfileInput,
  clientProfileInputSchema,
} from '#shared/schemas/client-portal.ts';
import { useUpdateClientProfile } from '../api/update-client-profile.ts';
import { useLaterI18n } from '../later-i18n.ts';

const PREFERENCES: Array<keyof ClientMessagePreferences> = ['email', 'sms', 'reminders'];

const valuesOf = (me: ClientMe): ClientProfileInput => ({
  firstName: me.firstName,
  lastName: me.lastName,
  email: me.email ?? '',
  phone: me.phone,
  dateOfBirth: me.dateOfBirth ?? '',
  preferences: me.preferences,
});

export function ProfileForm({ me }: { me: ClientMe }) {
  const form = useForm<ClientProfileInput>({
    resolver: zodResolver(clientProfileInputSchema),
    defaultValues: valuesOf(me),
  });
  const { errors } = form.formState;
  const update = useUpdateClientProfile();
  const { t } = useLaterI18n();

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ title: t('client.profile.saved'), description: t('client.profile.savedText') });
      },
      onError: (error) =>
        toast({
          title: t('client.profile.failed'),
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-labelledby="profile-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('client.profile.firstName')} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label={t('client.profile.lastName')} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label={t('client.profile.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label={t('client.profile.phone')} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
      </FormField>
      <FormField label={t('client.profile.birthday')} error={errors.dateOfBirth?.message}>
        {(control) => (
          <Input {...control} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
        )}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('client.profile.preferences')}</legend>
        {PREFERENCES.map((key) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor={`pref-${key}`}>{t(`client.pref.${key}`)}</Label>
              <p id={`pref-${key}-hint`} className="text-xs text-muted-foreground">
                {t(`client.pref.${key}.hint`)}
              </p>
            </div>
            <Controller
              control={form.control}
              name={`preferences.${key}`}
              render={({ field }) => (
                <Switch
                  id={`pref-${key}`}
                  aria-describedby={`pref-${key}-hint`}
                  checked={Boolean(field.value)}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        ))}
      </fieldset>
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        {t(update.isPending ? 'client.profile.saving' : 'client.profile.save')}
      </Button>
    </form>
  );
}
