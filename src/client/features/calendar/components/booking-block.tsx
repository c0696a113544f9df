// One block on the time grid, coloured by service: a booking (its client) or a class session (its class and
// '7/12' seats booked, its room). Cancelled and no-show bookings and cancelled sessions are dashed and struck.
import { CheckCircle2, Users } from 'lucide-react';
import { STATUS_LABEL } from '#client/entities/bookings/booking-status.ts';
import { seatsShort } from '#client/entities/classes/class-format.ts';
import { cn } from '#client/lib/cn.ts';
import { formatTime12 } from '#client/lib/format.ts';
import { type CalendarItem, itemInactive, itemService } from '../calendar-items.ts';
import type { PlacedItem } from '../calendar-layout.ts';
import type { ServiceColor } from '../service-colors.ts';

/** Minutes after midnight → '9:30 AM'. */
export const clock = (minutes: number) =>
  formatTime12(
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  );

type ItemText = {
  title: string;
  /** A class's seats booked of its size ('7/12'); null for a booking. */
  seats: string | null;
  detail: string[];
  status: string | null;
};

/** What the item says about itself: its first line, its seats, the rest, and its status when it is not live. */
export function itemText(item: CalendarItem): ItemText {
  if (item.kind === 'class') {
    const { session } = item;
    return {
      title: session.serviceName,
      seats: seatsShort(session),
      detail: [item.room, session.teamMemberName].filter((part): part is string => Boolean(part)),
      status: session.status === 'cancelled' ? 'Cancelled' : null,
    };
  }
  const { booking } = item;
  return {
    title: booking.clientName || 'Client',
    seats: null,
    detail: [booking.service.name, booking.teamMember?.name].filter((part): part is string => Boolean(part)),
    status: itemInactive(item) ? STATUS_LABEL[booking.status] : null,
  };
}

export function itemLabel(placed: PlacedItem): string {
  const { item } = placed;
  const time = `${clock(placed.start)} – ${clock(placed.end)}`;
  if (item.kind === 'class') {
    const { session } = item;
    return [
      time,
      `${session.serviceName} class`,
      `${seatsShort(session)} seats booked`,
      item.room,
      session.teamMemberName,
      itemText(item).status,
    ]
      .filter(Boolean)
      .join(', ');
  }
  const { booking } = item;
  return [
    time,
    booking.service.name,
    booking.clientName,
    booking.teamMember?.name,
    STATUS_LABEL[booking.status],
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
  const { title, seats, detail, status } = itemText(item);
  const service = itemService(item).name;
  // A booking's second line names its service; a class's title already does.
  const second = [
    clock(placed.start),
    ...(item.kind === 'class' ? detail : [service, ...(wide ? detail.slice(1) : [])]),
  ];
  return (
    <button
      type="button"
      aria-label={itemLabel(placed)}
      onClick={() => onOpen(item)}
      className={cn(
        'pointer-events-auto absolute z-10 overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-xs transition-shadow hover:shadow-md focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        inactive ? 'border-dashed border-slate-400 bg-slate-50 text-slate-700' : color.block,
      )}
      style={{
        top: `${placed.top * 100}%`,
        height: `calc(${placed.height * 100}% - 2px)`,
        left: `calc(${(placed.lane / placed.lanes) * 100}% + 2px)`,
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
