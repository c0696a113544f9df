// The owner's lifecycle actions on one booking, offered per allowed transition: confirm, mark completed,
// no-show, cancel (with an optional reason) and reschedule. The server's refusal is shown as it is worded.
import { Ban, CalendarClock, CheckCircle2, UserX } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUpdateBooking } from '#client/entities/bookings/api/update-booking.ts';
import { allowedActions, hasStarted } from '#client/entities/bookings/booking-status.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import type { BookingView, UpdateBookingInput } from '#shared/schemas/booking.ts';
import { RescheduleForm } from './reschedule-form.tsx';

type Mode = 'idle' | 'cancel' | 'reschedule';

export function BookingActions({
  booking,
  timeZone,
  onCompleted,
}: {
  booking: BookingView;
  timeZone: string;
  /** After 'Mark completed' succeeds: the dialog offers 'Take payment'. */
  onCompleted?: () => void;
}) {
  const update = useUpdateBooking(booking.id);
  const [mode, setMode] = useState<Mode>('idle');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const actions = allowedActions(booking.status);
  const started = hasStarted(booking.appointmentDate);
  const { t } = useCalendarI18n();

  function run(input: UpdateBookingInput, done: string) {
    setError(undefined);
    update.mutate(input, {
      onSuccess: () => {
        if (input.status === 'completed') onCompleted?.();
        setMode('idle');
        setReason('');
        toast({ title: t('actions.updated'), description: done });
      },
      onError: (err) => {
        const message = errorMessage(err, t('actions.updateFailedText'));
        setError(message);
        toast({ title: t('actions.updateFailed'), description: message, variant: 'destructive' });
      },
    });
  }

  if (actions.length === 0) return null;
  const pending = update.isPending;

  return (
    <div className="grid gap-3">
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {mode === 'cancel' ? (
        <form
          aria-label={t('actions.cancelForm')}
          className="grid gap-3 rounded-lg border p-4"
          onSubmit={(e) => {
            e.preventDefault();
            const text = reason.trim();
            run(
              { status: 'cancelled', ...(text ? { cancellationReason: text } : {}) },
              t('actions.cancelled'),
            );
          }}
        >
          <FormField label={t('actions.reason')} hint={t('actions.reasonHint')}>
            {(control) => (
              <Textarea {...control} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
              {t('actions.keep')}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t('actions.cancelling') : t('actions.cancelForm')}
            </Button>
          </div>
        </form>
      ) : mode === 'reschedule' ? (
        <RescheduleForm
          booking={booking}
          timeZone={timeZone}
          pending={pending}
          onCancel={() => setMode('idle')}
          onSubmit={(input) => run(input, t('actions.rescheduled'))}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.includes('confirm') ? (
            <Button
              size="sm"
              disabled={pending}
              onClick={() => run({ status: 'confirmed' }, t('actions.confirmed'))}
            >
              <CheckCircle2 aria-hidden="true" /> {t('actions.confirm')}
            </Button>
          ) : null}
          {actions.includes('complete') ? (
            <Button
              size="sm"
              disabled={pending || !started}
              onClick={() => run({ status: 'completed' }, t('actions.completed'))}
            >
              <CheckCircle2 aria-hidden="true" /> {t('actions.complete')}
            </Button>
          ) : null}
          {actions.includes('no_show') ? (
            <Button
              size="sm"
              variant="outline"
              disabled={pending || !started}
              onClick={() => run({ status: 'no_show' }, t('actions.noShowDone'))}
            >
              <UserX aria-hidden="true" /> {t('actions.noShow')}
            </Button>
          ) : null}
          {actions.includes('reschedule') ? (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => setMode('reschedule')}>
              <CalendarClock aria-hidden="true" /> {t('actions.reschedule')}
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => setMode('cancel')}>
              <Ban aria-hidden="true" /> {t('actions.cancel')}
            </Button>
          ) : null}
          {actions.includes('complete') && !started ? (
            <p className="w-full text-xs text-muted-foreground">{t('actions.notStarted')}</p>
          ) : null}
        </div>
      )}
    </div>
  );
}
