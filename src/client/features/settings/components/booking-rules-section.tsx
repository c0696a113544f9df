// Booking rules on /settings: how far apart start times are, how much notice and how far ahead clients may
// book, the buffer after each appointment, until when clients may cancel or move a booking themselves, whether
// they may make a visit repeat (PUT /api/booking-rules, checked by the shared schema), and the waitlist: on or off,
// and how long an offer holds.
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
import { withServerMessage } from '#client/lib/server-issues.ts';
import { type BookingRulesSettings, bookingRulesSettingsSchema } from '#shared/schemas/booking-rules.ts';
import { useBookingRules } from '../api/get-booking-rules.ts';
import { useUpdateBookingRules } from '../api/update-booking-rules.ts';

const FIELDS: Array<{
  name: Exclude<keyof BookingRulesSettings, 'waitlistEnabled' | 'clientsMayRepeat'>;
  label: string;
  unit: string;
  hint: string;
}> = [
  {
    name: 'slotStepMinutes',
    label: 'Time slot interval',
    unit: 'min',
    hint: 'How often start times are offered.',
  },
  {
    name: 'minNoticeMinutes',
    label: 'Minimum notice',
    unit: 'min',
    hint: 'How soon before a start time clients may book.',
  },
  {
    name: 'bookingWindowDays',
    label: 'Booking window',
    unit: 'days',
    hint: 'How far ahead clients may book.',
  },
  {
    name: 'bufferMinutes',
    label: 'Buffer after appointments',
    unit: 'min',
    hint: 'Free time kept after each booking.',
  },
  {
    name: 'cancellationCutoffHours',
    label: 'Cancellation cut-off',
    unit: 'hours',
    hint: 'Clients can cancel or reschedule online until this many hours before the appointment (0 = any time, up to 168). You can always cancel for them.',
  },
  {
    name: 'waitlistHoldMinutes',
    label: 'Waitlist hold',
    unit: 'min',
    hint: 'How long a freed time stays held for the waitlisted client it is offered to (5–60).',
  },
];

export function BookingRulesSection() {
  const rules = useBookingRules();
  return (
    <SettingsSection
      id="booking-rules"
      icon={SlidersHorizontal}
      title="Booking rules"
      description="Shape the times clients see on your booking page."
    >
      {rules.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading booking rules" />
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
  const update = useUpdateBookingRules();
  const form = useForm<BookingRulesSettings>({
    resolver: zodResolver(bookingRulesSettingsSchema),
    defaultValues: saved,
  });
  const { errors, isDirty } = form.formState;
  const clientsMayRepeat = form.watch('clientsMayRepeat') ?? false;

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (result) => {
        form.reset(result);
        toast({ title: 'Booking rules saved' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: withServerMessage('Failed to save booking rules', error),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={save} noValidate aria-label="Booking rules" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label, unit, hint }) => (
          <FormField key={name} label={label} hint={hint} error={errors[name]?.message}>
            {(control) => (
              <div className="relative">
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  className="pr-14"
                  {...form.register(name, { valueAsNumber: true })}
                />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
                  {unit}
                </span>
              </div>
            )}
          </FormField>
        ))}
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-1 size-4" {...form.register('waitlistEnabled')} />
        <span>
          <span className="font-medium">Waitlist</span>
          <span className="block text-muted-foreground">
            When a day is full, clients can join a waitlist; a cancelled time is held for the first one
            waiting and offered to them at once.
          </span>
        </span>
      </label>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="clients-may-repeat">Clients may make a visit repeat</Label>
          <p id="clients-may-repeat-hint" className="text-xs text-muted-foreground">
            From their client page, a client can book the same service with the same person every few weeks or
            monthly, by your hours and notice. Off: only you set up repeating bookings.
          </p>
        </div>
        <Switch
          id="clients-may-repeat"
          aria-describedby="clients-may-repeat-hint"
          checked={clientsMayRepeat}
          onCheckedChange={(on) => form.setValue('clientsMayRepeat', on, { shouldDirty: true })}
        />
      </div>
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? (
            <Spinner label="Saving booking rules" className="[&_svg]:text-current" />
          ) : null}
          {update.isPending ? 'Saving...' : 'Save Rules'}
        </Button>
      </div>
    </form>
  );
}
