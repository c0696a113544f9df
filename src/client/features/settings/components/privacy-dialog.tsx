// Privacy settings (spec part 2 §3, §5, §8, §9): profile visibility (public, private, contacts) and three switches,
// loaded from and saved to the server. What the switches guard does not exist yet: the app sends no usage events
// (e2e/settings-account.spec.ts watches every request), queues no marketing message and shares nothing; the hints
// say so rather than promise.
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { type AccountMessageId, useAccountI18n } from '#client/lib/app-i18n/account-i18n.ts';
import type { PrivacySettingsInput } from '#shared/schemas/account.ts';
import { usePrivacySettings, useUpdatePrivacySettings } from '../api/account.ts';

const VISIBILITY: Array<{ value: PrivacySettingsInput['profileVisibility']; label: AccountMessageId }> = [
  { value: 'public', label: 'privacy.public' },
  { value: 'private', label: 'privacy.private' },
  { value: 'contacts', label: 'privacy.contacts' },
];

const SWITCHES: Array<{
  key: 'dataSharing' | 'marketingEmails' | 'analyticsTracking';
  label: AccountMessageId;
  hint: AccountMessageId;
}> = [
  { key: 'dataSharing', label: 'privacy.dataSharing', hint: 'privacy.dataSharingHint' },
  { key: 'marketingEmails', label: 'privacy.marketingEmails', hint: 'privacy.marketingEmailsHint' },
  { key: 'analyticsTracking', label: 'privacy.analyticsTracking', hint: 'privacy.analyticsTrackingHint' },
];

export function PrivacyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useAccountI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('privacy.title')}</DialogTitle>
          <DialogDescription>{t('privacy.description')}</DialogDescription>
        </DialogHeader>
        <SavedPrivacy onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Rendered only while the dialog is open, so the settings are read when asked for. */
function SavedPrivacy({ onDone }: { onDone: () => void }) {
  const { t } = useAccountI18n();
  const saved = usePrivacySettings();
  if (saved.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t('privacy.loading')} />
      </div>
    );
  }
  if (saved.isError) return <p className="text-sm text-destructive">{errorMessage(saved.error)}</p>;
  return <PrivacyForm saved={saved.data} onDone={onDone} />;
}

function PrivacyForm({ saved, onDone }: { saved: PrivacySettingsInput; onDone: () => void }) {
  const { t } = useAccountI18n();
  const update = useUpdatePrivacySettings();
  const [settings, setSettings] = useState(saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(settings, {
      onSuccess: () => {
        toast({ title: t('privacy.updated') });
        onDone();
      },
      onError: (error) =>
        toast({
          title: t('privacy.failed'),
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('privacy.title')} className="grid gap-4">
      <FormField label={t('privacy.visibility')}>
        {(control) => (
          <Select
            value={settings.profileVisibility}
            onValueChange={(value) =>
              setSettings((s) => ({
                ...s,
                profileVisibility: value as PrivacySettingsInput['profileVisibility'],
              }))
            }
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {VISIBILITY.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {t(option.label)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <ul className="grid divide-y">
        {SWITCHES.map(({ key, label, hint }) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <Label htmlFor={`privacy-${key}`}>{t(label)}</Label>
              <p id={`privacy-${key}-hint`} className="text-sm text-muted-foreground">
                {t(hint)}
              </p>
            </div>
            <Switch
              id={`privacy-${key}`}
              aria-describedby={`privacy-${key}-hint`}
              checked={settings[key]}
              onCheckedChange={(on) => setSettings((s) => ({ ...s, [key]: on }))}
            />
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner label={t('privacy.saving')} className="[&_svg]:text-current" /> : null}
          {update.isPending ? t('privacy.savingButton') : t('privacy.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
