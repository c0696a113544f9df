// Every date of a repeating booking as checked before booking: the free ones ticked, the ones that cannot be
// booked marked with the reason and, where there is one, the nearest free time to take instead. The person books
// what is ticked, in one go.
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatLocalDate, formatTime12 } from '#client/lib/format.ts';
import type { SeriesOccurrence, SeriesPreview } from '#shared/schemas/booking-series.ts';

/** 'Tue, Mar 9 at 9:00 AM' of a local 'YYYY-MM-DDTHH:mm:00'. */
export function formatLocal(local: string): string {
  const day = formatLocalDate(local.slice(0, 10), { weekday: 'short', month: 'short', day: 'numeric' });
  return `${day} at ${formatTime12(local.slice(11, 16))}`;
}

/** The date-times to book: each free date, and the alternative of each conflict the person took. */
export function chosenOccurrences(
  occurrences: SeriesOccurrence[],
  alternatives: ReadonlySet<string>,
): string[] {
  return occurrences.flatMap((o) => {
    if (o.available) return [o.appointmentDate];
    return o.alternative && alternatives.has(o.appointmentDate) ? [o.alternative] : [];
  });
}

/** What the list books: the owner's appointments, or a client's visits. */
export type SeriesNoun = { one: string; many: string };
const APPOINTMENTS: SeriesNoun = { one: 'appointment', many: 'appointments' };

export function SeriesReview({
  preview,
  pending,
  onBook,
  onBack,
  noun = APPOINTMENTS,
}: {
  preview: SeriesPreview;
  pending: boolean;
  onBook: (occurrences: string[]) => void;
  onBack: () => void;
  noun?: SeriesNoun;
}) {
  const [alternatives, setAlternatives] = useState<ReadonlySet<string>>(new Set());
  const chosen = chosenOccurrences(preview.occurrences, alternatives);
  const conflicts = preview.occurrences.filter((o) => !o.available).length;
  const toggle = (date: string, on: boolean) =>
    setAlternatives((current) => {
      const next = new Set(current);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  return (
    <section aria-labelledby="series-review-heading" className="grid gap-3">
      <div>
        <h3 id="series-review-heading" className="text-sm font-semibold">
          {preview.description}: {preview.occurrences.length} dates
        </h3>
        <p className="text-sm text-muted-foreground" role="status">
          {conflicts === 0
            ? 'Every date is free.'
            : `${conflicts} ${conflicts === 1 ? 'date cannot' : 'dates cannot'} be booked. Take the nearest free time instead, or leave ${conflicts === 1 ? 'it' : 'them'} out.`}
        </p>
      </div>
      <ul
        aria-label="Dates of the series"
        className="grid max-h-80 gap-1 overflow-y-auto rounded-md border p-2"
      >
        {preview.occurrences.map((o) => (
          <li
            key={o.appointmentDate}
            className={
              o.available
                ? 'flex items-center gap-2 py-1 text-sm'
                : 'grid gap-1 rounded bg-destructive/10 p-2 text-sm'
            }
          >
            {o.available ? (
              <>
                <Check className="size-4 text-primary" aria-hidden="true" />
                <span>{formatLocal(o.appointmentDate)}</span>
              </>
            ) : (
              <>
                <span className="flex items-center gap-2 font-medium">
                  <X className="size-4 text-destructive" aria-hidden="true" />
                  <span>
                    {formatLocal(o.appointmentDate)} — can't be booked: {o.reason}
                  </span>
                </span>
                {o.alternative ? (
                  <span className="flex items-center gap-2 pl-6">
                    <Checkbox
                      id={`alt-${o.appointmentDate}`}
                      checked={alternatives.has(o.appointmentDate)}
                      onCheckedChange={(state) => toggle(o.appointmentDate, state === true)}
                    />
                    <Label htmlFor={`alt-${o.appointmentDate}`} className="font-normal">
                      Book {formatLocal(o.alternative)} instead
                    </Label>
                  </span>
                ) : (
                  <span className="pl-6 text-muted-foreground">No free time nearby: left out.</span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="button" disabled={pending || chosen.length === 0} onClick={() => onBook(chosen)}>
          {pending ? 'Booking…' : `Book ${chosen.length} ${chosen.length === 1 ? noun.one : noun.many}`}
        </Button>
      </div>
    </section>
  );
}
