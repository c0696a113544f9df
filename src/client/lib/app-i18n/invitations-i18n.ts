// Accepting a team invitation, its messages (docs/decisions/041): /invite/{token} and the code form, a catalog
// of their own, English coming with the page's code and another language fetched once, when the page is first shown
// in it.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAreaI18n } from './app-i18n.ts';
import english from './locales/invitations/en.ts';

export type InvitationsMessageId = keyof typeof english;

const loadInvitationsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/invitations/es.ts'),
  fr: () => import('./locales/invitations/fr.ts'),
  de: () => import('./locales/invitations/de.ts'),
  'pt-BR': () => import('./locales/invitations/pt-BR.ts'),
  ar: () => import('./locales/invitations/ar.ts'),
  'en-XA': () => import('./locales/invitations/en-XA.ts'),
});

/** The invitation page's messages in the app's language. */
export const useInvitationsI18n = () => useAreaI18n<InvitationsMessageId>(loadInvitationsMessages);
