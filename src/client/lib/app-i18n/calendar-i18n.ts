// The calendar's and the booking dialog's messages (docs/decisions/041): a catalog of their own, English coming
// with their code and another language fetched once, when the calendar (or a page with the booking dialog) is first
// shown in it, so the app's frame does not carry them to every page.
import { use } from 'react';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { intlLocale, type PageLocale } from '#shared/i18n/locales.ts';
import { instantFormats, useAppI18n } from './app-i18n.ts';
import english from './locales/calendar/en.ts';

export type CalendarMessageId = keyof typeof english;

const loadCalendarMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/calendar/es.ts'),
  fr: () => import('./locales/calendar/fr.ts'),
  de: () => import('./locales/calendar/de.ts'),
  'pt-BR': () => import('./locales/calendar/pt-BR.ts'),
  ar: () => import('./locales/calendar/ar.ts'),
  'en-XA': () => import('./locales/calendar/en-XA.ts'),
});

export type CalendarI18n = {
  t: Translator<CalendarMessageId>;
  locale: PageLocale;
  /** The locale Intl formats with. */
  intl: string;
  /** An instant's time in `timeZone`: '9:30 AM' ('9:30' in German, '14:30' after noon). */
  time: (iso: string, timeZone: string) => string;
  /** An instant in `timeZone`: 'Tue, Jun 9, 2026 at 9:30 AM' ('Di., 9. Juni 2026 um 9:30'). */
  when: (iso: string, timeZone: string) => string;
};

function calendarI18n(locale: PageLocale, messages: Messages): CalendarI18n {
  const t = translator<CalendarMessageId>(messages);
  const intl = intlLocale(locale);
  return { t, locale, intl, ...instantFormats(intl, (parts) => t('details.when', parts)) };
}

/** English, for the code's helpers called outside a component (their tests). */
export const ENGLISH_CALENDAR = calendarI18n('en', english as unknown as Messages);

/** The calendar's messages in the app's language; suspends the first time another language is shown. */
export function useCalendarI18n(): CalendarI18n {
  const { locale } = useAppI18n();
  const messages = use(loadCalendarMessages(locale));
  return locale === 'en' ? ENGLISH_CALENDAR : calendarI18n(locale, messages);
}
