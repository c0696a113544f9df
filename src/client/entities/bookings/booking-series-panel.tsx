// A booking's series in its details: what it repeats and which appointment this is, with 'Move this and
// following' (each later one by the same step) and 'Cancel this and following'; or, for a booking still to come that does not repeat, 'Make it repeat' (every date checked first,
// SeriesReview). One appointment alone is moved or cancelled with the booking's own actions.
import { zodResolver } from '@hookform/resolvers/zod';
import { Repeat } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  useBookSeries,
  useChangeFollowing,
  usePreviewSeries,
} from '#client/entities/bookings/api/booking-series.ts';
import { hasStarted } from '#client/entities/bookings/booking-status.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { wallClockOf } from '#client/lib/format.ts';
import type { BookingDetail } from '#shared/schemas/booking.ts';
import type { RepeatInput, SeriesPreview } from '#shared/schemas/booking-series.ts';
import { RepeatFields } from './repeat-fields.tsx';
import { checkRepeatEnd, NO_REPEAT, type RepeatFormValues, repeatFormSchema } from './repeat-schema.ts';
import { useSeriesI18n } from './series-i18n.ts';
import { SeriesReview } from './series-review.tsx';

const LIVE = new Set(['confirmed', 'pending']);

export function BookingSeriesPanel({ booking, timeZone }: { booking: BookingDetail; timeZone: string }) {
  if (booking.series) return <SeriesSummary booking={booking} series={booking.series} timeZone={timeZone} />;
  if (!LIVE.has(booking.status) || hasStarted(booking.appointmentDate)) return null;
  return <MakeRepeat booking={booking} firstDate={wallClockOf(booking.appointmentDate, timeZone).date} />;
}

/** 'Every 2 weeks · 3 of 8' with the rule in the reader's language (the server says it in English). */
function SeriesPosition({
  series,
  position,
}: {
  series: NonNullable<BookingDetail['series']>;
  position: number;
}) {
  const { t, locale } = useCalendarI18n();
  const { recurrence } = useSeriesI18n(locale);
  return t('series.position', {
    description: recurrence(series.startsOn, series),
    position,
    total: series.occurrences.length,
  });
}

function SeriesSummary({
  booking,
  series,
  timeZone,
}: {
  booking: BookingDetail;
  series: NonNullable<BookingDetail['series']>;
  timeZone: string;
}) {
  const change = useChangeFollowing(booking.id);
  const { t, locale } = useCalendarI18n();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const position = series.occurrences.findIndex((o) => o.id === booking.id) + 1;
  const following = series.occurrences.filter(
    (o) => LIVE.has(o.status) && o.appointmentDate >= booking.appointmentDate,
  ).length;
  return (
    <section aria-label={t('series.name')} className="grid gap-2 rounded-md border p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Repeat className="size-4" aria-hidden="true" />
        {locale === 'en' ? (
          t('series.position', {
            description: series.description,
            position,
            total: series.occurrences.length,
          })
        ) : (
          <Suspense fallback={null}>
            <SeriesPosition series={series} position={position} />
          </Suspense>
        )}
      </p>
      {following > 0 && LIVE.has(booking.status) ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setMoving(true)}>
            {t('series.move')}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
            {t('series.cancel')}
          </Button>
        </div>
      ) : null}
      {moving ? (
        <MoveFollowing
          from={wallClockOf(booking.appointmentDate, timeZone)}
          following={following}
          pending={change.isPending}
          error={change.isError ? errorMessage(change.error) : undefined}
          onCancel={() => setMoving(false)}
          onMove={(appointmentDate) =>
            change.mutate(
              { appointmentDate },
              {
                onSuccess: (result) => {
                  setMoving(false);
                  toast({
                    title: t('series.moved'),
                    description: t('series.movedCount', { count: result.changed.length }),
                  });
                },
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('series.cancelTitle')}
        description={t('series.cancelText', { count: following })}
        confirmLabel={t('series.cancelConfirm', { count: following })}
        pendingLabel={t('series.cancelling')}
        destructive
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { status: 'cancelled' },
            {
              onSuccess: (result) => {
                setConfirming(false);
                toast({
                  title: t('series.cancelled'),
                  description: t('series.cancelledCount', { count: result.changed.length }),
                });
              },
              onError: (error) => {
                setConfirming(false);
                toast({ title: t('series.error'), description: errorMessage(error), variant: 'destructive' });
              },
            },
          )
        }
      />
    </section>
  );
}

