// One block on the time grid, coloured by service: a booking (its client) or a class session (its class and
// '7/12' seats booked, its room). Cancelled and no-show bookings and cancelled sessions are dashed and struck. A
// shared visit's block names everyone who performs it; a part's block its member and whom they share it with.
import { CheckCircle2, Users } from 'lucide-react';
import { formatMemberNames, visitMembers } from '#client/entities/bookings/shared-visit.ts';
import { seatsShort } from '#client/entities/classes/class-format.ts';
import { type CalendarI18n, ENGLISH_CALENDAR, useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatTime12 } from '#client/lib/format.ts';
import { type CalendarItem, itemInactive, itemService } from '../calendar-items.ts';
import type { PlacedItem } from '../calendar-layout.ts';
import type { ServiceColor } from '../service-colors.ts';

/** Minutes after midnight → '9:30 AM' ('14:30' in German). */
export const clock = (minutes: number, locale?: string) =>
  formatTime12(
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    locale,
  );

type ItemText = {
  title: string;
  /** A class's seats booked of its size ('7/12'); null for a booking. */
  seats: string | null;
  detail: string[];
  status: string | null;
};

/** What the item says about itself: its first line, its seats, the rest, and its status when it is not live. */
export function itemText(item: CalendarItem, i18n: CalendarI18n = ENGLISH_CALENDAR): ItemText {
  const { t } = i18n;
  if (item.kind === 'class') {
    const { session } = item;
    return {
      title: session.serviceName,
      seats: seatsShort(session),
      detail: [item.room, session.teamMemberName].filter((part): part is string => Boolean(part)),
      status: session.status === 'cancelled' ? t('calendar.cancelled') : null,
    };
  }
  const { booking } = item;
  return {
    title: booking.clientName || t('calendar.client'),
    seats: null,
    detail: [booking.service.name, ...performedBy(item, i18n)],
    status: itemInactive(item) ? t(`booking.status.${booking.status}`) : null,
  };
}

/** Who performs a booking's block: everyone of the booking ('Alex', 'Alex and Ben'), or a part's member and, after
 * them, whom they share the visit with. */
function performedBy(
  { booking, part }: Extract<CalendarItem, { kind: 'booking' }>,
  { t, intl }: CalendarI18n,
): string[] {
  const members = visitMembers(booking);
  if (part === null) return [formatMemberNames(members, intl)];
  const others = members.filter((member) => member.id !== part.teamMemberId);
  return [
    part.memberName,
    ...(others.length > 0 ? [t('calendar.sharedWith', { names: formatMemberNames(others, intl) })] : []),
  ];
}

export function itemLabel(placed: PlacedItem, i18n: CalendarI18n = ENGLISH_CALENDAR): string {
  const { item } = placed;
  const { t, intl } = i18n;
  const time = `${clock(placed.start, intl)} – ${clock(placed.end, intl)}`;
  if (item.kind === 'class') {
    const { session } = item;
    return [
      time,
      t('calendar.class', { name: session.serviceName }),
      t('calendar.seats', { seats: seatsShort(session) }),
      item.room,
      session.teamMemberName,
      itemText(item, i18n).status,
    ]
      .filter(Boolean)
      .join(', ');
  }
  const { booking } = item;
  return [
    time,
    booking.service.name,
    booking.clientName,
    ...performedBy(item, i18n),
    t(`booking.status.${booking.status}`),
  ]
    .filter(Boolean)
    .join(', ');
}

export function BookingBlock({
  placed,
  color,
  wide,
  onOpen,
}: {
  placed: PlacedItem;
  color: ServiceColor;
  wide: boolean;
  onOpen: (item: CalendarItem) => void;
}) {
  const { item } = placed;
  const inactive = itemInactive(item);
  const short = placed.height * 28 < 1.5;
  const i18n = useCalendarI18n();
  const { title, seats, detail, status } = itemText(item, i18n);
  const service = itemService(item).name;
  // A booking's second line names its service; a class's title already does.
  const second = [
    clock(placed.start, i18n.intl),
    ...(item.kind === 'class' ? detail : [service, ...(wide ? detail.slice(1) : [])]),
  ];
  return (
    <button
      type="button"
      aria-label={itemLabel(placed, i18n)}
      onClick={() => onOpen(item)}
      className={cn(
        'pointer-events-auto absolute z-10 overflow-hidden rounded-md border border-s-4 px-1.5 py-0.5 text-start text-xs leading-tight shadow-xs transition-shadow hover:shadow-md focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        inactive ? 'border-dashed border-slate-400 bg-slate-50 text-slate-700' : color.block,
      )}
      style={{
        top: `${placed.top * 100}%`,
        height: `calc(${placed.height * 100}% - 2px)`,
        insetInlineStart: `calc(${(placed.lane / placed.lanes) * 100}% + 2px)`,
        width: `calc(${100 / placed.lanes}% - 4px)`,
      }}
    >
      <span className={cn('flex items-center gap-1', inactive && 'line-through')}>
        {item.kind === 'booking' && item.booking.status === 'completed' ? (
          <CheckCircle2 aria-hidden="true" className="size-3 shrink-0" />
        ) : null}
        {item.kind === 'class' ? <Users aria-hidden="true" className="size-3 shrink-0" /> : null}
        <span className="truncate">
          <span className="font-semibold">
            {title}
            {seats ? ` · ${seats}` : null}
          </span>
          {short && wide ? ` · ${second.join(' · ')}` : null}
        </span>
      </span>
      {short ? null : (
        <span className={cn('block truncate', inactive && 'line-through')}>{second.join(' · ')}</span>
      )}
      {status && !short ? <span className="block font-medium">{status}</span> : null}
    </button>
  );
}
