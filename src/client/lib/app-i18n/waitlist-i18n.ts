// The owner's Waitlist page's messages (docs/decisions/041): the list, its filters, the cards and the dialog that
// offers a time, a catalog of their own, English coming with the page's code and another language fetched once, when
// the page is first shown in it.

import { formatLocalDate } from '#client/lib/format.ts';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { describeWindowDates, type WaitlistWindow } from '#shared/domain/waitlist-windows.ts';
import { instantFormats, useAreaI18n } from './app-i18n.ts';
import english from './locales/waitlist/en.ts';

export type WaitlistMessageId = keyof typeof english;

const loadWaitlistMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/waitlist/es.ts'),
  fr: () => import('./locales/waitlist/fr.ts'),
  de: () => import('./locales/waitlist/de.ts'),
  'pt-BR': () => import('./locales/waitlist/pt-BR.ts'),
  ar: () => import('./locales/waitlist/ar.ts'),
  'en-XA': () => import('./locales/waitlist/en-XA.ts'),
});

const SHORT_DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;

/**
 * The Waitlist page's messages in the app's language, with its formats, English as before: a day ('Tue, Mar 10'),
 * an instant's time and day ('Tue, Mar 10, 2099 at 9:00 AM') and a window a client asked for ('Tue, Mar 10,
 * morning (before 12:00)').
 */
export function useWaitlistI18n() {
  const i18n = useAreaI18n<WaitlistMessageId>(loadWaitlistMessages);
  const { t, intl } = i18n;
  return {
    ...i18n,
    day: (date: string) => formatLocalDate(date, SHORT_DAY, intl),
    ...instantFormats(intl, (parts) => t('format.when', parts)),
    describeWindow: (window: WaitlistWindow) =>
      t('format.window', { dates: describeWindowDates(window, intl), part: window.part }),
  };
}
