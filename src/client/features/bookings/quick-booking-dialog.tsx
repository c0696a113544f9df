// The 'Quick Booking' dialog. Its form (service, client, phone, email, date, time, notes) is built by the
// bookings work; open it from anywhere with useQuickBooking().open(defaults).
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';

export type QuickBookingDefaults = {
  /** yyyy-MM-dd in the business's time zone. */
  date?: string;
  /** HH:mm, one of the 30-minute slots. */
  time?: string;
  serviceId?: string;
};

export function QuickBookingDialog({
  open,
  onOpenChange,
  defaults: _defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: QuickBookingDefaults;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Quick Booking</DialogTitle>
          <DialogDescription>Schedule an appointment for a client in a few taps.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
