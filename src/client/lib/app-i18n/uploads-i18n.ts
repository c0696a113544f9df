// The image picker's messages (docs/decisions/041): a catalog of its own, English coming with the picker's code and
// another language fetched once, when a page with the picker is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/uploads/en.ts';

export type UploadsMessageId = keyof typeof english;

const loadUploadsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/uploads/es.ts'),
  fr: () => import('./locales/uploads/fr.ts'),
  de: () => import('./locales/uploads/de.ts'),
  'pt-BR': () => import('./locales/uploads/pt-BR.ts'),
  ar: () => import('./locales/uploads/ar.ts'),
  'en-XA': () => import('./locales/uploads/en-XA.ts'),
});

/** The image picker's messages in the app's language. */
export const useUploadsI18n = () => useAreaI18n<UploadsMessageId>(loadUploadsMessages);
