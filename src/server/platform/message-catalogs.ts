// The server's message catalogs (docs/decisions/038, 041, 046): files of ICU messages by id, English's the source
// (`{ message, description }`), another language's `id → message`. A catalog is required and compiled by
// messageformat the first time a message of its language is wanted, then kept: neither the catalogs nor the
// compiler are imported, so start-up loads none of them.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Locale } from '#shared/i18n/locales.ts';

export type MessageValues = Record<string, string | number>;
export type Translator<Id extends string> = (id: Id, values?: MessageValues) => string;

const require = createRequire(import.meta.url);

/** The messages of a catalog file by id, English's from its source. */
export function requireCatalog<Id extends string>(file: URL): Record<Id, string> {
  const { default: messages } = require(fileURLToPath(file)) as {
    default: Record<Id, string | { message: string; description: string }>;
  };
  return Object.fromEntries(
    Object.entries<string | { message: string }>(messages).map(([id, entry]) => [
      id,
      typeof entry === 'string' ? entry : entry.message,
    ]),
  ) as Record<Id, string>;
}

type MessageFormat = typeof import('@messageformat/core').default;

/** A translator over `catalog`, compiled for `locale`'s plural rules by messageformat, required on first use. */
export function compileTranslator<Id extends string>(
  locale: Locale,
  catalog: Record<Id, string>,
): Translator<Id> {
  const MessageFormatClass: MessageFormat = require('@messageformat/core');
  const mf = new MessageFormatClass(locale);
  const compiled = new Map(Object.entries<string>(catalog).map(([id, message]) => [id, mf.compile(message)]));
  return (id, values) => String(compiled.get(id)!(values));
}

/** Each language's translator over `catalog(locale)`, required and compiled the first time it is asked for. */
export function translatorsOf<Id extends string>(
  catalog: (locale: Locale) => Record<Id, string>,
): (locale: Locale) => Translator<Id> {
  const translators = new Map<Locale, Translator<Id>>();
  return (locale) => {
    let t = translators.get(locale);
    if (!t) {
      t = compileTranslator(locale, catalog(locale));
      translators.set(locale, t);
    }
    return t;
  };
}
