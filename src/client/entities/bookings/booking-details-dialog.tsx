// One booking for the owner: client and contact, service, staff, time in the business's zone, status, notes,
// the lifecycle actions its status allows, its series (or 'Make it repeat') and its history (GET /api/bookings/{id}).
// A visit shared between members (decision 043) names who performs each of its services.
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
import { STATUS_CHIP } from '#client/entities/bookings/booking-status.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { BookingBalance } from '#client/entities/payments/booking-balance.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDuration, formatPrice } from '#client/lib/format.ts';
import { roleMayUse } from '#shared/access.ts';
import type { BookingDetail } from '#shared/schemas/booking.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingHistory } from './booking-history.tsx';
import { BookingSeriesPanel } from './booking-series-panel.tsx';
import { formatMemberNames, visitMembers } from './shared-visit.ts';

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
  // Here, not only once the dialog opens: another language's catalogs (the dialog's and its payment section's) are
  // fetched with the page that has the dialog.
  const { t } = useCalendarI18n();
  usePaymentsI18n();
  return (
    <Dialog open={Boolean(bookingId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl" closeLabel={t('details.close')}>
        {booking.data ? (
          <BookingDetails booking={booking.data} timeZone={timeZone} currency={currency} />
        ) : (
          <>
            <DialogHeader className="sm:text-start">
              <DialogTitle>{t('details.title')}</DialogTitle>
              <DialogDescription>
                {booking.isError ? t('details.loadFailed') : t('details.loading')}
              </DialogDescription>
            </DialogHeader>
            {booking.isError ? (
              <Alert variant="destructive">
                <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
                  {errorMessage(booking.error)}
                  <Button size="sm" variant="outline" onClick={() => void booking.refetch()}>
                    {t('calendar.tryAgain')}
                  </Button>
                </AlertDescription>
              </Alert>
            ) : (
              <div className="flex justify-center py-8">
                <Spinner label={t('details.loadingShort')} />
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
  const { t, intl, time, when } = useCalendarI18n();
  const status = t(`booking.status.${booking.status}`);
  const shared = booking.visitServices.some((part) => part.teamMember.id !== booking.teamMember.id);
  return (
    <>
      {/* The dialog's close button keeps its corner (the top right) in Arabic too: room for it on both sides. */}
      <DialogHeader className="sm:text-start">
        <div className="flex flex-wrap items-center gap-2 pe-8 rtl:ps-8">
          <DialogTitle>{booking.clientName || t('calendar.client')}</DialogTitle>
          <Badge className={cn(STATUS_CHIP[booking.status])}>{status}</Badge>
        </div>
        <DialogDescription>
          {booking.service.name} · {when(booking.appointmentDate, timeZone)}
        </DialogDescription>
      </DialogHeader>
      <dl className="divide-y">
        <Row label={t('details.client')}>{booking.clientName || '—'}</Row>
        <Row label={t('details.phone')}>
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`tel:${booking.client.phone}`}
            dir="ltr"
          >
            {booking.client.phone}
          </a>
        </Row>
        {booking.client.email ? (
          <Row label={t('details.email')}>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${booking.client.email}`}
            >
              {booking.client.email}
            </a>
          </Row>
        ) : null}
        <Row label={t('details.service')}>
          {booking.service.name} · {formatDuration(booking.service.duration, intl)} ·{' '}
          {formatPrice(booking.service.price, currency, intl)}
        </Row>
        {booking.visitServices.length > 0 ? (
          <Row label={t('details.visit')}>
            <ol className="grid gap-0.5">
              {booking.visitServices.map((part) => (
                <li key={part.startsAt}>
                  {time(part.startsAt, timeZone)} {part.name} · {formatDuration(part.duration, intl)}
                  {shared ? ` · ${part.teamMember.name}` : null}
                </li>
              ))}
            </ol>
          </Row>
        ) : null}
        <Row label={t('details.staff')}>{formatMemberNames(visitMembers(booking), intl)}</Row>
        {booking.resources.length > 0 ? (
          <Row label={t('details.resources')}>
            {booking.resources
              .map((held) => (held.unit === null ? held.name : `${held.name} #${held.unit}`))
              .join(', ')}
          </Row>
        ) : null}
        <Row label={t('details.time')}>
          {when(booking.appointmentDate, timeZone)} – {time(end, timeZone)}
        </Row>
        <Row label={t('details.status')}>{status}</Row>
        {booking.cancellationReason ? (
          <Row label={t('details.reason')}>{booking.cancellationReason}</Row>
        ) : null}
        <Row label={t('details.notes')}>
          {booking.notes || <span className="text-muted-foreground">{t('details.none')}</span>}
        </Row>
      </dl>
      <div>
        <Button variant="outline" size="sm" asChild>
          <a href={`/api/bookings/${booking.id}/ics`} download>
            <CalendarPlus aria-hidden="true" />
            {t('details.ics')}
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
          {t('details.history')}
        </h3>
        <BookingHistory events={booking.history} timeZone={timeZone} />
      </section>
    </>
  );
}
