// A client's bookings, newest first: when, what, with whom, status and amount. The status says what the
// dashboard's schedule says (the app's catalog, 'schedule.status').
import { Badge } from '#client/components/ui/badge.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import type { ClientDetail } from '#shared/schemas/client.ts';
import { formatAppointment, formatDecimalMoney } from '../clients-format.ts';

const STATUS_STYLES: Record<string, string> = {
  confirmed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  completed: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-slate-100 text-slate-700',
  no_show: 'bg-red-100 text-red-800',
};

export function ClientHistory({
  client,
  timeZone,
  currency,
}: {
  client: ClientDetail;
  timeZone: string;
  currency: string;
}) {
  const { t, intl } = useClientsI18n();
  const app = useAppI18n();
  const bookings = [...client.bookings].sort(
    (a, b) => Date.parse(b.appointmentDate) - Date.parse(a.appointmentDate),
  );
  if (bookings.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        {t('history.empty')}
      </p>
    );
  }
  return (
    <ol className="grid gap-2" aria-label={t('history.list')}>
      {bookings.map((booking) => (
        <li
          key={booking.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-lg border p-3"
        >
          <div className="min-w-0">
            <p className="font-medium">{booking.service.name}</p>
            <p className="text-sm text-muted-foreground">
              {formatAppointment(booking.appointmentDate, timeZone, intl)} · {booking.staff.name}
            </p>
            {booking.notes ? (
              <p className="mt-1 text-sm text-muted-foreground">
                {t('history.notes', { notes: booking.notes })}
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm font-medium tabular-nums">
              {formatDecimalMoney(booking.amount, currency, intl)}
            </span>
            <Badge className={STATUS_STYLES[booking.status] ?? 'bg-slate-100 text-slate-700'}>
              {/* The first letter only: 'nicht erschienen' is 'Nicht erschienen', never 'Nicht Erschienen'. */}
              <span className="inline-block first-letter:uppercase">
                {app.t('schedule.status', {
                  status: booking.status,
                  label: booking.status.replaceAll('_', ' '),
                })}
              </span>
            </Badge>
          </div>
        </li>
      ))}
    </ol>
  );
}
