// The 'Quick Booking' dialog (spec part 1 §2, §5, §8): open it from anywhere with useQuickBooking().open(defaults).
// The form mounts with the dialog's content, so every opening starts from the given defaults. The app's providers
// hold it above the frame: it takes the app's language itself (AppLanguage), with its words fetched ahead.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { AppLanguage } from '#client/lib/app-i18n/app-locale-provider.tsx';
import { useQuickBookingI18n } from '#client/lib/app-i18n/quick-booking-i18n.ts';
import { QuickBookingForm } from './quick-booking-form.tsx';
import { loadSeriesMessages } from './series-i18n.ts';

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

type QuickBookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: QuickBookingDefaults;
};

export function QuickBookingDialog(props: QuickBookingDialogProps) {
  return (
    <AppLanguage>
      <QuickBooking {...props} />
    </AppLanguage>
  );
}

function QuickBooking({ open, onOpenChange, defaults }: QuickBookingDialogProps) {
  // The repeat fields' words, fetched with the dialog's rather than when 'Repeat' is first changed.
  void loadSeriesMessages(useAppI18n().locale);
  const { t } = useQuickBookingI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <QuickBookingForm defaults={defaults} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
