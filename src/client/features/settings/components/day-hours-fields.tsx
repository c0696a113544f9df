// One weekday of the business-hours form: open switch, opening and closing time and up to six breaks, each time
// tied to the shared schema's message about it (aria-invalid, aria-describedby). After a failed save, a change
// checks again what depends on it: the closing time (after opening) and the breaks (within the hours). The day's
// name by Intl in the app's language ('Monday', 'Montag'); the schema's English messages said in it.
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import {
  Controller,
  type FieldPath,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { type SettingsMessageId, useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import type { BusinessHoursInput, businessHoursSchema } from '#shared/schemas/availability.ts';

type HoursValues = z.input<typeof businessHoursSchema>;
export type HoursForm = UseFormReturn<HoursValues, unknown, BusinessHoursInput>;

const MAX_BREAKS = 6;
/** A Sunday: the weekdays' names are read from the week that starts on it. */
const SUNDAY = Date.UTC(2026, 10, 29);
const DAY_MS = 86_400_000;

/** 'Monday' for 1 ('Montag', 'lundi'), in the Intl locale `intl`. */
function weekdayName(dayOfWeek: number, intl: string): string {
  return new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' }).format(
    SUNDAY + dayOfWeek * DAY_MS,
  );
}

/** The shared schema's English message about a day's times, in the app's language (the same English in English). */
function dayMessage(message: string, day: string, t: Translator<SettingsMessageId>): string {
  if (message.endsWith(': closing must be after opening')) return t('hours.error.closeAfterOpen', { day });
  if (message.endsWith(': breaks must lie within opening hours and not overlap')) {
    return t('hours.error.breaks', { day });
  }
  const example = /^Please use a time such as (\d\d:\d\d)$/.exec(message)?.[1];
  return example ? t('hours.error.time', { time: example }) : message;
}

function TimeInput({
  label,
  invalid,
  describedBy,
  registration,
}: {
  label: string;
  invalid: boolean;
  describedBy?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Input
      type="time"
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      step={300}
      className="h-9 w-[7.5rem] tabular-nums"
      {...registration}
    />
  );
}

export function DayHoursFields({
  form,
  index,
  dayOfWeek,
}: {
  form: HoursForm;
  index: number;
  dayOfWeek: number;
}) {
  const { t, intl } = useSettingsI18n();
  const name = weekdayName(dayOfWeek, intl);
  // A label stands alone: 'Lundi', not 'lundi' (the messages keep the language's own case).
  const title = name.charAt(0).toLocaleUpperCase(intl) + name.slice(1);
  const path = `hours.${index}` as const;
  const switchId = `hours-open-${dayOfWeek}`;
  const errorId = useId();
  const breaks = useFieldArray({ control: form.control, name: `${path}.breaks` });
  const isOpen = useWatch({ control: form.control, name: `${path}.isOpen` });
  const dependents: { deps: FieldPath<HoursValues>[] } = { deps: [`${path}.closeTime`, `${path}.breaks`] };
  const breakDependents = { deps: `${path}.breaks` as const };

  // Each distinct message once, under the day; a field points at its own and, for a break, at the breaks' one.
  const errors = form.formState.errors.hours?.[index];
  const breaksMessage = errors?.breaks?.root?.message;
  const breakMessages = breaks.fields.map((_, i) => ({
    start: errors?.breaks?.[i]?.start?.message,
    end: errors?.breaks?.[i]?.end?.message,
  }));
  const messages = [
    ...new Set(
      [
        errors?.openTime?.message,
        errors?.closeTime?.message,
        breaksMessage,
        ...breakMessages.flatMap((b) => [b.start, b.end]),
      ].filter((message) => message !== undefined),
    ),
  ];
  const errorProps = (...about: Array<string | undefined>) => {
    const ids = about
      .filter((message) => message !== undefined)
      .map((message) => `${errorId}-${messages.indexOf(message)}`);
    return { invalid: ids.length > 0, describedBy: ids.join(' ') || undefined };
  };

  const addBreak = () => {
    // Suggest an hour in the middle of the day, kept inside the opening hours.
    const { openTime, closeTime } = form.getValues(path);
    const start = openTime < '12:00' && closeTime > '13:00' ? '12:00' : openTime;
    const end = start === '12:00' ? '13:00' : closeTime;
    breaks.append({ start, end }, { shouldFocus: false });
  };

  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[9rem_1fr] sm:items-start">
      <div className="flex items-center gap-3 sm:h-9">
        <Controller
          control={form.control}
          name={`${path}.isOpen`}
          rules={dependents}
          render={({ field }) => (
            <Switch
              id={switchId}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-label={t('hours.openOn', { day: name })}
            />
          )}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          {title}
        </label>
      </div>
      <div className="grid gap-2">
        {isOpen ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <TimeInput
                label={t('hours.opening', { day: title })}
                {...errorProps(errors?.openTime?.message)}
                registration={form.register(`${path}.openTime`, dependents)}
              />
              <span className="text-sm text-muted-foreground">{t('hours.to')}</span>
              <TimeInput
                label={t('hours.closing', { day: title })}
                {...errorProps(errors?.closeTime?.message)}
                registration={form.register(`${path}.closeTime`, breakDependents)}
              />
              {breaks.fields.length < MAX_BREAKS ? (
                <Button variant="ghost" size="sm" className="h-9 text-muted-foreground" onClick={addBreak}>
                  <Plus aria-hidden="true" />
                  {t('hours.addBreak')}
                </Button>
              ) : null}
            </div>
            {breaks.fields.map((item, i) => (
              <div key={item.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:ps-4">
                <span className="w-full text-xs font-medium text-muted-foreground uppercase sm:w-12">
                  {t('hours.break')}
                </span>
                <TimeInput
                  label={t('hours.breakStart', { day: title, number: i + 1 })}
                  {...errorProps(breakMessages[i]?.start, breaksMessage)}
                  registration={form.register(`${path}.breaks.${i}.start`, breakDependents)}
                />
                <span className="text-sm text-muted-foreground">{t('hours.to')}</span>
                <TimeInput
                  label={t('hours.breakEnd', { day: title, number: i + 1 })}
                  {...errorProps(breakMessages[i]?.end, breaksMessage)}
                  registration={form.register(`${path}.breaks.${i}.end`, breakDependents)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-muted-foreground"
                  aria-label={t('hours.removeBreak', { day: name, number: i + 1 })}
                  onClick={() => breaks.remove(i)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
          </>
        ) : (
          <p className="text-sm text-muted-foreground sm:leading-9">{t('hours.closed')}</p>
        )}
        {messages.map((message, i) => (
          <p key={message} id={`${errorId}-${i}`} className="text-sm font-medium text-destructive">
            {dayMessage(message, name, t)}
          </p>
        ))}
      </div>
    </li>
  );
}
