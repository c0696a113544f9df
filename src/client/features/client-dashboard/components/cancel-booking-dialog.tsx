// Cancel: asks first, then frees the time. A refusal (inside the cut-off, 409) shows the server's reason.
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { useCancelClientBooking } from '../api/cancel-client-booking.ts';
import { bookingWhen } from '../booking-when.ts';

export function CancelBookingDialog({
  booking,
  timeZone,
  manageToken,
  onClose,
}: {
  booking: ClientPortalBooking;
  timeZone: string;
  /** Opened through the booking's manage link: the cancellation goes through it. */
  manageToken?: string;
  onClose: () => void;
}) {
  const cancel = useCancelClientBooking(manageToken);
  const when = bookingWhen(booking.appointmentDate, timeZone);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancel this booking?"
      description={`${booking.service.name} on ${when.date} at ${when.time} will be cancelled and the time given up.`}
      confirmLabel="Cancel booking"
      pendingLabel="Cancelling…"
      cancelLabel="Keep booking"
      destructive
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(booking.id, {
          onSuccess: () => {
            toast({
              title: 'Booking cancelled',
              description: `${booking.service.name} on ${when.date} at ${when.time} is cancelled.`,
            });
            onClose();
          },
          onError: (error) => {
            toast({ title: 'Could not cancel', description: errorMessage(error), variant: 'destructive' });
            onClose();
          },
        })
      }
    />
  );
}
