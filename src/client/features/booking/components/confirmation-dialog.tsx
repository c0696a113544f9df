// 'Booking Confirmed!': what was booked, the client's personal manage link and an 'Add to calendar' (.ics)
// download. Loaded on demand, so the
// dialog code is not part of the page's first download.
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { buildIcs, downloadIcs } from '#client/entities/public-business/ics.ts';
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import { formatDuration, formatLocalDate, formatPrice, formatTime12 } from '#client/lib/format.ts';

export type ConfirmedBooking = {
  id: string;
  startsAt: string;
  date: string;
  time: string;
  serviceName: string;
  durationMinutes: number;
  price: string;
  currency: string;
  staffName: string;
  businessName: string;
  address: string | null;
  /** The page that manages this booking (its manage link), when the server gave one. */
  manageUrl: string | null;
};

export function ConfirmationDialog({
  booking,
  onClose,
}: {
  booking: ConfirmedBooking | null;
  onClose: () => void;
}) {
  const { t, intl } = useStepsI18n();
  function addToCalendar() {
    if (!booking) return;
    const ics = buildIcs({
      uid: `${booking.id}@bookwell`,
      start: booking.startsAt,
      durationMinutes: booking.durationMinutes,
      summary: t('confirm.icsSummary', { service: booking.serviceName, business: booking.businessName }),
      location: booking.address,
      description: t('confirm.icsWith', { staff: booking.staffName }),
    });
    downloadIcs(`booking-${booking.date}.ics`, ics);
  }

  return (
    <Dialog open={Boolean(booking)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-(--brand-ink)" />
          <DialogTitle className="text-xl">{t('confirm.title')}</DialogTitle>
          <DialogDescription>
            {booking ? t('confirm.lookForward', { business: booking.businessName }) : null}
          </DialogDescription>
        </DialogHeader>
        {booking ? (
          <dl className="grid gap-2 rounded-xl border bg-muted p-4 text-sm">
            {(
              [
                [
                  t('summary.service'),
                  t('summary.serviceDuration', {
                    service: booking.serviceName,
                    duration: formatDuration(booking.durationMinutes, intl),
                  }),
                ],
                [t('confirm.with'), booking.staffName],
                [t('dateTime.date'), formatLocalDate(booking.date, undefined, intl)],
                [t('dateTime.time'), formatTime12(booking.time, intl)],
                [t('confirm.price'), formatPrice(booking.price, booking.currency, intl)],
                ...(booking.address ? [[t('confirm.where'), booking.address]] : []),
              ] as Array<[string, string]>
            ).map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-end font-medium">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {booking?.manageUrl ? (
          <p className="text-center text-sm">
            <a className="font-medium text-(--brand-ink) underline" href={booking.manageUrl}>
              {t('confirm.manage')}
            </a>
            <span className="block text-muted-foreground">{t('confirm.manageHint')}</span>
          </p>
        ) : null}
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={addToCalendar}>
            <CalendarPlus aria-hidden="true" /> {t('confirm.addToCalendar')}
          </Button>
          <Button onClick={onClose}>{t('confirm.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
