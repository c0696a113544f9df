// One booking on the time grid, coloured by service; cancelled and no-show bookings are dashed and struck.
import { CheckCircle2 } from 'lucide-react';
import { STATUS_LABEL } from '#client/entities/bookings/booking-status.ts';
import { cn } from '#client/lib/cn.ts';
import { formatTime12 } from '#client/lib/format.ts';
import type { PlacedBooking } from '../calendar-layout.ts';
import type { ServiceColor } from '../service-colors.ts';

/** Minutes after midnight → '9:30 AM'. */
export const clock = (minutes: number) =>
  formatTime12(
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  );

export function bookingLabel(item: PlacedBooking): string {
  const { booking } = item;
  return [
    `${clock(item.start)} – ${clock(item.end)}`,
    booking.service.name,
    booking.clientName,
    booking.teamMember?.name,
    STATUS_LABEL[booking.status],
  ]
    .filter(Boolean)
    .join(', ');
}

export function BookingBlock({
  item,
  color,
  wide,
  onOpen,
}: {
  item: PlacedBooking;
  color: ServiceColor;
  wide: boolean;
  onOpen: (id: string) => void;
}) {
  const { booking } = item;
  const inactive = booking.status === 'cancelled' || booking.status === 'no_show';
  const short = item.height * 28 < 1.5;
  return (
    <button
      type="button"
      aria-label={bookingLabel(item)}
      onClick={() => onOpen(booking.id)}
      className={cn(
        'pointer-events-auto absolute z-10 overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-xs transition-shadow hover:shadow-md focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        inactive ? 'border-dashed border-slate-400 bg-slate-50 text-slate-700' : color.block,
      )}
      style={{
        top: `${item.top * 100}%`,
        height: `calc(${item.height * 100}% - 2px)`,
        left: `calc(${(item.lane / item.lanes) * 100}% + 2px)`,
        width: `calc(${100 / item.lanes}% - 4px)`,
      }}
    >
      <span className={cn('flex items-center gap-1', inactive && 'line-through')}>
        {booking.status === 'completed' ? (
          <CheckCircle2 aria-hidden="true" className="size-3 shrink-0" />
        ) : null}
        <span className="truncate">
          <span className="font-semibold">{booking.clientName || 'Client'}</span>
          {short && wide ? ` · ${clock(item.start)} · ${booking.service.name}` : null}
        </span>
      </span>
      {short ? null : (
        <span className={cn('block truncate', inactive && 'line-through')}>
          {clock(item.start)} · {booking.service.name}
          {wide && booking.teamMember ? ` · ${booking.teamMember.name}` : ''}
        </span>
      )}
      {inactive && !short ? <span className="block font-medium">{STATUS_LABEL[booking.status]}</span> : null}
    </button>
  );
}
