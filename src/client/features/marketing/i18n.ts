// The landing page's messages (docs/decisions/042): English comes with the page's code, every other language's
// catalog is a chunk of its own, fetched only for the language shown. The page's language is the marketing pages'
// (components/marketing/translated-page.tsx).

import { type CatalogChunks, catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import {
  type Messages,
  type Translator,
  translator,
  usePageMessages,
} from '#client/lib/i18n/locale-context.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';
import english from './locales/en.ts';

export type LandingMessageId = keyof typeof english;

/** Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's. */
export const LANDING_ENGLISH = english as unknown as Messages;

/** The language's messages, fetched once (English at once, settled, so `use` never waits for it). */
export const loadLandingMessages = catalogLoader(LANDING_ENGLISH, {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ar: () => import('./locales/ar.ts'),
  'en-XA': () => import('./locales/en-XA.ts'),
});

/** The landing page's translator, its locale and the locale Intl formats with. */
export function useLandingI18n() {
  const page = usePageMessages(LANDING_ENGLISH);
  return { ...page, t: translator(page.messages) as Translator<LandingMessageId> };
}

/**
 * Another public page's catalog (/pricing, /features): its English (`english`, with the page's code) over the landing
 * page's, whose header, footer and switcher words it shows; another language, its part (`parts`, a chunk each)
 * fetched with the landing page's catalog of that language, so the page shows in one language.
 */
export function marketingPageCatalog<Id extends string>(english: Messages, parts: CatalogChunks) {
  const all = { ...LANDING_ENGLISH, ...english };
  const chunks = Object.fromEntries(
    Object.entries(parts).map(([locale, part]) => [
      locale,
      () =>
        Promise.all([loadLandingMessages(locale as PageLocale), part()]).then(([chrome, own]) => ({
          default: { ...chrome, ...(own.default as Messages) },
        })),
    ]),
  ) as CatalogChunks;
  return {
    load: catalogLoader(all, chunks),
    /** The page's translator (its messages and the landing page's), its locale and the locale Intl formats with. */
    useI18n() {
      const page = usePageMessages(all);
      return { ...page, t: translator(page.messages) as Translator<Id> };
    },
  };
}
