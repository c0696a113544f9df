// One weekday in the business-hours editor: open switch, opening and closing time, and optional breaks.
import { Plus, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { cn } from '#client/lib/cn.ts';
import type { DayHours } from '#shared/domain/slots.ts';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MAX_BREAKS = 6;

function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Input
      type="time"
      aria-label={label}
      value={value}
      step={300}
      onChange={(event) => onChange(event.target.value)}
      className="h-9 w-[7.5rem] tabular-nums"
    />
  );
}

export function DayHoursRow({
  day,
  error,
  onChange,
}: {
  day: DayHours;
  error?: string;
  onChange: (day: DayHours) => void;
}) {
  const name = WEEKDAY_NAMES[day.dayOfWeek] ?? 'Day';
  const switchId = `hours-open-${day.dayOfWeek}`;
  const setBreak = (index: number, change: Partial<{ start: string; end: string }>) =>
    onChange({ ...day, breaks: day.breaks.map((b, i) => (i === index ? { ...b, ...change } : b)) });
  const addBreak = () => {
    // Suggest an hour in the middle of the day, kept inside the opening hours.
    const start = day.openTime < '12:00' && day.closeTime > '13:00' ? '12:00' : day.openTime;
    const end = start === '12:00' ? '13:00' : day.closeTime;
    onChange({ ...day, breaks: [...day.breaks, { start, end }] });
  };

  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[9rem_1fr] sm:items-start">
      <div className="flex items-center gap-3 sm:h-9">
        <Switch
          id={switchId}
          checked={day.isOpen}
          onCheckedChange={(isOpen) => onChange({ ...day, isOpen })}
          aria-label={`Open on ${name}`}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          {name}
        </label>
      </div>
      <div className="grid gap-2">
        {day.isOpen ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <TimeInput
                label={`${name} opening time`}
                value={day.openTime}
                onChange={(openTime) => onChange({ ...day, openTime })}
              />
              <span className="text-sm text-muted-foreground">to</span>
              <TimeInput
                label={`${name} closing time`}
                value={day.closeTime}
                onChange={(closeTime) => onChange({ ...day, closeTime })}
              />
              {day.breaks.length < MAX_BREAKS ? (
                <Button variant="ghost" size="sm" className="h-9 text-muted-foreground" onClick={addBreak}>
                  <Plus aria-hidden="true" />
                  Add break
                </Button>
              ) : null}
            </div>
            {day.breaks.map((item, index) => (
              // Breaks have no ids; their position is their identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:pl-4">
                <span className="w-full text-xs font-medium text-muted-foreground uppercase sm:w-12">
                  Break
                </span>
                <TimeInput
                  label={`${name} break ${index + 1} start`}
                  value={item.start}
                  onChange={(start) => setBreak(index, { start })}
                />
                <span className="text-sm text-muted-foreground">to</span>
                <TimeInput
                  label={`${name} break ${index + 1} end`}
                  value={item.end}
                  onChange={(end) => setBreak(index, { end })}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-muted-foreground"
                  aria-label={`Remove ${name} break ${index + 1}`}
                  onClick={() => onChange({ ...day, breaks: day.breaks.filter((_, i) => i !== index) })}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
          </>
        ) : (
          <p className={cn('text-sm text-muted-foreground sm:leading-9')}>Closed</p>
        )}
        {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      </div>
    </li>
  );
}
