// The owner's Payments page's messages and a booking's payment section's (docs/decisions/041): a catalog of their
// own, English coming with their code and another language fetched once, when a page with them (Payments, or the
// calendar with its booking dialog) is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/payments/en.ts';

export type PaymentsMessageId = keyof typeof english;

const loadPaymentsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/payments/es.ts'),
  fr: () => import('./locales/payments/fr.ts'),
  de: () => import('./locales/payments/de.ts'),
  'pt-BR': () => import('./locales/payments/pt-BR.ts'),
  ar: () => import('./locales/payments/ar.ts'),
  'en-XA': () => import('./locales/payments/en-XA.ts'),
});

/** The Payments page's and a booking's payment section's messages in the app's language. */
export const usePaymentsI18n = () => useAreaI18n<PaymentsMessageId>(loadPaymentsMessages);
