// The notification overlay's messages (docs/decisions/041): its region's name and its toasts' buttons, English coming
// with the toasts' code (locales/overlay/en.ts) and another language fetched once, the notifications
// catalog's chunk, which holds the Notifications page's messages too.

import { use } from 'react';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { intlLocale, type Locale } from '#shared/i18n/locales.ts';
import { appLocale } from './app-i18n.ts';
import english from './locales/overlay/en.ts';

export type OverlayMessageId = keyof typeof english;

// The same language chunks as notifications-i18n.ts's loader, named again rather than shared: a module the two shared
// would be a chunk of its own, one more name in the list of what every page's entry preloads.
const loadOverlayMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/notifications/es.ts'),
  fr: () => import('./locales/notifications/fr.ts'),
  de: () => import('./locales/notifications/de.ts'),
  'pt-BR': () => import('./locales/notifications/pt-BR.ts'),
  ar: () => import('./locales/notifications/ar.ts'),
  'en-XA': () => import('./locales/notifications/en-XA.ts'),
});

/**
 * The overlay's messages: it shows outside the app's frame (on bare pages too, whenever someone is signed in), so it
 * finds the app's language as the frame does, from the user's choice (`chosen`), else the browser's.
 */
export function useOverlayI18n(chosen: Locale | null | undefined) {
  const locale = appLocale(chosen, window.location.search, navigator.languages);
  const messages = use(loadOverlayMessages(locale));
  return { t: translator(messages) as Translator<OverlayMessageId>, locale, intl: intlLocale(locale) };
}
