// 'Make it repeat' on one of the client's visits (issue 30, decision 030), a chunk of its own loaded when asked for:
// the owner's repeat controls on the shared rule, 'Check dates' for every later date (those that cannot be booked
// marked, with the nearest free time to take instead), then the chosen ones booked in one go and shown. A refusal
// shows in the dialog with everything chosen kept.
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
import { formatLocal, type SeriesNoun, SeriesReview } from '#client/entities/bookings/series-review.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { wallClockOf } from '#client/lib/format.ts';
import type { CreatedSeries, RepeatInput, SeriesPreview } from '#shared/schemas/booking-series.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { usePreviewClientRepeat, useRepeatClientVisit } from '../api/repeat-client-visit.ts';
import { bookingWhen } from '../booking-when.ts';

const VISITS: SeriesNoun = { one: 'visit', many: 'visits' };
const visits = (n: number) => `${n} ${n === 1 ? VISITS.one : VISITS.many}`;

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
  const firstDate = wallClockOf(booking.appointmentDate, timeZone).date;
  const when = bookingWhen(booking.appointmentDate, timeZone);
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
    body = <Booked created={book.data} onClose={onClose} />;
  } else if (review) {
    body = (
      <>
        <SeriesReview
          preview={review.preview}
          noun={VISITS}
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
      <form noValidate onSubmit={submit} aria-label="How often" className="grid gap-4">
        <RepeatFields
          value={values}
          firstDate={firstDate}
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
            <AlertDescription>
              Every date of this repeat has passed. Choose more visits or a later last date.
            </AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={preview.isPending}>
            {preview.isPending ? 'Checking…' : 'Check dates'}
          </Button>
        </DialogFooter>
      </form>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open || book.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Make {booking.service.name} repeat</DialogTitle>
          <DialogDescription>
            From your visit on {when.date} at {when.time} with {booking.teamMember.name}: the same time, with
            the same person. Every date is checked before anything is booked.
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

/** What the repeat booked, and any date taken since the check. */
function Booked({ created, onClose }: { created: CreatedSeries; onClose: () => void }) {
  return (
    <section aria-labelledby="repeat-booked-heading" className="grid gap-3 text-sm">
      <div>
        <h3 id="repeat-booked-heading" className="font-semibold">
          {visits(created.booked.length)} booked
        </h3>
        <p className="text-muted-foreground">{created.description}. They are in your upcoming bookings.</p>
      </div>
      <ul aria-label="Booked visits" className="grid gap-1 rounded-md border p-2">
        {created.booked.map((b) => (
          <li key={b.bookingId}>{formatLocal(b.appointmentDate)}</li>
        ))}
      </ul>
      {created.notBooked.length > 0 ? (
        <ul aria-label="Not booked" className="grid gap-1 rounded-md bg-destructive/10 p-2">
          {created.notBooked.map((n) => (
            <li key={n.appointmentDate}>
              {formatLocal(n.appointmentDate)} — not booked: {n.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </section>
  );
}
