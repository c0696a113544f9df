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
          title: 'Weekly schedule added',
          description: `${sessions} ${sessions === 1 ? 'session' : 'sessions'} added, up to ${CLASS_WEEKS_AHEAD} weeks ahead.`,
        });
        onDone();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Add weekly schedule" className="grid gap-4">
      <ClassWhoFields
        value={{ serviceId, teamMemberId, resourceId }}
        errors={{
          serviceId: errors.serviceId?.message,
          teamMemberId: errors.teamMemberId?.message,
          resourceId: errors.resourceId?.message,
        }}
        onChange={setWho}
      />
      <fieldset className="grid gap-2" aria-describedby={errors.days ? 'schedule-days-error' : undefined}>
        <legend className="mb-2 text-sm leading-none font-medium">Every</legend>
        <Controller
          control={form.control}
          name="days"
          render={({ field }) => (
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS.map((day) => {
                const id = `schedule-day-${day.value}`;
                return (
                  <li key={day.value} className="flex items-center gap-1.5">
                    <Checkbox
                      id={id}
                      aria-label={day.name}
                      checked={field.value.includes(day.value)}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? [...field.value, day.value]
                            : field.value.filter((other) => other !== day.value),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {day.label}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {errors.days ? (
          <p id="schedule-days-error" className="text-sm font-medium text-destructive">
            {errors.days.message}
          </p>
        ) : null}
      </fieldset>
      <FormField label="Time" error={errors.localTime?.message} hint={`${zoneCity(timeZone)} time`}>
        {(control) => <Input {...control} type="time" step={300} {...form.register('localTime')} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="From" error={errors.startsOn?.message}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('startsOn')} />}
        </FormField>
        <FormField label="Until (optional)" error={errors.endsOn?.message}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('endsOn')} />}
        </FormField>
      </div>
      <MutationError error={create.error} fallback="The schedule could not be added. Please try again." />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add weekly schedule'}
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
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add weekly schedule</DialogTitle>
          <DialogDescription>
            The class on the days you choose, every week; its sessions are added {CLASS_WEEKS_AHEAD} weeks
            ahead, and the next week's as each week passes.
          </DialogDescription>
        </DialogHeader>
        <AddScheduleForm today={today} timeZone={timeZone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
