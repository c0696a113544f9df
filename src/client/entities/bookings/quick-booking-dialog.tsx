// The 'Quick Booking' dialog (spec part 1 §2, §5, §8): open it from anywhere with useQuickBooking().open(defaults).
// The form mounts with the dialog's content, so every opening starts from the given defaults. The app's providers
// hold it above the frame: it takes the app's language itself, as the frame does, with its words fetched ahead.
import { use, useMemo } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FieldMessageContext } from '#client/components/ui/form-field.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import {
  AppLocaleContext,
  appLocale,
  fieldMessageTranslator,
  loadAppMessages,
} from '#client/lib/app-i18n/app-i18n.ts';
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
  // The frame's language (app-locale-provider.tsx), its catalog already fetched; <html> is the frame's to set.
  const { user } = useAuth();
  const locale = appLocale(user?.language, window.location.search, navigator.languages);
  const messages = use(loadAppMessages(locale));
  const state = useMemo(() => ({ locale, messages }), [locale, messages]);
  const fieldMessage = useMemo(() => fieldMessageTranslator(messages), [messages]);
  // The repeat fields' words, fetched with the dialog's rather than when 'Repeat' is first changed.
  void loadSeriesMessages(locale);
  return (
    <AppLocaleContext value={state}>
      <FieldMessageContext value={fieldMessage}>
        <QuickBooking {...props} />
      </FieldMessageContext>
    </AppLocaleContext>
  );
}

function QuickBooking({ open, onOpenChange, defaults }: QuickBookingDialogProps) {
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
