// Today's visits on /payments: each opens its booking details, where the balance and 'Take payment' are, so the
// front desk records a visit's payment from the payments page as well as from the calendar.
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTodayBookings } from '#client/entities/bookings/api/today-bookings.ts';
import { BookingDetailsDialog } from '#client/entities/bookings/booking-details-dialog.tsx';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import { formatPrice } from '#client/lib/format.ts';

export function TodayVisits({ timeZone, currency }: { timeZone: string; currency: string }) {
  const { t, intl } = usePaymentsI18n();
  // The time, a missing client's name and the status say what the calendar says.
  const calendar = useCalendarI18n();
  const today = useTodayBookings();
  const [open, setOpen] = useState<string | null>(null);
  const visits = (today.data ?? []).filter((b) => b.status !== 'cancelled');
  if (today.isPending) return <Spinner label={t('visits.loading')} />;
  if (today.isError) return <p className="text-sm text-destructive">{t('visits.loadFailed')}</p>;
  return (
    <>
      {visits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('visits.empty')}</p>
      ) : (
        <ul className="divide-y" aria-label={t('visits.title')}>
          {visits.map((visit) => (
            <li key={visit.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">
                  {calendar.time(visit.appointmentDate, timeZone)} ·{' '}
                  {visit.clientName || calendar.t('calendar.client')}
                </p>
                <p className="text-muted-foreground">
                  {visit.service.name} · {formatPrice(visit.service.price, currency, intl)} ·{' '}
                  {calendar.t(`booking.status.${visit.status}`)}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setOpen(visit.id)}>
                <Wallet aria-hidden="true" /> {t('payment.take')}
                <span className="sr-only">
                  {' '}
                  {visit.clientName
                    ? t('visits.takeFor', { name: visit.clientName })
                    : t('visits.takeForVisit')}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <BookingDetailsDialog
        bookingId={open}
        timeZone={timeZone}
        currency={currency}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
