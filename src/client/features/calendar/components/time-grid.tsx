// The desktop time grid: one column per day, 28 half-hour rows 07:00–20:30 in the business's zone. Free,
// future times within quick booking's hours (09:00–17:30) are buttons that open quick booking prefilled;
// bookings open their details, class sessions their roster.

import { useMemo } from 'react';
import { QUICK_BOOKING_TIMES } from '#client/entities/bookings/quick-booking-slots.ts';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatLocalDate, formatTime12, wallClockOf } from '#client/lib/format.ts';
import { parseLocalDateTime } from '#shared/domain/local-time.ts';
import { type CalendarItem, itemService } from '../calendar-items.ts';
import { GRID_END, GRID_START, GRID_TIMES, type PlacedItem } from '../calendar-layout.ts';
import type { ServiceColor } from '../service-colors.ts';
import { BookingBlock } from './booking-block.tsx';

const ROW = 'h-12';

export function TimeGrid({
  days,
  placed,
  colorOf,
  timeZone,
  today,
  now,
  onCell,
  onOpen,
}: {
  days: string[];
  placed: Map<string, PlacedItem[]>;
  colorOf: (serviceId: string) => ServiceColor;
  timeZone: string;
  today: string;
  now: Date;
  onCell: (date: string, time: string) => void;
  onOpen: (item: CalendarItem) => void;
}) {
  const { intl } = useCalendarI18n();
  const hour = useMemo(() => hourLabel(intl), [intl]);
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <div
        className={cn('grid', days.length > 1 && 'min-w-[760px]')}
        style={{ gridTemplateColumns: `4.5rem repeat(${days.length}, minmax(0, 1fr))` }}
      >
        <div className="sticky top-0 z-20 border-b bg-card" />
        {days.map((date) => (
          <div
            key={date}
            className={cn(
              'sticky top-0 z-20 border-b border-s bg-card px-2 py-2 text-center',
              date === today && 'bg-accent',
            )}
          >
            <h3 className="text-sm font-semibold">
              <span className="block text-xs font-medium text-muted-foreground uppercase">
                {formatLocalDate(date, { weekday: 'short' }, intl)}
              </span>
              <span className="sr-only">, </span>
              {formatLocalDate(date, { month: 'short', day: 'numeric' }, intl)}
            </h3>
          </div>
        ))}
        <div aria-hidden="true">
          {GRID_TIMES.map((time) => (
            <div key={time} className={cn(ROW, 'border-b pt-1 pe-2 text-end text-xs text-muted-foreground')}>
              {time.endsWith(':00') ? hour(time) : ''}
            </div>
          ))}
        </div>
        {days.map((date) => (
          <DayColumn
            key={date}
            date={date}
            items={placed.get(date) ?? []}
            colorOf={colorOf}
            timeZone={timeZone}
            now={now}
            isToday={date === today}
            wide={days.length === 1}
            onCell={onCell}
            onOpen={onOpen}
          />
        ))}
      </div>
    </div>
  );
}

function DayColumn({
  date,
  items,
  colorOf,
  timeZone,
  now,
  isToday,
  wide,
  onCell,
  onOpen,
}: {
  date: string;
  items: PlacedItem[];
  colorOf: (serviceId: string) => ServiceColor;
  timeZone: string;
  now: Date;
  isToday: boolean;
  wide: boolean;
  onCell: (date: string, time: string) => void;
  onOpen: (item: CalendarItem) => void;
}) {
  const { t, intl } = useCalendarI18n();
  const day = formatLocalDate(date, { weekday: 'long', month: 'long', day: 'numeric' }, intl);
  const nowTime = isToday ? nowPosition(now, timeZone) : null;
  return (
    <div className="relative border-s">
      {GRID_TIMES.map((time) => {
        const start = parseLocalDateTime(`${date}T${time}:00`, timeZone);
        const bookable =
          QUICK_BOOKING_TIMES.includes(time) && start !== null && start.getTime() > now.getTime();
        return bookable ? (
          <button
            key={time}
            type="button"
            aria-label={t('calendar.newAt', { day, time: formatTime12(time, intl) })}
            onClick={() => onCell(date, time)}
            className={cn(
              ROW,
              'block w-full border-b hover:bg-accent focus-visible:relative focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
            )}
          />
        ) : (
          <div key={time} className={cn(ROW, 'border-b bg-muted/50')} />
        );
      })}
      {nowTime !== null ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-rose-500"
          style={{ top: `${nowTime * 100}%` }}
        />
      ) : null}
      {/* Bookings leave a strip free at the line’s end, so a time someone else can still take stays clickable. */}
      <div className={cn('pointer-events-none absolute inset-y-0 start-0', wide ? 'end-24' : 'end-3')}>
        {items.map((placed) => (
          <BookingBlock
            key={placed.item.id}
            placed={placed}
            color={colorOf(itemService(placed.item).id)}
            wide={wide}
            onOpen={onOpen}
          />
        ))}
      </div>
    </div>
  );
}

/** 'HH:00' → the hour alone: '9 AM' ('9 Uhr' in German, '09 h' in French). */
function hourLabel(locale: string): (time: string) => string {
  if (locale === 'en-US') return (time) => formatTime12(time).replace(':00', '');
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  return (time) => format.format(Date.UTC(2000, 0, 1, Number(time.slice(0, 2))));
}

/** Where now is in the grid (0–1), or null outside 07:00–21:00. */
function nowPosition(now: Date, timeZone: string): number | null {
  const [h = 0, m = 0] = wallClockOf(now.toISOString(), timeZone).time.split(':').map(Number);
  const minutes = h * 60 + m;
  if (minutes < GRID_START || minutes > GRID_END) return null;
  return (minutes - GRID_START) / (GRID_END - GRID_START);
}
