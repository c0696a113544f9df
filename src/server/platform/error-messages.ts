// The server's refusals in the reader's language (docs/decisions/046). English is what the code says, byte for byte;
// another language comes from ./error-locales, found by the message's id and values when the error carries them
// (`refusal`), else by its English text. Catalogs are required and compiled the first time a refusal needs them:
// a request that succeeds, or is refused in English, loads none.
import { AppError, type AppErrorCode, type CatalogMessage } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type english from './error-locales/en.ts';
import { type MessageValues, requireCatalog, translatorsOf } from './message-catalogs.ts';

export type ErrorMessageId = keyof typeof english;

/** The refusals of `locale` by id, English's from its source (./error-locales/{locale}.ts). */
export function errorCatalog(locale: Locale): Record<ErrorMessageId, string> {
  return requireCatalog<ErrorMessageId>(new URL(`./error-locales/${locale}.ts`, import.meta.url));
}

const errorTranslator = translatorsOf(errorCatalog);

/** An AppError whose message has values: its English written from the catalog, said again in the reader's. */
export function refusal(
  code: AppErrorCode,
  id: ErrorMessageId,
  values: MessageValues,
  headers: Record<string, string> = {},
): AppError {
  return new AppError(code, errorTranslator('en')(id, values), headers, { id, values });
}

let idsByEnglish: Map<string, ErrorMessageId> | undefined;

/** `message` (English, the server's) in `locale`: by the catalog's message `said`, else by the English message of
 * the same text; English, as it is, when the catalog has no such message. */
export function sayInLanguage(locale: Locale, message: string, said?: CatalogMessage): string {
  if (locale === 'en') return message;
  if (said) return errorTranslator(locale)(said.id as ErrorMessageId, said.values);
  idsByEnglish ??= new Map(
    Object.entries(errorCatalog('en')).map(([id, text]) => [text, id as ErrorMessageId]),
  );
  const id = idsByEnglish.get(message);
  return id ? errorTranslator(locale)(id) : message;
}
