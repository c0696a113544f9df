// Settings: the website builder commission rate, the free trial length (a new account's trial follows it), auto-
// suspend of overdue accounts and email notifications; saved on the server (defaults 15%, 14 days, on, on).
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import {
  type PlatformSettings,
  type PlatformSettingsInput,
  platformSettingsInputSchema,
} from '#shared/schemas/admin.ts';
import { usePlatformSettings, useSavePlatformSettings } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';

function SettingsForm({ saved }: { saved: PlatformSettings }) {
  const save = useSavePlatformSettings();
  const form = useForm<PlatformSettingsInput>({
    resolver: zodResolver(platformSettingsInputSchema),
    defaultValues: {
      commissionRate: String(Number(saved.commissionRate)),
      freeTrialDays: saved.freeTrialDays,
      autoSuspendOverdue: saved.autoSuspendOverdue,
      emailNotifications: saved.emailNotifications,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => save.mutate(values));

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-6" noValidate>
      <FormField label="Website builder commission rate (%)" error={errors.commissionRate?.message}>
        {(control) => <Input {...control} inputMode="decimal" {...form.register('commissionRate')} />}
      </FormField>
      <FormField
        label="Free trial (days)"
        hint="New accounts get this many days of free trial."
        error={errors.freeTrialDays?.message}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            // Empty is no number at all (the schema's message), not 0.
            {...form.register('freeTrialDays', {
              setValueAs: (value: string | number) =>
                String(value).trim() === '' ? Number.NaN : Number(value),
            })}
          />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="auto-suspend">Auto-suspend overdue accounts</Label>
        <Controller
          control={form.control}
          name="autoSuspendOverdue"
          render={({ field }) => (
            <Switch id="auto-suspend" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="email-notifications">Email notifications</Label>
        <Controller
          control={form.control}
          name="emailNotifications"
          render={({ field }) => (
            <Switch id="email-notifications" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

export function SettingsTab() {
  const settings = usePlatformSettings();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">Platform settings</h2>
        <CardDescription>
          Changes are saved for the whole platform and written to the audit log.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Loaded query={settings} label="the settings">
          {(saved) => <SettingsForm key={JSON.stringify(saved)} saved={saved} />}
        </Loaded>
      </CardContent>
    </Card>
  );
}
