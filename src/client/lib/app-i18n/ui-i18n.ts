// The app's words outside every page (issue 28): the error screen around the whole app and the toasts' own words.
// Neither sits under a page's language provider, so they speak the language of the page on screen: the `lang` every
// translated page puts on <html> (the app's frame, the public and marketing pages). English comes with the code that
// imports it; another language is a small chunk of its own.
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { useCatalog } from '#client/lib/i18n/use-catalog.ts';
import { matchLocale } from '#shared/i18n/choose-locale.ts';
import { DEFAULT_LOCALE, type PageLocale, PSEUDO_LOCALE } from '#shared/i18n/locales.ts';
import english from './locales/ui/en.ts';

export type UiMessageId = keyof typeof english;

export const UI_ENGLISH = english as unknown as Messages;

export const loadUiMessages = catalogLoader(UI_ENGLISH, {
  es: () => import('./locales/ui/es.ts'),
  fr: () => import('./locales/ui/fr.ts'),
  de: () => import('./locales/ui/de.ts'),
  'pt-BR': () => import('./locales/ui/pt-BR.ts'),
  ar: () => import('./locales/ui/ar.ts'),
  'en-XA': () => import('./locales/ui/en-XA.ts'),
});

/** The language a document's `lang` names ('de', 'pt-BR', the tests' 'en-XA'); English for any other. */
export function documentLocale(lang: string): PageLocale {
  return lang === PSEUDO_LOCALE ? PSEUDO_LOCALE : (matchLocale(lang) ?? DEFAULT_LOCALE);
}

/** The words in the language of the page on screen; suspends while another language's chunk loads. */
export function useUiI18n(): Translator<UiMessageId> {
  const messages = useCatalog(loadUiMessages(documentLocale(document.documentElement.lang)));
  return translator(messages);
}
