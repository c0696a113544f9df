// The owner's Services page's messages (docs/decisions/041): a catalog of its own, English coming with the page's
// code and another language fetched once, when the page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/services/en.ts';

export type ServicesMessageId = keyof typeof english;

const loadServicesMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/services/es.ts'),
  fr: () => import('./locales/services/fr.ts'),
  de: () => import('./locales/services/de.ts'),
  'pt-BR': () => import('./locales/services/pt-BR.ts'),
  ar: () => import('./locales/services/ar.ts'),
  'en-XA': () => import('./locales/services/en-XA.ts'),
});

/** The Services page's messages in the app's language. */
export const useServicesI18n = () => useAreaI18n<ServicesMessageId>(loadServicesMessages);
