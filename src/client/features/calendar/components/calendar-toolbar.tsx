// Calendar controls: previous / Today / next, the shown range, the Week/Day toggle (Day hidden on small
// screens) and the staff filter.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatLocalDate } from '#client/lib/format.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { CalendarView } from '../use-calendar-state.ts';

/** 'Nov 16 – 22, 2026', 'Nov 30 – Dec 6, 2026', 'Dec 28, 2026 – Jan 3, 2027', or the day in words; in another
 * language Intl's range ('16.–22. Nov. 2026' in German). */
export function rangeLabel(view: CalendarView, days: string[], date: string, locale = 'en-US'): string {
  if (view === 'day') return formatLocalDate(date, undefined, locale);
  const first = days[0] ?? date;
  const last = days[days.length - 1] ?? date;
  if (locale !== 'en-US') {
    const format = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return format.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`));
  }
  const month = (d: string) => formatLocalDate(d, { month: 'short' });
  const day = (d: string) => formatLocalDate(d, { day: 'numeric' });
  const [y1, y2] = [first.slice(0, 4), last.slice(0, 4)];
  if (y1 !== y2) return `${month(first)} ${day(first)}, ${y1} – ${month(last)} ${day(last)}, ${y2}`;
  const end = first.slice(0, 7) === last.slice(0, 7) ? day(last) : `${month(last)} ${day(last)}`;
  return `${month(first)} ${day(first)} – ${end}, ${y2}`;
}

export function CalendarToolbar({
  view,
  days,
  date,
  staff,
  members,
  onStep,
  onToday,
  onView,
  onStaff,
}: {
  view: CalendarView;
  days: string[];
  date: string;
  staff: string;
  members: TeamMember[];
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  onStaff: (staff: string) => void;
}) {
  const { t, intl } = useCalendarI18n();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={t(`calendar.previous.${view}`)}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <Button variant="outline" onClick={onToday}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t(`calendar.next.${view}`)}
          onClick={() => onStep(1)}
        >
          <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
      <h2 className="min-w-0 flex-1 text-lg font-semibold" aria-live="polite">
        {rangeLabel(view, days, date, intl)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        {members.length > 1 ? (
          <Select value={staff} onValueChange={onStaff}>
            <SelectTrigger className="w-40" aria-label={t('calendar.staff')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t('calendar.allStaff')}</SelectItem>
              {members.map((m) => (
                <SelectItem key={m.id} value={m.id}>
                  {m.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : null}
        <fieldset className="flex rounded-md border p-0.5">
          <legend className="sr-only">{t('calendar.view')}</legend>
          {(['week', 'day'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onView(option)}
              className={cn(
                'h-8 rounded px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                view === option
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:bg-muted',
                option === 'day' && 'hidden md:block',
              )}
            >
              {t(`calendar.view.${option}`)}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
