// The owner's Reviews page's messages (docs/decisions/041): a catalog of its own, English coming with the page's
// code and another language fetched once, when the page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/reviews/en.ts';

export type ReviewsMessageId = keyof typeof english;

const loadReviewsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/reviews/es.ts'),
  fr: () => import('./locales/reviews/fr.ts'),
  de: () => import('./locales/reviews/de.ts'),
  'pt-BR': () => import('./locales/reviews/pt-BR.ts'),
  ar: () => import('./locales/reviews/ar.ts'),
  'en-XA': () => import('./locales/reviews/en-XA.ts'),
});

/** The Reviews page's messages in the app's language. */
export const useReviewsI18n = () => useAreaI18n<ReviewsMessageId>(loadReviewsMessages);
