// The owner's Analytics page's messages (docs/decisions/041): the tabs, the figures, the charts' titles and their
// accessible text, the tables, the goals and the report states, a catalog of their own, English coming with the
// page's code and another language fetched once, when the page is first shown in it. The figures' formats are the
// page's own (features/analytics/analytics-format.ts), given the locale Intl formats with (`intl`).

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/analytics/en.ts';

export type AnalyticsMessageId = keyof typeof english;

const loadAnalyticsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/analytics/es.ts'),
  fr: () => import('./locales/analytics/fr.ts'),
  de: () => import('./locales/analytics/de.ts'),
  'pt-BR': () => import('./locales/analytics/pt-BR.ts'),
  ar: () => import('./locales/analytics/ar.ts'),
  'en-XA': () => import('./locales/analytics/en-XA.ts'),
});

/** The Analytics page's messages in the app's language. */
export const useAnalyticsI18n = () => useAreaI18n<AnalyticsMessageId>(loadAnalyticsMessages);
