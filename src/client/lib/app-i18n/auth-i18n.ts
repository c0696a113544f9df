// Sign in and sign up's messages (docs/decisions/041): the /auth page, its forms, the two-factor step and the notices
// of the OAuth redirects, a catalog of their own, English coming with the page's code and another language fetched
// once, when the page is first shown in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/auth/en.ts';

export type AuthMessageId = keyof typeof english;

const loadAuthMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/auth/es.ts'),
  fr: () => import('./locales/auth/fr.ts'),
  de: () => import('./locales/auth/de.ts'),
  'pt-BR': () => import('./locales/auth/pt-BR.ts'),
  ar: () => import('./locales/auth/ar.ts'),
  'en-XA': () => import('./locales/auth/en-XA.ts'),
});

/** The English messages, for what is said outside a component (the notices' constants). */
export const englishAuth: Translator<AuthMessageId> = translator(english as unknown as Messages);

/** The sign-in page's messages in the app's language. */
export const useAuthI18n = () => useAreaI18n<AuthMessageId>(loadAuthMessages);
