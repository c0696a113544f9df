// 'Weekly schedules' on the Classes page (a manager's): each weekly pattern with sessions still to come, and 'Stop
// repeating' while it adds a week as each week passes. Stopping asks first and says what stays: the sessions already
// listed, with their bookings, which the owner cancels from a session's roster.
import { useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import { formatTime12 } from '#client/lib/format.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { ClassSchedule } from '#shared/schemas/class.ts';
import { useClassSchedules, useStopClassSchedule } from '../api/class-schedules.ts';

const LONG_DATE = { month: 'long', day: 'numeric', year: 'numeric' } as const;

const repeats = (schedule: ClassSchedule) =>
  schedule.endsOn === null || schedule.endsOn > schedule.writtenUntil;

/** A weekly schedule's words: 'Yoga · Wednesdays at 6:00 PM', how long it repeats, and a date ('March 2, 2099'). */
function useScheduleText() {
  const { t, intl, date } = useClassesI18n();
  const longDate = (day: string) => date(day, LONG_DATE);
  return {
    t,
    longDate,
    patternName: (schedule: ClassSchedule) =>
      t('schedules.pattern', {
        name: schedule.serviceName,
        day: schedule.dayOfWeek,
        time: formatTime12(schedule.localTime, intl),
      }),
    untilText: (schedule: ClassSchedule) => {
      if (schedule.endsOn === null) return t('schedules.everyWeek');
      return t(repeats(schedule) ? 'schedules.until' : 'schedules.last', { date: longDate(schedule.endsOn) });
    },
  };
}

export function WeeklySchedules() {
  const { t, patternName, untilText } = useScheduleText();
  const schedules = useClassSchedules();
  const [stopping, setStopping] = useState<ClassSchedule | null>(null);
  if (schedules.isPending || schedules.data?.length === 0) return null;
  return (
    <section aria-labelledby="weekly-schedules" className="mt-8">
      <h2 id="weekly-schedules" className="mb-2 text-lg font-semibold">
        {t('schedules.title')}
      </h2>
      {schedules.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(schedules.error, t('schedules.loadFailed'))}</AlertDescription>
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
                  {t('schedules.with', { name: schedule.teamMemberName, until: untilText(schedule) })}
                </p>
              </div>
              {repeats(schedule) ? (
                <Button variant="outline" size="sm" onClick={() => setStopping(schedule)}>
                  {t('schedules.stop')}
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
  const { t, patternName, longDate } = useScheduleText();
  const stop = useStopClassSchedule();
  const confirm = () =>
    stop.mutate(schedule.id, {
      onSuccess: () => {
        toast({ title: t('schedules.stopped') });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('schedules.error'),
          description: withServerMessage(t('schedules.stopFailed'), error),
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('schedules.confirm')}
      description={t('schedules.confirmText', {
        pattern: patternName(schedule),
        name: schedule.teamMemberName,
        date: longDate(schedule.writtenUntil),
      })}
      cancelLabel={t('schedules.keep')}
      confirmLabel={t('schedules.stop')}
      pendingLabel={t('schedules.stopping')}
      destructive
      pending={stop.isPending}
      onConfirm={confirm}
    />
  );
}
