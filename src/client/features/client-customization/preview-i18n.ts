// The live preview's words (issue 28): the client pages' own (entities/client-dashboard/locales, decision 040) in the
// business's language, as its clients see them, whatever the owner's app language. English comes with the editor;
// another language is the client pages' chunk of it.
import { CLIENT_CATALOGS } from '#client/entities/client-dashboard/client-catalogs.ts';
import later from '#client/entities/client-dashboard/locales/later/en.ts';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { fallbackTranslator, type Messages, type Translator } from '#client/lib/i18n/locale-context.tsx';
import { useCatalog } from '#client/lib/i18n/use-catalog.ts';
import { intlLocale, type Locale } from '#shared/i18n/locales.ts';

export type PreviewMessageId = keyof typeof later;

const ENGLISH = later as unknown as Messages;
const loadClientWords = catalogLoader(ENGLISH, CLIENT_CATALOGS);

/** The client pages' translator in `language` (the business's) and the locale its prices are written with. */
export function usePreviewI18n(language: Locale): { t: Translator<PreviewMessageId>; intl: string } {
  const messages = useCatalog(loadClientWords(language));
  return { t: fallbackTranslator(messages, ENGLISH), intl: intlLocale(language) };
}
