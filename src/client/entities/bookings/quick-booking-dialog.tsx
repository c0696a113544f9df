// The 'Quick Booking' dialog (spec part 1 §2, §5, §8): open it from anywhere with useQuickBooking().open(defaults).
// The form mounts with the dialog's content, so every opening starts from the given defaults.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { QuickBookingForm } from './quick-booking-form.tsx';

export type QuickBookingDefaults = {
  /** yyyy-MM-dd in the business's time zone. */
  date?: string;
  /** HH:mm, one of the 30-minute slots. */
  time?: string;
  serviceId?: string;
  /** A known client (from the clients page): their full name and phone. */
  clientName?: string;
  phone?: string;
};

export function QuickBookingDialog({
  open,
  onOpenChange,
  defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: QuickBookingDefaults;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Quick Booking</DialogTitle>
          <DialogDescription>Schedule an appointment for a client in a few taps.</DialogDescription>
        </DialogHeader>
        <QuickBookingForm defaults={defaults} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
