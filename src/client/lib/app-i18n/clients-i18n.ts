// The owner's Clients page's messages (docs/decisions/041): the list, a client's details and history and the client
// forms, a catalog of their own, English coming with the page's code and another language fetched once, when the
// page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/clients/en.ts';

export type ClientsMessageId = keyof typeof english;

const loadClientsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/clients/es.ts'),
  fr: () => import('./locales/clients/fr.ts'),
  de: () => import('./locales/clients/de.ts'),
  'pt-BR': () => import('./locales/clients/pt-BR.ts'),
  ar: () => import('./locales/clients/ar.ts'),
  'en-XA': () => import('./locales/clients/en-XA.ts'),
});

/** The Clients page's messages in the app's language. */
export const useClientsI18n = () => useAreaI18n<ClientsMessageId>(loadClientsMessages);
