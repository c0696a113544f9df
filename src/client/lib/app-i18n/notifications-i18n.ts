// The owner's Notifications page's messages (docs/decisions/041): the filters, the paging, the empty and error
// states, a catalog of their own with the overlay's (notifications-overlay-i18n.ts), English coming with their code
// and another language fetched once, when first shown in it. A notification's own title and text are worded by
// news-i18n.ts.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/notifications/en.ts';

export type NotificationsMessageId = keyof typeof english;

const loadNotificationsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/notifications/es.ts'),
  fr: () => import('./locales/notifications/fr.ts'),
  de: () => import('./locales/notifications/de.ts'),
  'pt-BR': () => import('./locales/notifications/pt-BR.ts'),
  ar: () => import('./locales/notifications/ar.ts'),
  'en-XA': () => import('./locales/notifications/en-XA.ts'),
});

/** The Notifications page's messages in the app's language. */
export const useNotificationsI18n = () => useAreaI18n<NotificationsMessageId>(loadNotificationsMessages);
