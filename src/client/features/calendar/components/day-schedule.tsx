// Small screens: a strip with the week's days and the chosen day's bookings and class sessions as a list
// ('Today's Schedule').
import { CalendarPlus } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { STATUS_CHIP } from '#client/entities/bookings/booking-status.ts';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatLocalDate } from '#client/lib/format.ts';
import { type CalendarItem, itemInactive, itemService, itemTarget } from '../calendar-items.ts';
import type { PlacedItem } from '../calendar-layout.ts';
import type { ServiceColor } from '../service-colors.ts';
import { clock, itemLabel, itemText } from './booking-block.tsx';

export function DaySchedule({
  days,
  date,
  today,
  placed,
  colorOf,
  onDate,
  onOpen,
  onAdd,
}: {
  days: string[];
  date: string;
  today: string;
  placed: Map<string, PlacedItem[]>;
  colorOf: (serviceId: string) => ServiceColor;
  onDate: (date: string) => void;
  onOpen: (item: CalendarItem) => void;
  onAdd: (date: string) => void;
}) {
  const i18n = useCalendarI18n();
  const { t, intl } = i18n;
  const items = [...(placed.get(date) ?? [])].sort((a, b) => a.start - b.start);
  const heading =
    date === today
      ? t('calendar.todaysSchedule')
      : t('calendar.scheduleFor', {
          day: formatLocalDate(date, { weekday: 'short', month: 'short', day: 'numeric' }, intl),
        });
  return (
    <div className="grid gap-4">
      <fieldset className="grid grid-cols-7 gap-1">
        <legend className="sr-only">{t('calendar.days')}</legend>
        {days.map((day) => {
          const count = appointments((placed.get(day) ?? []).filter((p) => !isCancelled(p.item)));
          return (
            <button
              key={day}
              type="button"
              aria-pressed={day === date}
              aria-label={t('calendar.dayButton', {
                day: formatLocalDate(day, { weekday: 'long', month: 'long', day: 'numeric' }, intl),
                count,
              })}
              onClick={() => onDate(day)}
              className={cn(
                'grid place-items-center rounded-lg border py-1.5 text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                day === date ? 'border-primary bg-primary text-primary-foreground' : 'bg-card',
                day === today && day !== date && 'border-primary',
              )}
            >
              <span className="font-medium uppercase">
                {formatLocalDate(day, { weekday: 'narrow' }, intl)}
              </span>
              <span className="text-base font-semibold">
                {formatLocalDate(day, { day: 'numeric' }, intl)}
              </span>
              <span
                aria-hidden="true"
                className={cn('size-1.5 rounded-full', count ? 'bg-current' : 'bg-transparent')}
              />
            </button>
          );
        })}
      </fieldset>
      <section aria-labelledby="day-schedule-heading" className="rounded-xl border bg-card p-4 shadow-sm">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="day-schedule-heading" className="text-base font-semibold">
            {heading}
          </h2>
          <Badge variant="secondary">{t('calendar.appointments', { count: appointments(items) })}</Badge>
        </div>
        {items.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-6 text-center">
            <p className="text-muted-foreground">{t('calendar.empty')}</p>
            <Button size="sm" onClick={() => onAdd(date)}>
              <CalendarPlus aria-hidden="true" /> {t('calendar.addBooking')}
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2">
            {items.map((placed) => {
              const { item } = placed;
              const inactive = itemInactive(item);
              const text = itemText(item, i18n);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-label={itemLabel(placed, i18n)}
                    onClick={() => onOpen(item)}
                    className={cn(
                      'grid w-full grid-cols-[4.5rem_1fr_auto] items-center gap-3 rounded-lg border border-s-4 p-3 text-start focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      inactive
                        ? 'border-dashed border-slate-400 bg-slate-50 text-slate-700'
                        : colorOf(itemService(item).id).block,
                    )}
                  >
                    <span className="text-sm font-semibold">{clock(placed.start, intl)}</span>
                    <span className={cn('min-w-0', inactive && 'line-through')}>
                      <span className="block truncate font-semibold">{text.title}</span>
                      <span className="block truncate text-sm">{text.detail.join(' · ')}</span>
                    </span>
                    {item.kind === 'booking' ? (
                      <Badge className={STATUS_CHIP[item.booking.status]}>
                        {t(`booking.status.${item.booking.status}`)}
                      </Badge>
                    ) : (
                      <Badge variant="secondary">{text.status ?? text.seats}</Badge>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/** How many bookings and sessions `placed` shows: a member's two parts of one visit are one appointment. */
function appointments(placed: PlacedItem[]): number {
  return new Set(placed.map((p) => itemTarget(p.item))).size;
}

/** A cancelled booking or session does not count as an appointment of the day. */
function isCancelled(item: CalendarItem): boolean {
  return item.kind === 'class' ? item.session.status === 'cancelled' : item.booking.status === 'cancelled';
}
