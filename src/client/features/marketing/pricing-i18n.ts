// The pricing page's messages (docs/decisions/042): its English comes with the page's code, another language is a
// chunk of its own fetched with the landing page's catalog of that language (marketingPageCatalog).
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { marketingPageCatalog } from './i18n.ts';
import pricing from './locales/pricing/en.ts';

/** Compiled into one function per message by scripts/message-catalogs.ts; the type is the source's. */
const catalog = marketingPageCatalog<keyof typeof pricing>(pricing as unknown as Messages, {
  es: () => import('./locales/pricing/es.ts'),
  fr: () => import('./locales/pricing/fr.ts'),
  de: () => import('./locales/pricing/de.ts'),
  'pt-BR': () => import('./locales/pricing/pt-BR.ts'),
  ar: () => import('./locales/pricing/ar.ts'),
  'en-XA': () => import('./locales/pricing/en-XA.ts'),
});

export const loadPricingMessages = catalog.load;
export const usePricingI18n = catalog.useI18n;
