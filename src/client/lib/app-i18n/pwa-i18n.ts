// The mobile app's messages at /pwa (docs/decisions/041, 044): a catalog of its own, English coming with the flow's
// code and another language fetched once, when the flow is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/pwa/en.ts';

export type PwaMessageId = keyof typeof english;

const loadPwaMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/pwa/es.ts'),
  fr: () => import('./locales/pwa/fr.ts'),
  de: () => import('./locales/pwa/de.ts'),
  'pt-BR': () => import('./locales/pwa/pt-BR.ts'),
  ar: () => import('./locales/pwa/ar.ts'),
  'en-XA': () => import('./locales/pwa/en-XA.ts'),
});

/** The English messages, for what is said outside a component (the loading screen's stages). */
export const englishPwa: Translator<PwaMessageId> = translator(english as unknown as Messages);

/** The mobile app's messages in the app's language. */
export const usePwaI18n = () => useAreaI18n<PwaMessageId>(loadPwaMessages);
