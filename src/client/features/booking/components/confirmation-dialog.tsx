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
  function addToCalendar() {
    if (!booking) return;
    const ics = buildIcs({
      uid: `${booking.id}@bookwell`,
      start: booking.startsAt,
      durationMinutes: booking.durationMinutes,
      summary: `${booking.serviceName} at ${booking.businessName}`,
      location: booking.address,
      description: `With ${booking.staffName}`,
    });
    downloadIcs(`booking-${booking.date}.ics`, ics);
  }

  return (
    <Dialog open={Boolean(booking)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-(--brand-ink)" />
          <DialogTitle className="text-xl">Booking Confirmed!</DialogTitle>
          <DialogDescription>
            {booking ? `We look forward to seeing you at ${booking.businessName}.` : null}
          </DialogDescription>
        </DialogHeader>
        {booking ? (
          <dl className="grid gap-2 rounded-xl border bg-muted p-4 text-sm">
            {(
              [
                ['Service', `${booking.serviceName} (${formatDuration(booking.durationMinutes)})`],
                ['With', booking.staffName],
                ['Date', formatLocalDate(booking.date)],
                ['Time', formatTime12(booking.time)],
                ['Price', formatPrice(booking.price, booking.currency)],
                ...(booking.address ? [['Where', booking.address]] : []),
              ] as Array<[string, string]>
            ).map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {booking?.manageUrl ? (
          <p className="text-center text-sm">
            <a className="font-medium text-(--brand-ink) underline" href={booking.manageUrl}>
              Manage your booking
            </a>
            <span className="block text-muted-foreground">
              See, move or cancel it on its own page, up to your appointment.
            </span>
          </p>
        ) : null}
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={addToCalendar}>
            <CalendarPlus aria-hidden="true" /> Add to calendar
          </Button>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
