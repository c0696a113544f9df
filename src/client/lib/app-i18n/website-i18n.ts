// The owner's Website Builder's messages (docs/decisions/041): a catalog of its own, English coming with the page's
// code and another language fetched once, when the page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/website/en.ts';

export type WebsiteMessageId = keyof typeof english;

const loadWebsiteMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/website/es.ts'),
  fr: () => import('./locales/website/fr.ts'),
  de: () => import('./locales/website/de.ts'),
  'pt-BR': () => import('./locales/website/pt-BR.ts'),
  ar: () => import('./locales/website/ar.ts'),
  'en-XA': () => import('./locales/website/en-XA.ts'),
});

/** The Website Builder's messages in the app's language. */
export const useWebsiteI18n = () => useAreaI18n<WebsiteMessageId>(loadWebsiteMessages);
