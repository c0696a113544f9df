// The features page's messages (docs/decisions/042): its English comes with the page's code, another language is a
// chunk of its own fetched with the landing page's catalog of that language (marketingPageCatalog).
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { marketingPageCatalog } from './i18n.ts';
import features from './locales/features/en.ts';

/** Compiled into one function per message by scripts/message-catalogs.ts; the type is the source's. */
const catalog = marketingPageCatalog<keyof typeof features>(features as unknown as Messages, {
  es: () => import('./locales/features/es.ts'),
  fr: () => import('./locales/features/fr.ts'),
  de: () => import('./locales/features/de.ts'),
  'pt-BR': () => import('./locales/features/pt-BR.ts'),
  ar: () => import('./locales/features/ar.ts'),
  'en-XA': () => import('./locales/features/en-XA.ts'),
});

export const loadFeaturesMessages = catalog.load;
export const useFeaturesI18n = catalog.useI18n;