function MakeRepeat({ booking, firstDate }: { booking: BookingDetail; firstDate: string }) {
  const [open, setOpen] = useState(false);
  const [review, setReview] = useState<{ preview: SeriesPreview; repeat: RepeatInput } | null>(null);
  const previewSeries = usePreviewSeries();
  const bookSeries = useBookSeries();
  const { t, locale } = useCalendarI18n();
  const schema = z
    .object({ repeat: repeatFormSchema })
    .superRefine((v, ctx) => checkRepeatEnd(v.repeat, firstDate, ctx));
  const form = useForm<{ repeat: RepeatFormValues }, unknown, { repeat: RepeatInput | null }>({
    resolver: zodResolver(schema),
    defaultValues: { repeat: { ...NO_REPEAT, frequency: 'weekly' } },
  });
  const repeat = form.watch('repeat');
  const errors = form.formState.errors.repeat;

  if (!open) {
    return (
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Repeat aria-hidden="true" />
          {t('series.makeRepeat')}
        </Button>
      </div>
    );
  }
  if (review) {
    return (
      <SeriesReview
        preview={review.preview}
        rule={{ firstDate, repeat: review.repeat }}
        locale={locale}
        pending={bookSeries.isPending}
        onBack={() => setReview(null)}
        onBook={(occurrences) =>
          bookSeries.mutate(
            { kind: 'booking', bookingId: booking.id, input: { repeat: review.repeat, occurrences } },
            {
              onSuccess: (created) => {
                toast({
                  title: t('series.booked', { count: created.booked.length }),
                  description: t('series.bookedText', { description: created.description }),
                });
                setReview(null);
                setOpen(false);
              },
              onError: (error) =>
                toast({ title: t('series.error'), description: errorMessage(error), variant: 'destructive' }),
            },
          )
        }
      />
    );
  }
  const submit = form.handleSubmit(({ repeat: rule }) => {
    if (!rule) return setOpen(false);
    previewSeries.mutate(
      { kind: 'booking', bookingId: booking.id, repeat: rule },
      { onSuccess: (preview) => setReview({ preview, repeat: rule }) },
    );
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('series.makeRepeat')}
      className="grid gap-3 rounded-md border p-3"
    >
      <RepeatFields
        value={repeat}
        firstDate={firstDate}
        locale={locale}
        onChange={(change) =>
          form.setValue(
            'repeat',
            { ...form.getValues('repeat'), ...change },
            {
              shouldValidate: form.formState.isSubmitted,
            },
          )
        }
        errors={{
          interval: errors?.interval?.message,
          count: errors?.count?.message,
          until: errors?.until?.message,
        }}
      />
      {previewSeries.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(previewSeries.error)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {t('series.close')}
        </Button>
        <Button type="submit" disabled={previewSeries.isPending}>
          {previewSeries.isPending ? t('series.checking') : t('series.check')}
        </Button>
      </div>
    </form>
  );
}

/** The new date and time of this appointment; each later one moves by as many days, to the same time. */
function MoveFollowing({
  from,
  following,
  pending,
  error,
  onCancel,
  onMove,
}: {
  from: { date: string; time: string };
  following: number;
  pending: boolean;
  error?: string;
  onCancel: () => void;
  onMove: (appointmentDate: string) => void;
}) {
  const [date, setDate] = useState(from.date);
  const [time, setTime] = useState(from.time);
  const { t } = useCalendarI18n();
  return (
    <form
      aria-label={t('series.move')}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onMove(`${date}T${time}:00`);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('series.date')}>
          {(control) => (
            <Input {...control} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          )}
        </FormField>
        <FormField label={t('series.time')}>
          {(control) => (
            <Input
              {...control}
              type="time"
              step={1800}
              required
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <p className="text-muted-foreground">
        {following === 1 ? t('series.movesOne') : t('series.movesMany', { count: following })}
      </p>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('series.close')}
        </Button>
        <Button type="submit" disabled={pending || !date || !time}>
          {pending ? t('series.moving') : t('series.moveConfirm', { count: following })}
        </Button>
      </div>
    </form>
  );
}
