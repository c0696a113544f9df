// Help & Support's messages (docs/decisions/041): the page, its answers and the contact form. A catalog of its own,
// English coming with the page's code and another language fetched once, when the page is first shown in it. A
// signed-out visitor, outside the app's frame, reads it in English.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/support/en.ts';

export type SupportMessageId = keyof typeof english;

const loadSupportMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/support/es.ts'),
  fr: () => import('./locales/support/fr.ts'),
  de: () => import('./locales/support/de.ts'),
  'pt-BR': () => import('./locales/support/pt-BR.ts'),
  ar: () => import('./locales/support/ar.ts'),
  'en-XA': () => import('./locales/support/en-XA.ts'),
});

/** The Support page's messages in the app's language. */
export const useSupportI18n = () => useAreaI18n<SupportMessageId>(loadSupportMessages);
