// The server's refusals in the reader's language (docs/decisions/046). English is what the code says, byte for byte;
// another language comes from ./error-locales, found by the message's id and values when the error carries them
// (`refusal`), else by its English text or shape. Catalogs are required and compiled the first time a refusal needs them:
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
  values: CatalogMessage['values'],
  headers: Record<string, string> = {},
): AppError {
  return new AppError(code, say('en', { id, values }), headers, { id, values });
}

/** `error`, refused for one date of a series ('{date}: {reason}'), its reason said in the reader's language too when
 * the catalog has it. */
export function refusalOn(date: string, error: AppError): AppError {
  const reason = error.said ?? catalogMessageOf(error.message) ?? error.message;
  return new AppError(error.code, `${date}: ${error.message}`, error.headers, {
    id: 'series.dateRefused',
    values: { date, reason },
  });
}

/**
 * Messages with values that shared code writes itself, found by the shape of their English: a field's label with its
 * bounds (the booking rules' `wholeMinutes`, zod's humanised fallbacks in shared/zod-messages.ts, the input guard), an
 * opening day's name, a booking page colour's or text's label. A number is passed as one; an argument in RAW
 * (a list of codes a program reads) as written; any other value must be a label the catalog knows by its English
 * ('label.…'), said in the language too, else the next shape is tried and, with none, the message stays English. The
 * most specific shapes come first ('{label} must be a number' before '{label} must be one of {choices}').
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
  'field.atMostCharactersText',
  'field.canBeAtMostCharacters',
  'field.atLeastCharactersText',
  'field.tooLong',
  'field.tooLarge',
  'field.positive',
  'field.twoDecimals',
  'field.mustBeText',
  'field.mustBeNumber',
  'field.mustBeTrueOrFalse',
  'field.mustBeList',
  'field.mustBeDate',
  'field.validDate',
  'field.atLeastCharacters',
  'field.atMostCharacters',
  'field.atLeastItems',
  'field.atMostItems',
  'field.atLeast',
  'field.atMost',
  'field.notInFormat',
  'field.oneOf',
  'field.multipleOf',
  'field.notValid',
  'field.notAcceptedOne',
  'field.notAcceptedMany',
  'field.nulCharacter',
  'field.brokenCharacter',
  'field.yearsBetween',
];

/** Arguments of SHAPED messages passed as written: codes a program reads ('pending', 'colour'), said in no language. */
const RAW = new Set(['choices', 'fields']);

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const PLURAL = /^\{(\w+), plural, one \{# ([^{}]*)\} other \{# ([^{}]*)\}\}$/;

/** A SHAPED message's English as a pattern: each `{name}` a named group, a plural `one {# word} other {# words}` a
 * number and either word. */
function patternOf(message: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
  const source = message
    .split(/(\{\w+, plural, one \{# [^{}]*\} other \{# [^{}]*\}\}|\{\w+\})/)
    .map((part, i) => {
      if (i % 2 === 0) return literal(part);
      const plural = PLURAL.exec(part);
      if (plural) return `(?<${plural[1]}>\\d+) (?:${literal(plural[2]!)}|${literal(plural[3]!)})`;
      return `(?<${part.slice(1, -1)}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

let byEnglish:
  | { ids: Map<string, ErrorMessageId>; shapes: Array<{ id: ErrorMessageId; pattern: RegExp }> }
  | undefined;

/** English's messages by their text, and SHAPED's as patterns. */
function englishIndex() {
  if (byEnglish) return byEnglish;
  const messages = errorCatalog('en');
  byEnglish = {
    ids: new Map(Object.entries(messages).map(([id, text]) => [text, id as ErrorMessageId])),
    shapes: SHAPED.map((id) => ({ id, pattern: patternOf(messages[id]) })),
  };
  return byEnglish;
}

/** The catalog's message of an English text without values, or of a SHAPED shape (its labels as messages too). */
function catalogMessageOf(message: string): CatalogMessage | undefined {
  const { ids, shapes } = englishIndex();
  const id = ids.get(message);
  if (id) return { id, values: {} };
  for (const shape of shapes) {
    const groups = shape.pattern.exec(message)?.groups;
    const values = groups && valuesOf(groups, ids);
    if (values) return { id: shape.id, values };
  }
  return undefined;
}

/** A shape's values from its English: numbers, RAW codes and known labels; undefined for any other text. */
function valuesOf(groups: Record<string, string>, ids: Map<string, ErrorMessageId>) {
  const values: CatalogMessage['values'] = {};
  for (const [name, text] of Object.entries(groups)) {
    const label = ids.get(text);
    if (NUMBER.test(text)) values[name] = Number(text);
    else if (RAW.has(name)) values[name] = text;
    else if (label?.startsWith('label.')) values[name] = { id: label, values: {} };
    else return undefined;
  }
  return values;
}

/** A catalog message in `locale`, a value that is a message itself said in it first. */
function say(locale: Locale, { id, values }: CatalogMessage): string {
  const said: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    said[name] = typeof value === 'object' ? say(locale, value) : value;
  }
  return errorTranslator(locale)(id as ErrorMessageId, said);
}

/** `message` (English, the server's) in `locale`: by the catalog's message `said`, else by the English message of
 * the same text or shape; English, as it is, when the catalog has no such message. */
export function sayInLanguage(locale: Locale, message: string, said?: CatalogMessage): string {
  if (locale === 'en') return message;
  const found = said ?? catalogMessageOf(message);
  return found ? say(locale, found) : message;
}
