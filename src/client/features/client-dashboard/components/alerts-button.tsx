// Alerts: what needs the client's attention, from their own bookings: appointments in the next two days and
// completed visits waiting for a review. The count shows on the button.
import { Bell } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import { cn } from '#client/lib/cn.ts';
import { withNode } from '#client/lib/i18n/locale-provider.tsx';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { bookingWhen } from '../booking-when.ts';
import { useLaterI18n } from '../later-i18n.ts';
import { navItemClass } from './client-bottom-nav.tsx';

const SOON_MS = 48 * 60 * 60 * 1000;

export function clientAlerts(
  upcoming: ClientPortalBooking[],
  history: ClientPortalBooking[],
  now: Date,
): { soon: ClientPortalBooking[]; toReview: ClientPortalBooking[] } {
  const limit = now.getTime() + SOON_MS;
  return {
    soon: upcoming.filter((b) => {
      const at = Date.parse(b.appointmentDate);
      return (b.status === 'confirmed' || b.status === 'pending') && at >= now.getTime() && at <= limit;
    }),
    toReview: history.filter((b) => b.canReview),
  };
}

export function AlertsButton({
  upcoming,
  history,
  timeZone,
}: {
  upcoming: ClientPortalBooking[];
  history: ClientPortalBooking[];
  timeZone: string;
}) {
  const { t, intl } = useLaterI18n();
  const { soon, toReview } = clientAlerts(upcoming, history, new Date());
  // The service's name in bold where the language puts it.
  const bold = (text: string, name: string) => withNode(text, '\u0000', <strong>{name}</strong>);
  const count = soon.length + toReview.length;
  return (
    <Popover>
      <PopoverTrigger className={cn(navItemClass, 'relative text-muted-foreground')}>
        <Bell aria-hidden="true" />
        {t('client.alerts')}
        {count > 0 ? (
          <span className="absolute top-1 right-[calc(50%-1.25rem)] min-w-4 rounded-full bg-primary px-1 text-[0.65rem] leading-4 text-primary-foreground">
            {count}
            <span className="sr-only"> {t('client.alerts.new')}</span>
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent side="top" align="end" className="grid gap-3">
        <h2 className="font-semibold">{t('client.alerts')}</h2>
        {count === 0 ? <p className="text-sm text-muted-foreground">{t('client.alerts.none')}</p> : null}
        <ul className="grid gap-2 text-sm">
          {soon.map((b) => {
            const when = bookingWhen(b.appointmentDate, timeZone, intl);
            return (
              <li key={b.id}>
                {bold(t('client.alerts.soon', { service: '\u0000', ...when }), b.service.name)}
              </li>
            );
          })}
          {toReview.map((b) => (
            <li key={b.id}>{bold(t('client.alerts.review', { service: '\u0000' }), b.service.name)}</li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
