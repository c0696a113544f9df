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

/**
 * Messages with values that the shared schemas write themselves, found by the shape of their English: a booking
 * rule's label and bounds (`wholeMinutes`), an opening day's name, a booking page colour's or text's label. A number
 * is passed as one; any other value must be a label the catalog knows by its English ('label.…'), said in the
 * language too, else the message stays English.
 */
const SHAPED: readonly ErrorMessageId[] = [
  'field.required',
  'field.wholeNumber',
  'field.betweenMinutes',
  'field.betweenHours',
  'field.betweenDays',
  'field.closeAfterOpen',
  'field.breaks',
  'field.hexColour',
  'field.maxCharacters',
];

let byEnglish:
  | { ids: Map<string, ErrorMessageId>; shapes: Array<{ id: ErrorMessageId; pattern: RegExp }> }
  | undefined;

/** English's messages by their text, and SHAPED's as patterns (each `{name}` a named group). */
function englishIndex() {
  if (byEnglish) return byEnglish;
  const messages = errorCatalog('en');
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pattern = (message: string) =>
    message
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 ? `(?<${part}>.+?)` : literal(part)))
      .join('');
  byEnglish = {
    ids: new Map(Object.entries(messages).map(([id, text]) => [text, id as ErrorMessageId])),
    shapes: SHAPED.map((id) => ({ id, pattern: new RegExp(`^${pattern(messages[id])}$`) })),
  };
  return byEnglish;
}

/** The id and values of an English message of a shape in SHAPED, its labels said in `locale`. */
function shaped(locale: Locale, message: string): { id: ErrorMessageId; values: MessageValues } | undefined {
  const { ids, shapes } = englishIndex();
  for (const { id, pattern } of shapes) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const values: MessageValues = {};
    for (const [name, text] of Object.entries(groups)) {
      const label = ids.get(text);
      if (/^\d+$/.test(text)) values[name] = Number(text);
      else if (label?.startsWith('label.')) values[name] = errorTranslator(locale)(label);
      else return undefined;
    }
    return { id, values };
  }
  return undefined;
}

/** `message` (English, the server's) in `locale`: by the catalog's message `said`, else by the English message of
 * the same text or shape; English, as it is, when the catalog has no such message. */
export function sayInLanguage(locale: Locale, message: string, said?: CatalogMessage): string {
  if (locale === 'en') return message;
  if (said) return errorTranslator(locale)(said.id as ErrorMessageId, said.values);
  const id = englishIndex().ids.get(message);
  if (id) return errorTranslator(locale)(id);
  const found = shaped(locale, message);
  return found ? errorTranslator(locale)(found.id, found.values) : message;
}
