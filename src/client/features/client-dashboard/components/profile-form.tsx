// Edit profile: name, email, phone, date of birth and message preferences (email / SMS, reminders on or off).
// The shared schema checks the form exactly as the server will.
import { type FormEvent, useState } from 'react';
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
  clientProfileInputSchema,
} from '#shared/schemas/client-portal.ts';
import { useUpdateClientProfile } from '../api/update-client-profile.ts';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  preferences: ClientMessagePreferences;
};
type Errors = Partial<Record<keyof Values, string>>;

const PREFERENCES: Array<{ key: keyof ClientMessagePreferences; label: string; hint: string }> = [
  { key: 'email', label: 'Email messages', hint: 'Confirmations and changes by email.' },
  { key: 'sms', label: 'Text messages (SMS)', hint: 'Confirmations and changes by text.' },
  { key: 'reminders', label: 'Reminders', hint: 'A reminder before each appointment.' },
];

const valuesOf = (me: ClientMe): Values => ({
  firstName: me.firstName,
  lastName: me.lastName,
  email: me.email ?? '',
  phone: me.phone,
  dateOfBirth: me.dateOfBirth ?? '',
  preferences: me.preferences,
});

export function ProfileForm({ me }: { me: ClientMe }) {
  const [values, setValues] = useState<Values>(() => valuesOf(me));
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateClientProfile();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = clientProfileInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values | undefined;
        if (key && key in values) next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast({ title: 'Profile updated', description: 'Your details have been saved.' });
      },
      onError: (error) =>
        toast({
          title: 'Could not save your profile',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  }

  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-labelledby="profile-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          {(control) => <Input {...control} autoComplete="given-name" {...text('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          {(control) => <Input {...control} autoComplete="family-name" {...text('lastName')} />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...text('email')} />}
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...text('phone')} />}
      </FormField>
      <FormField label="Date of birth" error={errors.dateOfBirth}>
        {(control) => <Input {...control} type="date" autoComplete="bday" {...text('dateOfBirth')} />}
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
            <Switch
              id={`pref-${pref.key}`}
              aria-describedby={`pref-${pref.key}-hint`}
              checked={values.preferences[pref.key]}
              onCheckedChange={(checked) =>
                set('preferences', { ...values.preferences, [pref.key]: checked })
              }
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
