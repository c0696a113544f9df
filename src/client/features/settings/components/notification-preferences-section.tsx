// Which messages the owner gets about their business (spec part 2 §9 defaults: email on, SMS off, push on,
// marketing off): the outbox's owner messages (outbox/booking-messages.ts). Clients' messages do not depend on
// them. Each switch saves at once and shows what the server saved.
import { BellRing } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { NotificationPreferences } from '#shared/schemas/account.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/account.ts';

const CHANNELS: Array<{ key: keyof NotificationPreferences; label: string; description: string }> = [
  {
    key: 'email',
    label: 'Email notifications',
    description:
      'An email to your account address when a client books on your booking page, cancels or moves a booking, or leaves a review.',
  },
  {
    key: 'sms',
    label: 'SMS notifications',
    description: 'The same updates by text message to the phone number in your profile.',
  },
  {
    key: 'push',
    label: 'Push notifications',
    description: 'The same updates on the devices where you allowed notifications.',
  },
  {
    key: 'marketing',
    label: 'Marketing emails',
    description: 'Product news and tips from Bookwell. Nothing is sent yet.',
  },
];

export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const toggle = (key: keyof NotificationPreferences, on: boolean) => {
    if (!preferences.data) return;
    update.mutate(
      { ...preferences.data, [key]: on },
      {
        onError: (error) =>
          toast({
            title: 'Error',
            description: withServerMessage('Failed to save notification preferences', error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <SettingsSection
      id="notifications"
      icon={BellRing}
      title="Notification preferences"
      description="How Bookwell tells you about your business. Your clients' confirmations and reminders do not depend on these."
    >
      {preferences.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading notification preferences" />
        </div>
      ) : preferences.isError ? (
        <p className="text-sm text-destructive">{errorMessage(preferences.error)}</p>
      ) : (
        <ul className="grid divide-y">
          {CHANNELS.map(({ key, label, description }) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <Label htmlFor={`notify-${key}`}>{label}</Label>
                <p id={`notify-${key}-hint`} className="text-sm text-muted-foreground">
                  {description}
                </p>
              </div>
              <Switch
                id={`notify-${key}`}
                aria-describedby={`notify-${key}-hint`}
                checked={preferences.data[key]}
                disabled={update.isPending}
                onCheckedChange={(on) => toggle(key, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
