// The language of a business's clients' messages (docs/decisions/038): the catalogs in ./locales, read and compiled
// by messageformat the first time a message of that language is sent, then kept. Neither the catalogs nor the
// compiler are imported: they are required on first use, so start-up loads none of them.
import { createRequire } from 'node:module';
import type { Locale } from '#shared/i18n/locales.ts';
import type english from './locales/en.ts';

export type ClientMessageId = keyof typeof english;
export type ClientMessageValues = Record<string, string | number>;
export type ClientTranslator = (id: ClientMessageId, values?: ClientMessageValues) => string;
type Catalog = Record<ClientMessageId, string>;

const require = createRequire(import.meta.url);
const FILES: Record<Locale, string> = {
  en: './locales/en.ts',
  es: './locales/es.ts',
  fr: './locales/fr.ts',
  de: './locales/de.ts',
  'pt-BR': './locales/pt-BR.ts',
  ar: './locales/ar.ts',
};

/** The messages of a catalog file (a path from this folder) by id, English's from its source. */
export function requireCatalog<Id extends string>(file: string): Record<Id, string> {
  const { default: messages } = require(file) as {
    default: Record<Id, string | { message: string; description: string }>;
  };
  return Object.fromEntries(
    Object.entries<string | { message: string }>(messages).map(([id, entry]) => [
      id,
      typeof entry === 'string' ? entry : entry.message,
    ]),
  ) as Record<Id, string>;
}

/** The messages of `locale` by id, English's from its source. */
export function clientCatalog(locale: Locale): Catalog {
  return requireCatalog<ClientMessageId>(FILES[locale]);
}

type MessageFormat = typeof import('@messageformat/core').default;
const translators = new Map<Locale, ClientTranslator>();

/** A translator over `catalog`, compiled for `locale`'s plural rules by messageformat, required on first use (the
 * owner's messages use it too: owner-i18n.ts). */
export function compileTranslator<Id extends string>(
  locale: Locale,
  catalog: Record<Id, string>,
): (id: Id, values?: ClientMessageValues) => string {
  const MessageFormatClass: MessageFormat = require('@messageformat/core');
  const mf = new MessageFormatClass(locale);
  const compiled = new Map(Object.entries<string>(catalog).map(([id, message]) => [id, mf.compile(message)]));
  return (id, values) => String(compiled.get(id)!(values));
}

/** The translator of `locale`, its catalog compiled on first use. */
export function clientTranslator(locale: Locale): ClientTranslator {
  let t = translators.get(locale);
  if (!t) {
    t = compileTranslator(locale, clientCatalog(locale));
    translators.set(locale, t);
  }
  return t;
}
