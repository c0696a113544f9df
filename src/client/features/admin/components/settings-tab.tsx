// Settings: the website builder commission rate, the free trial length (a new account's trial follows it), auto-
// suspend of overdue accounts and email notifications; saved on the server (defaults 15%, 14 days, on, on).
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { type PlatformSettings, platformSettingsInputSchema } from '#shared/schemas/admin.ts';
import { usePlatformSettings, useSavePlatformSettings } from '../api/admin-api.ts';
import { Loaded } from './admin-states.tsx';

function SettingsForm({ saved }: { saved: PlatformSettings }) {
  const save = useSavePlatformSettings();
  const [commissionRate, setCommissionRate] = useState(String(Number(saved.commissionRate)));
  const [freeTrialDays, setFreeTrialDays] = useState(String(saved.freeTrialDays));
  const [autoSuspendOverdue, setAutoSuspend] = useState(saved.autoSuspendOverdue);
  const [emailNotifications, setEmailNotifications] = useState(saved.emailNotifications);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = platformSettingsInputSchema.safeParse({
      commissionRate,
      freeTrialDays: freeTrialDays.trim() === '' ? Number.NaN : Number(freeTrialDays),
      autoSuspendOverdue,
      emailNotifications,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-6" noValidate>
      <FormField label="Website builder commission rate (%)" error={errors.commissionRate}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={commissionRate}
            onChange={(e) => setCommissionRate(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Free trial (days)"
        hint="New accounts get this many days of free trial."
        error={errors.freeTrialDays}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={freeTrialDays}
            onChange={(e) => setFreeTrialDays(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="auto-suspend">Auto-suspend overdue accounts</Label>
        <Switch id="auto-suspend" checked={autoSuspendOverdue} onCheckedChange={setAutoSuspend} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="email-notifications">Email notifications</Label>
        <Switch
          id="email-notifications"
          checked={emailNotifications}
          onCheckedChange={setEmailNotifications}
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
