// Business hours on /settings (spec part 2 §2, §4): a row per weekday, Monday first, saved with Save Hours to
// PUT /api/business-hours; the availability engine offers slots only inside them.
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { DayHours } from '#shared/domain/slots.ts';
import { businessHoursSchema } from '#shared/schemas/availability.ts';
import { useBusinessHours } from '../api/get-business-hours.ts';
import { useUpdateBusinessHours } from '../api/update-business-hours.ts';
import { DayHoursRow } from './day-hours-row.tsx';

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export function BusinessHoursSection() {
  const hours = useBusinessHours();
  return (
    <SettingsSection
      id="hours"
      icon={Clock}
      title="Business hours"
      description="When clients can book you. Times are in your business's time zone."
    >
      {hours.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading business hours" />
        </div>
      ) : hours.isError ? (
        <p className="text-sm text-destructive">{errorMessage(hours.error)}</p>
      ) : (
        <HoursEditor saved={hours.data.hours} />
      )}
    </SettingsSection>
  );
}

/** Error messages per weekday from the shared schema's issues (path: hours.{index}.…). */
function dayErrors(days: DayHours[]): Map<number, string> | null {
  const result = businessHoursSchema.safeParse({ hours: days });
  if (result.success) return null;
  const errors = new Map<number, string>();
  for (const issue of result.error.issues) {
    const index = issue.path[1];
    const day = typeof index === 'number' ? days[index] : undefined;
    if (day && !errors.has(day.dayOfWeek)) errors.set(day.dayOfWeek, issue.message);
  }
  return errors;
}

function HoursEditor({ saved }: { saved: DayHours[] }) {
  const [days, setDays] = useState<DayHours[]>(saved);
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const update = useUpdateBusinessHours();
  const dirty = JSON.stringify(days) !== JSON.stringify(saved);

  const change = (next: DayHours) => {
    setDays((current) => current.map((d) => (d.dayOfWeek === next.dayOfWeek ? next : d)));
    if (errors.has(next.dayOfWeek)) {
      setErrors((current) => {
        const copy = new Map(current);
        copy.delete(next.dayOfWeek);
        return copy;
      });
    }
  };

  const save = () => {
    const problems = dayErrors(days);
    if (problems) {
      setErrors(problems);
      return;
    }
    update.mutate(
      { hours: days },
      {
        onSuccess: (result) => {
          setDays(result.hours);
          toast({ title: 'Business hours saved', description: 'Clients can book within your new hours.' });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: withServerMessage('Failed to save business hours', error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <ul aria-label="Weekly hours" className="divide-y">
        {MONDAY_FIRST.map((dayOfWeek) => {
          const day = days.find((d) => d.dayOfWeek === dayOfWeek);
          return day ? (
            <DayHoursRow key={dayOfWeek} day={day} error={errors.get(dayOfWeek)} onChange={change} />
          ) : null;
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        {dirty ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDays(saved);
              setErrors(new Map());
            }}
            disabled={update.isPending}
          >
            Discard changes
          </Button>
        ) : null}
        <Button onClick={save} disabled={update.isPending || !dirty}>
          {update.isPending ? <Spinner label="Saving hours" className="[&_svg]:text-current" /> : null}
          {update.isPending ? 'Saving...' : 'Save Hours'}
        </Button>
      </div>
    </div>
  );
}
