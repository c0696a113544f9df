// Cancel: asks first, then frees the time. A refusal (inside the cut-off, 409) shows the server's reason.
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import type { ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { useCancelClientBooking } from '../api/cancel-client-booking.ts';
import { bookingWhen } from '../booking-when.ts';
import { useLaterI18n } from '../later-i18n.ts';

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
  const { t, intl } = useLaterI18n();
  const when = bookingWhen(booking.appointmentDate, timeZone, intl);
  const which = { service: booking.service.name, ...when };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('client.cancel.title')}
      description={t('client.cancel.text', which)}
      confirmLabel={t('client.cancel.confirm')}
      pendingLabel={t('client.cancel.pending')}
      cancelLabel={t('client.cancel.keep')}
      destructive
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(booking.id, {
          onSuccess: () => {
            toast({
              title: t('client.cancel.done'),
              description: t('client.cancel.doneText', which),
            });
            onClose();
          },
          onError: (error) => {
            toast({
              title: t('client.cancel.failed'),
              description: errorMessage(error),
              variant: 'destructive',
            });
            onClose();
          },
        })
      }
    />
  );
}
