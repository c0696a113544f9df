// The repeat controls of a booking: does not repeat, every 1–8 weeks, or monthly on the same weekday ('the 2nd
// Tuesday'); ending after a number of appointments (the first included) or on a date. Native selects: the phone's
// own picker at 390 px, and the keyboard works as everywhere.
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { describeRecurrence, MAX_OCCURRENCES, MAX_WEEK_INTERVAL } from '#shared/domain/recurrence.ts';
import type { RepeatFormValues } from './repeat-schema.ts';

export type RepeatFieldErrors = Partial<Record<keyof RepeatFormValues, string>>;

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-invalid:border-destructive md:text-sm';

export function RepeatFields({
  value,
  onChange,
  errors,
  firstDate,
  className,
}: {
  value: RepeatFormValues;
  onChange: (change: Partial<RepeatFormValues>) => void;
  errors?: RepeatFieldErrors;
  /** The first appointment's local date: names the monthly weekday ('Monthly on the 2nd Tuesday'). */
  firstDate: string;
  className?: string;
}) {
  const monthly = firstDate
    ? describeRecurrence(firstDate, { frequency: 'monthly', interval: 1 })
    : 'Monthly';
  return (
    <fieldset className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <legend className="sr-only">Repeat</legend>
      <FormField label="Repeat" error={errors?.frequency}>
        {(control) => (
          <select
            {...control}
            className={SELECT_CLASS}
            value={value.frequency}
            onChange={(e) => onChange({ frequency: e.target.value as RepeatFormValues['frequency'] })}
          >
            <option value="none">Does not repeat</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">{monthly} (same weekday)</option>
          </select>
        )}
      </FormField>
      {value.frequency === 'weekly' ? (
        <FormField label="Every" error={errors?.interval}>
          {(control) => (
            <select
              {...control}
              className={SELECT_CLASS}
              value={value.interval}
              onChange={(e) => onChange({ interval: e.target.value })}
            >
              {Array.from({ length: MAX_WEEK_INTERVAL }, (_, i) => String(i + 1)).map((n) => (
                <option key={n} value={n}>
                  {n === '1' ? 'week' : `${n} weeks`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {value.frequency !== 'none' ? (
        <>
          <FormField label="Ends" error={errors?.ends}>
            {(control) => (
              <select
                {...control}
                className={SELECT_CLASS}
                value={value.ends}
                onChange={(e) => onChange({ ends: e.target.value as RepeatFormValues['ends'] })}
              >
                <option value="after">After a number of appointments</option>
                <option value="on">On a date</option>
              </select>
            )}
          </FormField>
          {value.ends === 'after' ? (
            <FormField
              label="Appointments"
              error={errors?.count}
              hint={`This one included, at most ${MAX_OCCURRENCES}`}
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
            <FormField label="Last date" error={errors?.until}>
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
