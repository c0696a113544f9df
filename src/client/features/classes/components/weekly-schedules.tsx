// 'Weekly schedules' on the Classes page (a manager's): each weekly pattern with sessions still to come, and 'Stop
// repeating' while it adds a week as each week passes. Stopping asks first and says what stays: the sessions already
// listed, with their bookings, which the owner cancels from a session's roster.
import { useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatLocalDate, formatTime12 } from '#client/lib/format.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { ClassSchedule } from '#shared/schemas/class.ts';
import { useClassSchedules, useStopClassSchedule } from '../api/class-schedules.ts';
import { WEEKDAYS } from '../class-forms.ts';

const longDate = (date: string) => formatLocalDate(date, { month: 'long', day: 'numeric', year: 'numeric' });

/** 'Yoga · Wednesdays at 6:00 PM' */
function patternName(schedule: ClassSchedule): string {
  const day = WEEKDAYS.find((d) => d.value === schedule.dayOfWeek)?.name ?? '';
  return `${schedule.serviceName} · ${day}s at ${formatTime12(schedule.localTime)}`;
}

const repeats = (schedule: ClassSchedule) =>
  schedule.endsOn === null || schedule.endsOn > schedule.writtenUntil;

function untilText(schedule: ClassSchedule): string {
  if (schedule.endsOn === null) return 'Every week';
  return repeats(schedule)
    ? `Every week until ${longDate(schedule.endsOn)}`
    : `Last session ${longDate(schedule.endsOn)}`;
}

export function WeeklySchedules() {
  const schedules = useClassSchedules();
  const [stopping, setStopping] = useState<ClassSchedule | null>(null);
  if (schedules.isPending || schedules.data?.length === 0) return null;
  return (
    <section aria-labelledby="weekly-schedules" className="mt-8">
      <h2 id="weekly-schedules" className="mb-2 text-lg font-semibold">
        Weekly schedules
      </h2>
      {schedules.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorMessage(schedules.error, 'The weekly schedules could not be loaded.')}
          </AlertDescription>
        </Alert>
      ) : (
        <ul className="grid gap-2">
          {schedules.data.map((schedule) => (
            <li
              key={schedule.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3"
            >
              <div>
                <p className="font-medium">{patternName(schedule)}</p>
                <p className="text-sm text-muted-foreground">
                  With {schedule.teamMemberName} · {untilText(schedule)}
                </p>
              </div>
              {repeats(schedule) ? (
                <Button variant="outline" size="sm" onClick={() => setStopping(schedule)}>
                  Stop repeating
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {stopping ? <StopScheduleDialog schedule={stopping} onClose={() => setStopping(null)} /> : null}
    </section>
  );
}

function StopScheduleDialog({ schedule, onClose }: { schedule: ClassSchedule; onClose: () => void }) {
  const stop = useStopClassSchedule();
  const confirm = () =>
    stop.mutate(schedule.id, {
      onSuccess: () => {
        toast({ title: 'Weekly schedule stopped' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: withServerMessage('The schedule could not be stopped', error),
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Stop repeating this class?"
      description={`${patternName(schedule)}, with ${schedule.teamMemberName}: no week is added after ${longDate(schedule.writtenUntil)}. The sessions already listed stay, with their bookings; cancel any of them from its roster.`}
      cancelLabel="Keep repeating"
      confirmLabel="Stop repeating"
      pendingLabel="Stopping…"
      destructive
      pending={stop.isPending}
      onConfirm={confirm}
    />
  );
}
