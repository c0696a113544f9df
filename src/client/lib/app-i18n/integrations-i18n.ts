// The owner's Integrations page's messages (docs/decisions/041): the page, its cards, the calendar, webhook and
// request dialogs and the connection toasts. A catalog of its own, English coming with the page's code and another
// language fetched once, when the page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/integrations/en.ts';

export type IntegrationsMessageId = keyof typeof english;

const loadIntegrationsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/integrations/es.ts'),
  fr: () => import('./locales/integrations/fr.ts'),
  de: () => import('./locales/integrations/de.ts'),
  'pt-BR': () => import('./locales/integrations/pt-BR.ts'),
  ar: () => import('./locales/integrations/ar.ts'),
  'en-XA': () => import('./locales/integrations/en-XA.ts'),
});

/** The Integrations page's messages in the app's language. */
export const useIntegrationsI18n = () => useAreaI18n<IntegrationsMessageId>(loadIntegrationsMessages);
