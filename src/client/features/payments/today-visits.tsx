// Today's visits on /payments: each opens its booking details, where the balance and 'Take payment' are, so the
// front desk records a visit's payment from the payments page as well as from the calendar.
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTodayBookings } from '#client/entities/bookings/api/today-bookings.ts';
import { BookingDetailsDialog } from '#client/entities/bookings/booking-details-dialog.tsx';
import { STATUS_LABEL } from '#client/entities/bookings/booking-status.ts';
import { formatInstantTime, formatPrice } from '#client/lib/format.ts';

export function TodayVisits({ timeZone, currency }: { timeZone: string; currency: string }) {
  const today = useTodayBookings();
  const [open, setOpen] = useState<string | null>(null);
  const visits = (today.data ?? []).filter((b) => b.status !== 'cancelled');
  if (today.isPending) return <Spinner label="Loading today's visits" />;
  if (today.isError) return <p className="text-sm text-destructive">Could not load today's visits.</p>;
  return (
    <>
      {visits.length === 0 ? (
        <p className="text-sm text-muted-foreground">No visits booked for today.</p>
      ) : (
        <ul className="divide-y" aria-label="Today's visits">
          {visits.map((visit) => (
            <li key={visit.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">
                  {formatInstantTime(visit.appointmentDate, timeZone)} · {visit.clientName || 'Client'}
                </p>
                <p className="text-muted-foreground">
                  {visit.service.name} · {formatPrice(visit.service.price, currency)} ·{' '}
                  {STATUS_LABEL[visit.status]}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setOpen(visit.id)}>
                <Wallet aria-hidden="true" /> Take payment
                <span className="sr-only"> for {visit.clientName || 'this visit'}</span>
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
