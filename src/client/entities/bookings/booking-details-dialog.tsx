// One booking for the owner: client and contact, service, staff, time in the business's zone, status, notes,
// the lifecycle actions its status allows, its series (or 'Make it repeat') and its history (GET /api/bookings/{id}).
import { CalendarPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useBooking } from '#client/entities/bookings/api/get-booking.ts';
import { STATUS_CHIP, STATUS_LABEL } from '#client/entities/bookings/booking-status.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { BookingBalance } from '#client/entities/payments/booking-balance.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDuration, formatInstant, formatInstantTime, formatPrice } from '#client/lib/format.ts';
import { roleMayUse } from '#shared/access.ts';
import type { BookingDetail } from '#shared/schemas/booking.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingHistory } from './booking-history.tsx';
import { BookingSeriesPanel } from './booking-series-panel.tsx';

export function BookingDetailsDialog({
  bookingId,
  timeZone,
  currency,
  onClose,
}: {
  bookingId: string | null;
  timeZone: string;
  currency?: string;
  onClose: () => void;
}) {
  const booking = useBooking(bookingId);
  return (
    <Dialog open={Boolean(bookingId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        {booking.data ? (
          <BookingDetails booking={booking.data} timeZone={timeZone} currency={currency} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Booking details</DialogTitle>
              <DialogDescription>
                {booking.isError ? 'This booking could not be loaded.' : 'Loading the booking…'}
              </DialogDescription>
            </DialogHeader>
            {booking.isError ? (
              <Alert variant="destructive">
                <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
                  {errorMessage(booking.error)}
                  <Button size="sm" variant="outline" onClick={() => void booking.refetch()}>
                    Try again
                  </Button>
                </AlertDescription>
              </Alert>
            ) : (
              <div className="flex justify-center py-8">
                <Spinner label="Loading booking" />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

function BookingDetails({
  booking,
  timeZone,
  currency,
}: {
  booking: BookingDetail;
  timeZone: string;
  currency?: string;
}) {
  const end = new Date(Date.parse(booking.appointmentDate) + booking.service.duration * 60_000).toISOString();
  const [paying, setPaying] = useState(false);
  const manages = roleMayUse(useCurrentRole().role, 'manager');
  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2 pr-8">
          <DialogTitle>{booking.clientName || 'Client'}</DialogTitle>
          <Badge className={cn(STATUS_CHIP[booking.status])}>{STATUS_LABEL[booking.status]}</Badge>
        </div>
        <DialogDescription>
          {booking.service.name} · {formatInstant(booking.appointmentDate, timeZone)}
        </DialogDescription>
      </DialogHeader>
      <dl className="divide-y">
        <Row label="Client">{booking.clientName || '—'}</Row>
        <Row label="Phone">
          <a className="text-primary underline-offset-4 hover:underline" href={`tel:${booking.client.phone}`}>
            {booking.client.phone}
          </a>
        </Row>
        {booking.client.email ? (
          <Row label="Email">
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${booking.client.email}`}
            >
              {booking.client.email}
            </a>
          </Row>
        ) : null}
        <Row label="Service">
          {booking.service.name} · {formatDuration(booking.service.duration)} ·{' '}
          {formatPrice(booking.service.price, currency)}
        </Row>
        {booking.visitServices.length > 0 ? (
          <Row label="Visit">
            <ol className="grid gap-0.5">
              {booking.visitServices.map((part) => (
                <li key={part.startsAt}>
                  {formatInstantTime(part.startsAt, timeZone)} {part.name} · {formatDuration(part.duration)}
                </li>
              ))}
            </ol>
          </Row>
        ) : null}
        <Row label="Staff">{booking.teamMember.name}</Row>
        {booking.resources.length > 0 ? (
          <Row label="Resources">
            {booking.resources
              .map((held) => (held.unit === null ? held.name : `${held.name} #${held.unit}`))
              .join(', ')}
          </Row>
        ) : null}
        <Row label="Time">
          {formatInstant(booking.appointmentDate, timeZone)} – {formatInstantTime(end, timeZone)}
        </Row>
        <Row label="Status">{STATUS_LABEL[booking.status]}</Row>
        {booking.cancellationReason ? <Row label="Reason">{booking.cancellationReason}</Row> : null}
        <Row label="Notes">{booking.notes || <span className="text-muted-foreground">None</span>}</Row>
      </dl>
      <div>
        <Button variant="outline" size="sm" asChild>
          <a href={`/api/bookings/${booking.id}/ics`} download>
            <CalendarPlus aria-hidden="true" />
            Add to calendar (.ics)
          </a>
        </Button>
      </div>
      {/* Series, repeats and payments are the business's, not a staff member's own schedule. */}
      {manages ? (
        <BookingSeriesPanel key={`series-${booking.id}`} booking={booking} timeZone={timeZone} />
      ) : null}
      {/* Keyed by booking only: a key that changed with the status remounted the actions as the change landed,
          which dropped the mutation's own callbacks (the confirmation toast never showed). */}
      <BookingActions
        key={booking.id}
        booking={booking}
        timeZone={timeZone}
        onCompleted={() => setPaying(true)}
      />
      {manages ? <BookingBalance bookingId={booking.id} paying={paying} onPayingChange={setPaying} /> : null}
      <section aria-labelledby="booking-history-heading" className="grid gap-2">
        <h3 id="booking-history-heading" className="text-sm font-semibold">
          History
        </h3>
        <BookingHistory events={booking.history} timeZone={timeZone} />
      </section>
    </>
  );
}
