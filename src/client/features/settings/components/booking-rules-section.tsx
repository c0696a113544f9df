// Booking rules on /settings: how far apart start times are, how much notice and how far ahead clients may
// book, the buffer after each appointment, until when clients may cancel or move a booking themselves, whether
// they may make a visit repeat, whether 'Any staff' may share a visit between members (decision 043), and the
// waitlist: on or off, and how long an offer holds (PUT /api/booking-rules, checked by the shared schema).
import { zodResolver } from '@hookform/resolvers/zod';
import { SlidersHorizontal } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { type SettingsMessageId, useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { type BookingRulesSettings, bookingRulesSettingsSchema } from '#shared/schemas/booking-rules.ts';
import { useBookingRules } from '../api/get-booking-rules.ts';
import { useUpdateBookingRules } from '../api/update-booking-rules.ts';

type RuleSwitch = 'clientsMayRepeat' | 'shareVisits';
type RuleField = Exclude<keyof BookingRulesSettings, 'waitlistEnabled' | RuleSwitch>;

const SWITCHES: Array<{ name: RuleSwitch; id: string; label: SettingsMessageId; hint: SettingsMessageId }> = [
  { name: 'clientsMayRepeat', id: 'clients-may-repeat', label: 'rules.repeat', hint: 'rules.repeat.hint' },
  { name: 'shareVisits', id: 'share-visits', label: 'rules.shareVisits', hint: 'rules.shareVisits.hint' },
];

const FIELDS: Array<{
  name: RuleField;
  label: SettingsMessageId;
  unit: SettingsMessageId;
  hint: SettingsMessageId;
}> = [
  {
    name: 'slotStepMinutes',
    label: 'rules.slotStepMinutes',
    unit: 'rules.unit.minutes',
    hint: 'rules.slotStepMinutes.hint',
  },
  {
    name: 'minNoticeMinutes',
    label: 'rules.minNoticeMinutes',
    unit: 'rules.unit.minutes',
    hint: 'rules.minNoticeMinutes.hint',
  },
  {
    name: 'bookingWindowDays',
    label: 'rules.bookingWindowDays',
    unit: 'rules.unit.days',
    hint: 'rules.bookingWindowDays.hint',
  },
  {
    name: 'bufferMinutes',
    label: 'rules.bufferMinutes',
    unit: 'rules.unit.minutes',
    hint: 'rules.bufferMinutes.hint',
  },
  {
    name: 'cancellationCutoffHours',
    label: 'rules.cancellationCutoffHours',
    unit: 'rules.unit.hours',
    hint: 'rules.cancellationCutoffHours.hint',
  },
  {
    name: 'waitlistHoldMinutes',
    label: 'rules.waitlistHoldMinutes',
    unit: 'rules.unit.minutes',
    hint: 'rules.waitlistHoldMinutes.hint',
  },
];

/**
 * A field's message in the app's language: the shared schema's English names the field the server's way ('Slot
 * step must be between 5 and 240 minutes'), so English shows it as it is and another language says the rule under
 * the field's own label.
 */
function ruleMessage(
  message: string | undefined,
  { t, locale, intl }: Pick<ReturnType<typeof useSettingsI18n>, 't' | 'locale' | 'intl'>,
): string | undefined {
  if (message === undefined || locale === 'en') return message;
  const range = / must be between (\d+) and (\d+) \w+$/.exec(message);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    return t('rules.error.range', { min: formatCount(min, intl), max: formatCount(max, intl) });
  }
  if (message.endsWith(' is required')) return t('rules.error.required');
  if (message.endsWith(' must be a whole number')) return t('rules.error.whole');
  return message;
}

export function BookingRulesSection() {
  const { t } = useSettingsI18n();
  const rules = useBookingRules();
  return (
    <SettingsSection
      id="booking-rules"
      icon={SlidersHorizontal}
      title={t('rules.title')}
      description={t('rules.description')}
    >
      {rules.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('rules.loading')} />
        </div>
      ) : rules.isError ? (
        <p className="text-sm text-destructive">{errorMessage(rules.error)}</p>
      ) : (
        <BookingRulesForm saved={rules.data} />
      )}
    </SettingsSection>
  );
}

function BookingRulesForm({ saved }: { saved: BookingRulesSettings }) {
  const i18n = useSettingsI18n();
  const { t } = i18n;
  const update = useUpdateBookingRules();
  const form = useForm<BookingRulesSettings>({
    resolver: zodResolver(bookingRulesSettingsSchema),
    defaultValues: saved,
  });
  const { errors, isDirty } = form.formState;

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (result) => {
        form.reset(result);
        toast({ title: t('rules.saved') });
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: withServerMessage(t('rules.saveFailed'), error),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={save} noValidate aria-label={t('rules.title')} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label, unit, hint }) => (
          <FormField
            key={name}
            label={t(label)}
            hint={t(hint)}
            error={ruleMessage(errors[name]?.message, i18n)}
          >
            {(control) => (
              <div className="relative">
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  className="pe-14"
                  {...form.register(name, { valueAsNumber: true })}
                />
                <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-muted-foreground">
                  {t(unit)}
                </span>
              </div>
            )}
          </FormField>
        ))}
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-1 size-4" {...form.register('waitlistEnabled')} />
        <span>
          <span className="font-medium">{t('rules.waitlist')}</span>
          <span className="block text-muted-foreground">{t('rules.waitlist.hint')}</span>
        </span>
      </label>
      {SWITCHES.map(({ name, id, label, hint }) => (
        <div key={name} className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor={id}>{t(label)}</Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {t(hint)}
            </p>
          </div>
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={form.watch(name) ?? false}
            onCheckedChange={(on) => form.setValue(name, on, { shouldDirty: true })}
          />
        </div>
      ))}
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? <Spinner label={t('rules.saving')} className="[&_svg]:text-current" /> : null}
          {update.isPending ? t('common.saving') : t('rules.save')}
        </Button>
      </div>
    </form>
  );
}
