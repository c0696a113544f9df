// The client pages' messages (docs/decisions/040), the same way as the booking page's (032): the page's
// LocaleProvider holds the public pages' catalog (the hero, the footer, reviews, the time step) and this area's
// together. English comes with the code: the first screen's here, the later parts' with their code
// (later-i18n.ts); every other language's catalog is a chunk of its own, fetched only for the language shown.

import { CLIENT_CATALOGS } from '#client/entities/client-dashboard/client-catalogs.ts';
import english from '#client/entities/client-dashboard/locales/en.ts';
import {
  ENGLISH_MESSAGES,
  loadPublicMessages,
  type PublicMessageId,
  usePublicI18n,
} from '#client/entities/public-business/i18n.ts';
import { fallbackTranslator, type Messages } from '#client/lib/i18n/locale-context.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';

export type ClientMessageId = PublicMessageId | keyof typeof english;

/** The public pages' English and this area's first screen, compiled by scripts/message-catalogs.ts. */
export const CLIENT_ENGLISH: Messages = { ...ENGLISH_MESSAGES, ...(english as unknown as Messages) };

export async function loadClientMessages(locale: PageLocale): Promise<Messages> {
  if (locale === 'en') return CLIENT_ENGLISH;
  const [shared, own] = await Promise.all([loadPublicMessages(locale), CLIENT_CATALOGS[locale]()]);
  return { ...shared, ...(own.default as Messages) };
}

/** The first screen's translator (and the public pages' locale and Intl locale). */
export function useClientI18n() {
  const i18n = usePublicI18n();
  return { ...i18n, t: fallbackTranslator<ClientMessageId>(i18n.messages, CLIENT_ENGLISH) };
}
