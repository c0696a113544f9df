// The owner's quick-booking dialog's messages (docs/decisions/041): a catalog of its own, English coming with the
// dialog's code and another language fetched once, when the dialog is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/quick-booking/en.ts';

export type QuickBookingMessageId = keyof typeof english;

const loadQuickBookingMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/quick-booking/es.ts'),
  fr: () => import('./locales/quick-booking/fr.ts'),
  de: () => import('./locales/quick-booking/de.ts'),
  'pt-BR': () => import('./locales/quick-booking/pt-BR.ts'),
  ar: () => import('./locales/quick-booking/ar.ts'),
  'en-XA': () => import('./locales/quick-booking/en-XA.ts'),
});

/** The quick-booking dialog's messages in the app's language. */
export const useQuickBookingI18n = () => useAreaI18n<QuickBookingMessageId>(loadQuickBookingMessages);
