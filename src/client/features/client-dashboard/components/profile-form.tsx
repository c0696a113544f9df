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

const PREFERENCES: Array<{ key: keyof ClientMessagePreferences; label: string; hint: string }> = [
  { key: 'email', label: 'Email messages', hint: 'Confirmations and changes by email.' },
  { key: 'sms', label: 'Text messages (SMS)', hint: 'Confirmations and changes by text.' },
  { key: 'reminders', label: 'Reminders', hint: 'A reminder before each appointment.' },
];

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

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ title: 'Profile updated', description: 'Your details have been saved.' });
      },
      onError: (error) =>
        toast({
          title: 'Could not save your profile',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-labelledby="profile-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
      </FormField>
      <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
        {(control) => (
          <Input {...control} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
        )}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Message preferences</legend>
        {PREFERENCES.map((pref) => (
          <div key={pref.key} className="flex items-center justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor={`pref-${pref.key}`}>{pref.label}</Label>
              <p id={`pref-${pref.key}-hint`} className="text-xs text-muted-foreground">
                {pref.hint}
              </p>
            </div>
            <Controller
              control={form.control}
              name={`preferences.${pref.key}`}
              render={({ field }) => (
                <Switch
                  id={`pref-${pref.key}`}
                  aria-describedby={`pref-${pref.key}-hint`}
                  checked={Boolean(field.value)}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        ))}
      </fieldset>
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        {update.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
