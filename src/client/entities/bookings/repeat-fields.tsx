// The repeat controls of a booking: does not repeat, every 1–8 weeks, or monthly on the same weekday ('the 2nd
// Tuesday'); ending after a number of appointments (the first included) or on a date. Native selects: the phone's
// own picker at 390 px, and the keyboard works as everywhere. In the language of the page that shows them (the
// owner's app or the client dashboard): it passes its locale, the words are series-i18n.ts's.
import { Suspense } from 'react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { MAX_OCCURRENCES, MAX_WEEK_INTERVAL } from '#shared/domain/recurrence.ts';
import type { PageLocale } from '#shared/i18n/locales.ts';
import type { RepeatFormValues } from './repeat-schema.ts';
import { useSeriesI18n } from './series-i18n.ts';

export type RepeatFieldErrors = Partial<Record<keyof RepeatFormValues, string>>;

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-invalid:border-destructive md:text-sm';

type RepeatFieldsProps = {
  value: RepeatFormValues;
  onChange: (change: Partial<RepeatFormValues>) => void;
  errors?: RepeatFieldErrors;
  /** The first appointment's local date: names the monthly weekday ('Monthly on the 2nd Tuesday'). */
  firstDate: string;
  /** The language of the page that shows them. */
  locale: PageLocale;
  className?: string;
};

/** The fields, once their words are there (another language's are fetched the first time). */
export function RepeatFields(props: RepeatFieldsProps) {
  return (
    <Suspense fallback={null}>
      <Fields {...props} />
    </Suspense>
  );
}

function Fields({ value, onChange, errors, firstDate, locale, className }: RepeatFieldsProps) {
  const { t, known, recurrence } = useSeriesI18n(locale);
  const monthly = firstDate
    ? recurrence(firstDate, { frequency: 'monthly', interval: 1 })
    : t('repeat.monthly');
  const error = (message: string | undefined) => (message ? known(message) : undefined);
  return (
    <fieldset className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <legend className="sr-only">{t('repeat.label')}</legend>
      <FormField label={t('repeat.label')} error={error(errors?.frequency)}>
        {(control) => (
          <select
            {...control}
            className={SELECT_CLASS}
            value={value.frequency}
            onChange={(e) => onChange({ frequency: e.target.value as RepeatFormValues['frequency'] })}
          >
            <option value="none">{t('repeat.none')}</option>
            <option value="weekly">{t('repeat.weekly')}</option>
            <option value="monthly">{t('repeat.monthlyOn', { monthly })}</option>
          </select>
        )}
      </FormField>
      {value.frequency === 'weekly' ? (
        <FormField label={t('repeat.every')} error={error(errors?.interval)}>
          {(control) => (
            <select
              {...control}
              className={SELECT_CLASS}
              value={value.interval}
              onChange={(e) => onChange({ interval: e.target.value })}
            >
              {Array.from({ length: MAX_WEEK_INTERVAL }, (_, i) => String(i + 1)).map((n) => (
                <option key={n} value={n}>
                  {t('repeat.interval', { count: Number(n) })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {value.frequency !== 'none' ? (
        <>
          <FormField label={t('repeat.ends')} error={error(errors?.ends)}>
            {(control) => (
              <select
                {...control}
                className={SELECT_CLASS}
                value={value.ends}
                onChange={(e) => onChange({ ends: e.target.value as RepeatFormValues['ends'] })}
              >
                <option value="after">{t('repeat.endsAfter')}</option>
                <option value="on">{t('repeat.endsOn')}</option>
              </select>
            )}
          </FormField>
          {value.ends === 'after' ? (
            <FormField
              label={t('repeat.count')}
              error={error(errors?.count)}
              hint={t('repeat.countHint', { max: MAX_OCCURRENCES })}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={MAX_OCCURRENCES}
                  value={value.count}
                  onChange={(e) => onChange({ count: e.target.value })}
                />
              )}
            </FormField>
          ) : (
            <FormField label={t('repeat.until')} error={error(errors?.until)}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  min={firstDate || undefined}
                  value={value.until}
                  onChange={(e) => onChange({ until: e.target.value })}
                />
              )}
            </FormField>
          )}
        </>
      ) : null}
    </fieldset>
  );
}
