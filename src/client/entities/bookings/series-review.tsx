// Every date of a repeating booking as checked before booking: the free ones ticked, the ones that cannot be
// booked marked with the reason and, where there is one, the nearest free time to take instead. The person books
// what is ticked, in one go. In the language of the page that shows it (series-i18n.ts), like the repeat fields.
import { Check, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { Recurrence } from '#shared/domain/recurrence.ts';
import type { PageLocale } from '#shared/i18n/locales.ts';
import type { SeriesOccurrence, SeriesPreview } from '#shared/schemas/booking-series.ts';
import { useSeriesI18n } from './series-i18n.ts';

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
export type SeriesNoun = 'appointment' | 'visit';

type SeriesReviewProps = {
  preview: SeriesPreview;
  /** The series' first date and rule: its description in the page's language. */
  rule: { firstDate: string; repeat: Pick<Recurrence, 'frequency' | 'interval'> };
  pending: boolean;
  onBook: (occurrences: string[]) => void;
  onBack: () => void;
  noun?: SeriesNoun;
  /** The language of the page that shows it. */
  locale: PageLocale;
};

/** The review, once its words are there (another language's are fetched the first time). */
export function SeriesReview(props: SeriesReviewProps) {
  return (
    <Suspense fallback={null}>
      <Review {...props} />
    </Suspense>
  );
}

function Review({ preview, rule, pending, onBook, onBack, noun = 'appointment', locale }: SeriesReviewProps) {
  const { t, when, known, recurrence } = useSeriesI18n(locale);
  const [alternatives, setAlternatives] = useState<ReadonlySet<string>>(new Set());
  const chosen = chosenOccurrences(preview.occurrences, alternatives);
  const conflicts = preview.occurrences.filter((o) => !o.available).length;
  // English keeps the server's words; the rule gives the same in another language.
  const description = locale === 'en' ? preview.description : recurrence(rule.firstDate, rule.repeat);
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
          {t('review.heading', { description, count: preview.occurrences.length })}
        </h3>
        <p className="text-sm text-muted-foreground" role="status">
          {conflicts === 0 ? t('review.allFree') : t('review.conflicts', { count: conflicts })}
        </p>
      </div>
      <ul aria-label={t('review.list')} className="grid max-h-80 gap-1 overflow-y-auto rounded-md border p-2">
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
                <span>{when(o.appointmentDate)}</span>
              </>
            ) : (
              <>
                <span className="flex items-center gap-2 font-medium">
                  <X className="size-4 text-destructive" aria-hidden="true" />
                  <span>
                    {t('review.cannot', { when: when(o.appointmentDate), reason: known(o.reason ?? '') })}
                  </span>
                </span>
                {o.alternative ? (
                  <span className="flex items-center gap-2 ps-6">
                    <Checkbox
                      id={`alt-${o.appointmentDate}`}
                      checked={alternatives.has(o.appointmentDate)}
                      onCheckedChange={(state) => toggle(o.appointmentDate, state === true)}
                    />
                    <Label htmlFor={`alt-${o.appointmentDate}`} className="font-normal">
                      {t('review.instead', { when: when(o.alternative) })}
                    </Label>
                  </span>
                ) : (
                  <span className="ps-6 text-muted-foreground">{t('review.noneNearby')}</span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('review.back')}
        </Button>
        <Button type="button" disabled={pending || chosen.length === 0} onClick={() => onBook(chosen)}>
          {pending ? t('review.booking') : t('review.book', { noun, count: chosen.length })}
        </Button>
      </div>
    </section>
  );
}
