// 'Make it repeat' on one of the client's visits (issue 30, decision 030), a chunk of its own loaded when asked for:
// the owner's repeat controls on the shared rule, 'Check dates' for every later date (those that cannot be booked
// marked, with the nearest free time to take instead), then the chosen ones booked in one go and shown. A refusal
// shows in the dialog with everything chosen kept. In the page's language: its own words (entities/client-dashboard/locales/repeat/en.ts)
// come with this chunk; the repeat fields' and the date check's are series-i18n.ts's.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { RepeatFields } from '#client/entities/bookings/repeat-fields.tsx';
import {
  checkRepeatEnd,
  NO_REPEAT,
  type RepeatFormValues,
  repeatFormSchema,
} from '#client/entities/bookings/repeat-schema.ts';
import { useSeriesI18n } from '#client/entities/bookings/series-i18n.ts';
import { SeriesReview } from '#client/entities/bookings/series-review.tsx';
import english from '#client/entities/client-dashboard/locales/repeat/en.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { wallClockOf } from '#client/lib/format.ts';
import { fallbackTranslator, type Messages } from '#client/lib/i18n/locale-context.tsx';
import type { CreatedSeries, RepeatInput, SeriesPreview } from '#shared/schemas/booking-series.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { usePreviewClientRepeat, useRepeatClientVisit } from '../api/repeat-client-visit.ts';
import { bookingWhen } from '../booking-when.ts';
import { useLaterI18n } from '../later-i18n.ts';

type RepeatMessageId = keyof typeof english;
const ENGLISH = english as unknown as Messages;

/** The dialog's words in the page's language, its English with this chunk; and the series' words. */
function useRepeatI18n() {
  const { messages, locale, intl } = useLaterI18n();
  return {
    t: fallbackTranslator<RepeatMessageId>(messages, ENGLISH),
    locale,
    intl,
    series: useSeriesI18n(locale),
  };
}

/** The repeat fields read into the API's rule, 'Does not repeat' refused: here the point is to repeat. */
function repeatRuleSchema(firstDate: string) {
  return z.object({ repeat: repeatFormSchema }).transform((v, ctx): RepeatInput => {
    if (!v.repeat) {
      ctx.addIssue({ code: 'custom', path: ['repeat', 'frequency'], message: 'Choose weekly or monthly.' });
      return z.NEVER;
    }
    checkRepeatEnd(v.repeat, firstDate, ctx);
    return v.repeat;
  });
}

export function RepeatVisitDialog({
  booking,
  timeZone,
  onClose,
}: {
  booking: ClientPortalBooking;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, locale, intl, series } = useRepeatI18n();
  const firstDate = wallClockOf(booking.appointmentDate, timeZone).date;
  const when = bookingWhen(booking.appointmentDate, timeZone, intl);
  const preview = usePreviewClientRepeat(booking.id);
  const book = useRepeatClientVisit(booking.id);
  const [review, setReview] = useState<{ preview: SeriesPreview; repeat: RepeatInput } | null>(null);
  const form = useForm<{ repeat: RepeatFormValues }, unknown, RepeatInput>({
    resolver: zodResolver(repeatRuleSchema(firstDate)),
    defaultValues: { repeat: { ...NO_REPEAT, frequency: 'weekly' } },
  });
  const values = form.watch('repeat');
  const errors = form.formState.errors.repeat;
  const nothingLeft = preview.data?.occurrences.length === 0;

  const submit = form.handleSubmit((repeat) =>
    preview.mutate(repeat, {
      onSuccess: (checked) => {
        if (checked.occurrences.length > 0) setReview({ preview: checked, repeat });
      },
    }),
  );

  let body: ReactNode;
  if (book.data) {
    body = (
      <Booked
        created={book.data}
        description={
          review && locale !== 'en' ? series.recurrence(firstDate, review.repeat) : book.data.description
        }
        onClose={onClose}
      />
    );
  } else if (review) {
    body = (
      <>
        <SeriesReview
          preview={review.preview}
          rule={{ firstDate, repeat: review.repeat }}
          locale={locale}
          noun="visit"
          pending={book.isPending}
          onBack={() => {
            book.reset();
            setReview(null);
          }}
          onBook={(occurrences) => book.mutate({ repeat: review.repeat, occurrences })}
        />
        {book.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(book.error)}</AlertDescription>
          </Alert>
        ) : null}
      </>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit} aria-label={t('client.repeat.form')} className="grid gap-4">
        <RepeatFields
          value={values}
          firstDate={firstDate}
          locale={locale}
          onChange={(change) =>
            form.setValue(
              'repeat',
              { ...form.getValues('repeat'), ...change },
              { shouldValidate: form.formState.isSubmitted },
            )
          }
          errors={{
            frequency: errors?.frequency?.message,
            interval: errors?.interval?.message,
            count: errors?.count?.message,
            until: errors?.until?.message,
          }}
        />
        {preview.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(preview.error)}</AlertDescription>
          </Alert>
        ) : nothingLeft ? (
          <Alert>
            <AlertDescription>{t('client.repeat.passed')}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('client.repeat.close')}
          </Button>
          <Button type="submit" disabled={preview.isPending}>
            {preview.isPending ? t('client.repeat.checking') : t('client.repeat.check')}
          </Button>
        </DialogFooter>
      </form>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open || book.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg" closeLabel={t('client.repeat.close')}>
        <DialogHeader>
          <DialogTitle>{t('client.repeat.title', { service: booking.service.name })}</DialogTitle>
          <DialogDescription>
            {t('client.repeat.text', { date: when.date, time: when.time, name: booking.teamMember.name })}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

/** What the repeat booked, and any date taken since the check. */
function Booked({
  created,
  description,
  onClose,
}: {
  created: CreatedSeries;
  /** The repeat in words, in the page's language. */
  description: string;
  onClose: () => void;
}) {
  const { t, series } = useRepeatI18n();
  return (
    <section aria-labelledby="repeat-booked-heading" className="grid gap-3 text-sm">
      <div>
        <h3 id="repeat-booked-heading" className="font-semibold">
          {t('client.repeat.booked', { count: created.booked.length })}
        </h3>
        <p className="text-muted-foreground">{t('client.repeat.bookedText', { description })}</p>
      </div>
      <ul aria-label={t('client.repeat.bookedList')} className="grid gap-1 rounded-md border p-2">
        {created.booked.map((b) => (
          <li key={b.bookingId}>{series.when(b.appointmentDate)}</li>
        ))}
      </ul>
      {created.notBooked.length > 0 ? (
        <ul
          aria-label={t('client.repeat.notBookedList')}
          className="grid gap-1 rounded-md bg-destructive/10 p-2"
        >
          {created.notBooked.map((n) => (
            <li key={n.appointmentDate}>
              {t('client.repeat.notBooked', {
                when: series.when(n.appointmentDate),
                reason: series.known(n.reason),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {t('client.repeat.done')}
        </Button>
      </DialogFooter>
    </section>
  );
}
