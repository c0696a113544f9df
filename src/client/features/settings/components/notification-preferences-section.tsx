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
import { type SettingsMessageId, useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { NotificationPreferences } from '#shared/schemas/account.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/account.ts';

const CHANNELS: Array<{
  key: keyof NotificationPreferences;
  label: SettingsMessageId;
  description: SettingsMessageId;
}> = [
  { key: 'email', label: 'notify.email', description: 'notify.email.hint' },
  { key: 'sms', label: 'notify.sms', description: 'notify.sms.hint' },
  { key: 'push', label: 'notify.push', description: 'notify.push.hint' },
  { key: 'marketing', label: 'notify.marketing', description: 'notify.marketing.hint' },
];

export function NotificationPreferencesSection() {
  const { t } = useSettingsI18n();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const toggle = (key: keyof NotificationPreferences, on: boolean) => {
    if (!preferences.data) return;
    update.mutate(
      { ...preferences.data, [key]: on },
      {
        onError: (error) =>
          toast({
            title: t('common.error'),
            description: withServerMessage(t('notify.saveFailed'), error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <SettingsSection
      id="notifications"
      icon={BellRing}
      title={t('notify.title')}
      description={t('notify.description')}
    >
      {preferences.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('notify.loading')} />
        </div>
      ) : preferences.isError ? (
        <p className="text-sm text-destructive">{errorMessage(preferences.error)}</p>
      ) : (
        <ul className="grid divide-y">
          {CHANNELS.map(({ key, label, description }) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <Label htmlFor={`notify-${key}`}>{t(label)}</Label>
                <p id={`notify-${key}-hint`} className="text-sm text-muted-foreground">
                  {t(description)}
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
