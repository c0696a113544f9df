// 'Add weekly schedule': a class every chosen weekday at one time from a date (optionally until one), its sessions
// written weeks ahead. One pattern per weekday; a day the server refuses stays chosen with its reason shown, the
// days already saved are unticked, so saving again sends only what is left.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { MutationError } from '#client/components/mutation-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { fieldMessageTranslator, useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import { zoneCity } from '#client/lib/format.ts';
import { CLASS_WEEKS_AHEAD } from '#shared/schemas/class.ts';
import { useCreateClassSchedules } from '../api/create-class-schedule.ts';
import {
  type ScheduleFormOutput,
  type ScheduleFormValues,
  scheduleFormSchema,
  WEEKDAYS,
} from '../class-forms.ts';
import { type ClassWho, ClassWhoFields } from './class-who-fields.tsx';

function AddScheduleForm({
  today,
  timeZone,
  onDone,
}: {
  today: string;
  timeZone: string;
  onDone: () => void;
}) {
  const { t, plural, weekday } = useClassesI18n();
  const field = fieldMessageTranslator(useAppI18n().messages);
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: {
      serviceId: '',
      teamMemberId: '',
      resourceId: '',
      days: [],
      localTime: '',
      startsOn: today,
      endsOn: '',
    },
  });
  const create = useCreateClassSchedules((saved) =>
    form.setValue(
      'days',
      form.getValues('days').filter((day) => day !== saved.dayOfWeek),
    ),
  );
  const { errors, isSubmitted } = form.formState;
  const [serviceId, teamMemberId, resourceId] = form.watch(['serviceId', 'teamMemberId', 'resourceId']);
  const setWho = (field: keyof ClassWho, value: string) =>
    form.setValue(field, value, { shouldValidate: isSubmitted });

  const submit = form.handleSubmit((inputs) =>
    create.mutate(inputs, {
      onSuccess: ({ sessions }) => {
        toast({
          title: t('addSchedule.done'),
          description: t('addSchedule.doneText', {
            ...plural(sessions),
            weeks: plural(CLASS_WEEKS_AHEAD).total,
          }),
        });
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('schedule.add')} className="grid gap-4">
      <ClassWhoFields
        value={{ serviceId, teamMemberId, resourceId }}
        errors={{
          serviceId: errors.serviceId && t('form.error.service'),
          teamMemberId: errors.teamMemberId && t('form.error.instructor'),
          resourceId: errors.resourceId?.message && field(errors.resourceId.message),
        }}
        onChange={setWho}
      />
      <fieldset className="grid gap-2" aria-describedby={errors.days ? 'schedule-days-error' : undefined}>
        <legend className="mb-2 text-sm leading-none font-medium">{t('addSchedule.every')}</legend>
        <Controller
          control={form.control}
          name="days"
          render={({ field: days }) => (
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS.map((day) => {
                const id = `schedule-day-${day}`;
                return (
                  <li key={day} className="flex items-center gap-1.5">
                    <Checkbox
                      id={id}
                      aria-label={weekday(day, 'long')}
                      checked={days.value.includes(day)}
                      onCheckedChange={(next) =>
                        days.onChange(
                          next === true ? [...days.value, day] : days.value.filter((other) => other !== day),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {weekday(day, 'short')}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {errors.days ? (
          <p id="schedule-days-error" className="text-sm font-medium text-destructive">
            {t('form.error.days')}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label={t('form.time')}
        error={errors.localTime?.message && field(errors.localTime.message)}
        hint={t('form.timeHint', { city: zoneCity(timeZone) })}
      >
        {(control) => <Input {...control} type="time" step={300} {...form.register('localTime')} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t('addSchedule.from')}
          error={errors.startsOn?.message && field(errors.startsOn.message)}
        >
          {(control) => <Input {...control} type="date" min={today} {...form.register('startsOn')} />}
        </FormField>
        <FormField
          label={t('addSchedule.until')}
          error={errors.endsOn?.message && field(errors.endsOn.message)}
        >
          {(control) => <Input {...control} type="date" min={today} {...form.register('endsOn')} />}
        </FormField>
      </div>
      <MutationError error={create.error} fallback={t('addSchedule.failed')} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('form.adding') : t('schedule.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function AddScheduleDialog({
  open,
  today,
  timeZone,
  onClose,
}: {
  open: boolean;
  today: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, plural } = useClassesI18n();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('schedule.add')}</DialogTitle>
          <DialogDescription>
            {t('addSchedule.text', { weeks: plural(CLASS_WEEKS_AHEAD).total })}
          </DialogDescription>
        </DialogHeader>
        <AddScheduleForm today={today} timeZone={timeZone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
