// The language of a business's clients' messages (docs/decisions/038): the catalogs in ./locales, read and compiled
// by messageformat the first time a message of that language is sent, then kept (platform/message-catalogs.ts).

import { type MessageValues, requireCatalog, translatorsOf } from '#server/platform/message-catalogs.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type english from './locales/en.ts';

export type ClientMessageId = keyof typeof english;
export type ClientMessageValues = MessageValues;
export type ClientTranslator = (id: ClientMessageId, values?: ClientMessageValues) => string;

/** The messages of `locale` by id, English's from its source. */
export function clientCatalog(locale: Locale): Record<ClientMessageId, string> {
  return requireCatalog<ClientMessageId>(new URL(`./locales/${locale}.ts`, import.meta.url));
}

/** The translator of `locale`, its catalog compiled on first use. */
export const clientTranslator: (locale: Locale) => ClientTranslator = translatorsOf(clientCatalog);
