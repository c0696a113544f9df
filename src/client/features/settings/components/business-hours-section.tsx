// Business hours on /settings (spec part 2 §2, §4): a row per weekday, Monday first, saved with Save Hours to
// PUT /api/business-hours after the route's own schema passed them; the availability engine offers slots only
// inside them.
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { DayHours } from '#shared/domain/slots.ts';
import { businessHoursSchema } from '#shared/schemas/availability.ts';
import { useBusinessHours } from '../api/get-business-hours.ts';
import { useUpdateBusinessHours } from '../api/update-business-hours.ts';
import { DayHoursFields, type HoursForm } from './day-hours-fields.tsx';

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export function BusinessHoursSection() {
  const { t } = useSettingsI18n();
  const hours = useBusinessHours();
  return (
    <SettingsSection id="hours" icon={Clock} title={t('hours.title')} description={t('hours.description')}>
      {hours.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('hours.loading')} />
        </div>
      ) : hours.isError ? (
        <p className="text-sm text-destructive">{errorMessage(hours.error)}</p>
      ) : (
        <HoursEditor saved={hours.data.hours} />
      )}
    </SettingsSection>
  );
}

function HoursEditor({ saved }: { saved: DayHours[] }) {
  const { t } = useSettingsI18n();
  const update = useUpdateBusinessHours();
  const form: HoursForm = useForm({
    resolver: zodResolver(businessHoursSchema),
    defaultValues: { hours: saved },
  });
  const days = useFieldArray({ control: form.control, name: 'hours' });
  const { isDirty } = form.formState;

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (result) => {
        form.reset(result);
        toast({ title: t('hours.saved'), description: t('hours.savedText') });
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: withServerMessage(t('hours.saveFailed'), error),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={save} noValidate className="grid gap-4">
      <ul aria-label={t('hours.week')} className="divide-y">
        {MONDAY_FIRST.map((dayOfWeek) => {
          const index = days.fields.findIndex((day) => day.dayOfWeek === dayOfWeek);
          const day = days.fields[index];
          return day ? <DayHoursFields key={day.id} form={form} index={index} dayOfWeek={dayOfWeek} /> : null;
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        {isDirty ? (
          <Button variant="ghost" onClick={() => form.reset({ hours: saved })} disabled={update.isPending}>
            {t('common.discard')}
          </Button>
        ) : null}
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? <Spinner label={t('hours.saving')} className="[&_svg]:text-current" /> : null}
          {update.isPending ? t('common.saving') : t('hours.save')}
        </Button>
      </div>
    </form>
  );
}
