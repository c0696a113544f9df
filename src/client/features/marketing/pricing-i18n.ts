// The pricing page's messages (docs/decisions/042): its English comes with the page's code, another language is a
// chunk of its own fetched with the landing page's catalog of that language (the header, the footer and the
// switcher's words), so the page shows in one language.
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import {
  type Messages,
  type Translator,
  translator,
  usePageMessages,
} from '#client/lib/i18n/locale-context.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';
import { LANDING_ENGLISH, loadLandingMessages } from './i18n.ts';
import pricing from './locales/pricing/en.ts';

export type PricingMessageId = keyof typeof pricing;

/** Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's. */
const PRICING_ENGLISH = { ...LANDING_ENGLISH, ...(pricing as unknown as Messages) };

/** The landing page's catalog in `locale` with the page's own `part` over it. */
const withChrome = (locale: PageLocale, part: () => Promise<{ default: unknown }>) => () =>
  Promise.all([loadLandingMessages(locale), part()]).then(([chrome, own]) => ({
    default: { ...chrome, ...(own.default as Messages) },
  }));

export const loadPricingMessages = catalogLoader(PRICING_ENGLISH, {
  es: withChrome('es', () => import('./locales/pricing/es.ts')),
  fr: withChrome('fr', () => import('./locales/pricing/fr.ts')),
  de: withChrome('de', () => import('./locales/pricing/de.ts')),
  'pt-BR': withChrome('pt-BR', () => import('./locales/pricing/pt-BR.ts')),
  ar: withChrome('ar', () => import('./locales/pricing/ar.ts')),
  'en-XA': withChrome('en-XA', () => import('./locales/pricing/en-XA.ts')),
});

/** The pricing page's translator (its own messages and the landing page's), its locale and Intl's locale. */
export function usePricingI18n() {
  const page = usePageMessages(PRICING_ENGLISH);
  return { ...page, t: translator(page.messages) as Translator<PricingMessageId> };
}
