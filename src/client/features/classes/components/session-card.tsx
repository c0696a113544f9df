// One class session in the Classes page's day list: time in the business's zone, class, instructor, room and how
// full it is; the card opens its roster.
import { Users } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { seatsBooked } from '#client/entities/classes/class-format.ts';
import { cn } from '#client/lib/cn.ts';
import { formatInstantTime } from '#client/lib/format.ts';
import type { ClassSession } from '#shared/schemas/class.ts';

export function SessionCard({
  session,
  room,
  timeZone,
  onOpen,
}: {
  session: ClassSession;
  room: string | null;
  timeZone: string;
  onOpen: () => void;
}) {
  const cancelled = session.status === 'cancelled';
  const full = session.seatsTaken >= session.capacity;
  const time = `${formatInstantTime(session.startsAt, timeZone)} – ${formatInstantTime(session.endsAt, timeZone)}`;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={[
        `${session.serviceName}, ${time}`,
        `with ${session.teamMemberName}`,
        room,
        cancelled ? 'Cancelled' : seatsBooked(session),
        'Open roster',
      ]
        .filter(Boolean)
        .join(', ')}
      className={cn(
        'grid w-full gap-1 rounded-xl border bg-card p-4 text-left shadow-xs transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4',
        cancelled && 'border-dashed bg-muted/40',
      )}
    >
      <span className={cn('text-sm font-semibold tabular-nums', cancelled && 'line-through')}>{time}</span>
      <span className="min-w-0">
        <span className={cn('block truncate font-medium', cancelled && 'line-through')}>
          {session.serviceName}
        </span>
        <span className="block truncate text-sm text-muted-foreground">
          with {session.teamMemberName}
          {room ? ` · ${room}` : ''}
        </span>
      </span>
      <span className="flex items-center gap-2 text-sm">
        {cancelled ? (
          <Badge variant="secondary">Cancelled</Badge>
        ) : (
          <>
            <Users aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="tabular-nums">{seatsBooked(session)}</span>
            {full ? <Badge variant="success">Full</Badge> : null}
          </>
        )}
      </span>
    </button>
  );
}
