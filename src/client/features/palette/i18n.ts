// The colour generator's messages (issue 28): its first screen's English comes with the page's code, the result
// view's with that view's (result-i18n.ts); another language is one chunk with both and the marketing header's and
// footer's words, fetched for the language shown. The language is the marketing pages' (TranslatedPage).
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import {
  type Messages,
  type Translator,
  translator,
  usePageMessages,
} from '#client/lib/i18n/locale-context.tsx';
import english from './locales/en.ts';

export type PaletteMessageId = keyof typeof english;

/** Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's. */
export const PALETTE_ENGLISH = english as unknown as Messages;

export const loadPaletteMessages = catalogLoader(PALETTE_ENGLISH, {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ar: () => import('./locales/ar.ts'),
  'en-XA': () => import('./locales/en-XA.ts'),
});

/** The page's translator, its locale and the locale Intl formats with. */
export function usePaletteI18n() {
  const page = usePageMessages(PALETTE_ENGLISH);
  return { ...page, t: translator(page.messages) as Translator<PaletteMessageId> };
}
