// The owner's Messages page's messages (docs/decisions/041): the list of what was sent, its filter and pages. A
// catalog of its own, English coming with the page's code and another language fetched once, when the page is first
// shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/messages/en.ts';

export type MessagesMessageId = keyof typeof english;

const loadMessagesMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/messages/es.ts'),
  fr: () => import('./locales/messages/fr.ts'),
  de: () => import('./locales/messages/de.ts'),
  'pt-BR': () => import('./locales/messages/pt-BR.ts'),
  ar: () => import('./locales/messages/ar.ts'),
  'en-XA': () => import('./locales/messages/en-XA.ts'),
});

/** The Messages page's messages in the app's language. */
export const useMessagesI18n = () => useAreaI18n<MessagesMessageId>(loadMessagesMessages);
