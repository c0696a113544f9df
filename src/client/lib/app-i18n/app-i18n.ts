// The owner's app's messages (docs/decisions/041): English comes with the app's frame, every other language's
// catalog is a chunk of its own, fetched once for the language shown. The app's own context, not the public pages'
// (lib/i18n): an app page that previews the booking page keeps the booking page's catalog there. Also the formats
// its pages share in the language (counts, an instant's day and time): with the frame, not a chunk of their own that
// every page's entry would have to name.
import { createContext, use } from 'react';
import { formatInstantDate, formatTime12, wallClockOf } from '#client/lib/format.ts';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { useCatalog } from '#client/lib/i18n/use-catalog.ts';
import { chooseLocale } from '#shared/i18n/choose-locale.ts';
import {
  DEFAULT_LOCALE,
  intlLocale,
  type Locale,
  type PageLocale,
  PSEUDO_LOCALE,
} from '#shared/i18n/locales.ts';
import english from './locales/en.ts';

export type AppMessageId = keyof typeof english;

/** Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's. */
export const ENGLISH_APP_MESSAGES = english as unknown as Messages;

/** The app's catalog of `locale` (the shell, the dashboard, settings), fetched once. */
export const loadAppMessages = catalogLoader(ENGLISH_APP_MESSAGES, {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ar: () => import('./locales/ar.ts'),
  'en-XA': () => import('./locales/en-XA.ts'),
});

/**
 * The app's language: the one the user chose in their profile, else the first of the browser's languages we speak
 * (the booking page's rule, choose-locale.ts: 'pt-PT' → 'pt-BR'), else English; `?lang=en-XA` (the tests'
 * pseudo-locale) wins over both.
 */
export function appLocale(
  chosen: Locale | null | undefined,
  search: string,
  browser: readonly string[],
): PageLocale {
  const pseudo = new URLSearchParams(search).get('lang') === PSEUDO_LOCALE;
  return chooseLocale({
    requested: pseudo ? PSEUDO_LOCALE : null,
    remembered: chosen,
    accepted: browser,
    fallback: DEFAULT_LOCALE,
  });
}

export type AppLocaleState = { locale: PageLocale; messages: Messages };
export const AppLocaleContext = createContext<AppLocaleState | null>(null);

/** The app's translator, its locale and the locale Intl formats with; English outside the app's frame (tests). */
export function useAppI18n() {
  const state = use(AppLocaleContext);
  const locale = state?.locale ?? DEFAULT_LOCALE;
  const messages = state?.messages ?? ENGLISH_APP_MESSAGES;
  return { t: translator(messages) as Translator<AppMessageId>, messages, locale, intl: intlLocale(locale) };
}

/**
 * A form's message in the language of `messages`: the shared zod schemas speak English (the server's too), so a
 * message the catalog knows by its English text ('validation.…') is shown translated, any other as it is.
 */
export function fieldMessageTranslator(messages: Messages): (message: string) => string {
  const ids = new Map(
    Object.keys(ENGLISH_APP_MESSAGES)
      .filter((id) => id.startsWith('validation.'))
      .map((id) => [ENGLISH_APP_MESSAGES[id]?.() ?? id, id]),
  );
  return (message) => {
    const id = ids.get(message);
    return (id && messages[id]?.()) || message;
  };
}

/**
 * The messages of one area of the app (a catalog of its own, loaded with `catalogLoader` when the area first shows)
 * in the app's language, with the locale and the locale Intl formats with; suspends while another language loads.
 */
export function useAreaI18n<Id extends string>(load: (locale: PageLocale) => Promise<Messages>) {
  const { locale, intl } = useAppI18n();
  const messages = useCatalog(load(locale));
  return { t: translator(messages) as Translator<Id>, locale, intl };
}

const US_ENGLISH = intlLocale(DEFAULT_LOCALE);

/** A count as English shows it ('1234'), grouped the language's way elsewhere ('1.234' in German). */
export function formatCount(value: number, locale = US_ENGLISH): string {
  return locale === US_ENGLISH ? String(value) : value.toLocaleString(locale);
}

const DAY = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;

/**
 * An instant's time and its day and time in the business's zone, for the Intl locale `intl`; `at` joins the two
 * in the area's language ('{day} at {time}'). lib/format.ts's own helpers take no locale for these: it is shared
 * with the booking page, whose budget a new export there would grow.
 */
export function instantFormats(intl: string, at: (parts: { day: string; time: string }) => string) {
  /** '9:30 AM' ('9:30' in German, '14:30' after noon). */
  const time = (iso: string, timeZone: string) => formatTime12(wallClockOf(iso, timeZone).time, intl);
  /** 'Tue, Jun 9, 2026 at 9:30 AM' ('Di., 9. Juni 2026 um 9:30'). */
  const when = (iso: string, timeZone: string) =>
    at({ day: formatInstantDate(iso, timeZone, DAY, intl), time: time(iso, timeZone) });
  return { time, when };
}
