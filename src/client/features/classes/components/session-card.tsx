// One class session in the Classes page's day list: time in the business's zone, class, instructor, room and how
// full it is; the card opens its roster.
import { Users } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';
import { cn } from '#client/lib/cn.ts';
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
  const { t, time: timeOf, seatsBooked } = useClassesI18n();
  const cancelled = session.status === 'cancelled';
  const full = session.seatsTaken >= session.capacity;
  const time = t('card.time', {
    start: timeOf(session.startsAt, timeZone),
    end: timeOf(session.endsAt, timeZone),
  });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={[
        `${session.serviceName}, ${time}`,
        t('card.with', { name: session.teamMemberName }),
        room,
        cancelled ? t('card.cancelled') : seatsBooked(session),
        t('card.open'),
      ]
        .filter(Boolean)
        .join(', ')}
      className={cn(
        'grid w-full gap-1 rounded-xl border bg-card p-4 text-start shadow-xs transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4',
        cancelled && 'border-dashed bg-muted/40',
      )}
    >
      <span className={cn('text-sm font-semibold tabular-nums', cancelled && 'line-through')}>{time}</span>
      <span className="min-w-0">
        <span className={cn('block truncate font-medium', cancelled && 'line-through')}>
          {session.serviceName}
        </span>
        <span className="block truncate text-sm text-muted-foreground">
          {t('card.with', { name: session.teamMemberName })}
          {room ? ` · ${room}` : ''}
        </span>
      </span>
      <span className="flex items-center gap-2 text-sm">
        {cancelled ? (
          <Badge variant="secondary">{t('card.cancelled')}</Badge>
        ) : (
          <>
            <Users aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="tabular-nums">{seatsBooked(session)}</span>
            {full ? <Badge variant="success">{t('card.full')}</Badge> : null}
          </>
        )}
      </span>
    </button>
  );
}
