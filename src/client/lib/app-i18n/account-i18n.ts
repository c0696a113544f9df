// The owner's account on Settings (docs/decisions/041): security and privacy, signed-in devices, API keys, billing,
// the danger zone and their dialogs. A catalog of its own, English coming with the Settings page's code and another
// language fetched once, when the page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/account/en.ts';

export type AccountMessageId = keyof typeof english;

const loadAccountMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/account/es.ts'),
  fr: () => import('./locales/account/fr.ts'),
  de: () => import('./locales/account/de.ts'),
  'pt-BR': () => import('./locales/account/pt-BR.ts'),
  ar: () => import('./locales/account/ar.ts'),
  'en-XA': () => import('./locales/account/en-XA.ts'),
});

/** The Settings page's account sections' messages in the app's language. */
export const useAccountI18n = () => useAreaI18n<AccountMessageId>(loadAccountMessages);
