// The portfolio dialog's messages (docs/decisions/042): its English comes with the dialog's code, fetched when someone
// opens it; another language's part is a chunk of its own, fetched then too.

import { use } from 'react';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { useLandingI18n } from './i18n.ts';
import portfolio from './locales/portfolio/en.ts';

type PortfolioMessageId = keyof typeof portfolio;

/** Compiled into one function per message by scripts/message-catalogs.ts; the type above is the source's. */
const loadPortfolioMessages = catalogLoader(portfolio as unknown as Messages, {
  es: () => import('./locales/portfolio/es.ts'),
  fr: () => import('./locales/portfolio/fr.ts'),
  de: () => import('./locales/portfolio/de.ts'),
  'pt-BR': () => import('./locales/portfolio/pt-BR.ts'),
  ar: () => import('./locales/portfolio/ar.ts'),
  'en-XA': () => import('./locales/portfolio/en-XA.ts'),
});

/** The dialog's translator in the landing page's language (it waits for that language's part), and Intl's locale. */
export function usePortfolioI18n() {
  const { locale, intl } = useLandingI18n();
  const messages = use(loadPortfolioMessages(locale));
  return { locale, intl, t: translator(messages) as Translator<PortfolioMessageId> };
}
