// Creating the business's messages (docs/decisions/041): the /register-business page, its form and toasts, a catalog
// of their own, English coming with the page's code and another language fetched once, when the page is first shown
// in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/businesses/en.ts';

export type BusinessesMessageId = keyof typeof english;

const loadBusinessesMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/businesses/es.ts'),
  fr: () => import('./locales/businesses/fr.ts'),
  de: () => import('./locales/businesses/de.ts'),
  'pt-BR': () => import('./locales/businesses/pt-BR.ts'),
  ar: () => import('./locales/businesses/ar.ts'),
  'en-XA': () => import('./locales/businesses/en-XA.ts'),
});

/** The create-business page's messages in the app's language. */
export const useBusinessesI18n = () => useAreaI18n<BusinessesMessageId>(loadBusinessesMessages);
