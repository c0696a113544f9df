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
import { cn } from '#client/lib/cn.ts';
import { formatLocalDate } from '#client/lib/format.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { CalendarView } from '../use-calendar-state.ts';

/** 'Nov 16 – 22, 2026', 'Nov 30 – Dec 6, 2026', 'Dec 28, 2026 – Jan 3, 2027', or the day in words. */
export function rangeLabel(view: CalendarView, days: string[], date: string): string {
  if (view === 'day') return formatLocalDate(date);
  const first = days[0] ?? date;
  const last = days[days.length - 1] ?? date;
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
  const unit = view === 'day' ? 'day' : 'week';
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onToday}>
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <h2 className="min-w-0 flex-1 text-lg font-semibold" aria-live="polite">
        {rangeLabel(view, days, date)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        {members.length > 1 ? (
          <Select value={staff} onValueChange={onStaff}>
            <SelectTrigger className="w-40" aria-label="Staff">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All staff</SelectItem>
              {members.map((m) => (
                <SelectItem key={m.id} value={m.id}>
                  {m.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : null}
        <fieldset className="flex rounded-md border p-0.5">
          <legend className="sr-only">View</legend>
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
              {option === 'week' ? 'Week' : 'Day'}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
