// Today's bookings as a list (time, client, service, price, status), with an empty state.
import { CalendarX2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';
import { decimalToCents } from '#shared/domain/money.ts';
import { DEFAULT_LOCALE } from '#shared/i18n/locales.ts';
import { formatBookingTime, formatRevenue, type TodayBooking } from '../today-summary.ts';

const STATUS_VARIANT = {
  confirmed: 'success',
  pending: 'secondary',
  pending_payment: 'secondary',
  held: 'secondary',
  completed: 'outline',
  cancelled: 'destructive',
  no_show: 'destructive',
} as const;

export interface BookingListProps {
  bookings: readonly TodayBooking[];
  timeZone: string;
  currency: string;
  emptyText?: string;
}

export function BookingList({ bookings, timeZone, currency, emptyText }: BookingListProps) {
  const { t, locale, intl } = usePwaI18n();
  if (bookings.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed px-4 py-8 text-center">
        <CalendarX2 className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="mt-2 font-medium">{emptyText ?? t('list.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('list.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex items-center gap-3 px-4 py-3">
          <span className="w-20 shrink-0 text-sm font-semibold">
            {formatBookingTime(booking.dateTime, timeZone, intl)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{booking.clientName}</p>
            <p className="truncate text-sm text-muted-foreground">
              {booking.service.name} · {formatRevenue(safeCents(booking.service.price), currency, intl)}
            </p>
          </div>
          {/* English capitalises its lower-case statuses by style; the other languages write theirs as labels. */}
          <Badge
            variant={STATUS_VARIANT[booking.status]}
            className={locale === DEFAULT_LOCALE ? 'capitalize' : undefined}
          >
            {t(`list.status.${booking.status}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function safeCents(price: string): number {
  try {
    return decimalToCents(price);
  } catch {
    return 0;
  }
}
