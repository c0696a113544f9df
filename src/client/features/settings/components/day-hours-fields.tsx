// One weekday of the business-hours form: open switch, opening and closing time and up to six breaks, each time
// tied to the shared schema's message about it (aria-invalid, aria-describedby). After a failed save, a change
// checks again what depends on it: the closing time (after opening) and the breaks (within the hours).
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
import type { BusinessHoursInput, businessHoursSchema } from '#shared/schemas/availability.ts';

type HoursValues = z.input<typeof businessHoursSchema>;
export type HoursForm = UseFormReturn<HoursValues, unknown, BusinessHoursInput>;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MAX_BREAKS = 6;

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
  const name = WEEKDAY_NAMES[dayOfWeek] ?? 'Day';
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
              aria-label={`Open on ${name}`}
            />
          )}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          {name}
        </label>
      </div>
      <div className="grid gap-2">
        {isOpen ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <TimeInput
                label={`${name} opening time`}
                {...errorProps(errors?.openTime?.message)}
                registration={form.register(`${path}.openTime`, dependents)}
              />
              <span className="text-sm text-muted-foreground">to</span>
              <TimeInput
                label={`${name} closing time`}
                {...errorProps(errors?.closeTime?.message)}
                registration={form.register(`${path}.closeTime`, breakDependents)}
              />
              {breaks.fields.length < MAX_BREAKS ? (
                <Button variant="ghost" size="sm" className="h-9 text-muted-foreground" onClick={addBreak}>
                  <Plus aria-hidden="true" />
                  Add break
                </Button>
              ) : null}
            </div>
            {breaks.fields.map((item, i) => (
              <div key={item.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:pl-4">
                <span className="w-full text-xs font-medium text-muted-foreground uppercase sm:w-12">
                  Break
                </span>
                <TimeInput
                  label={`${name} break ${i + 1} start`}
                  {...errorProps(breakMessages[i]?.start, breaksMessage)}
                  registration={form.register(`${path}.breaks.${i}.start`, breakDependents)}
                />
                <span className="text-sm text-muted-foreground">to</span>
                <TimeInput
                  label={`${name} break ${i + 1} end`}
                  {...errorProps(breakMessages[i]?.end, breaksMessage)}
                  registration={form.register(`${path}.breaks.${i}.end`, breakDependents)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-muted-foreground"
                  aria-label={`Remove ${name} break ${i + 1}`}
                  onClick={() => breaks.remove(i)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
          </>
        ) : (
          <p className="text-sm text-muted-foreground sm:leading-9">Closed</p>
        )}
        {messages.map((message, i) => (
          <p key={message} id={`${errorId}-${i}`} className="text-sm font-medium text-destructive">
            {message}
          </p>
        ))}
      </div>
    </li>
  );
}
