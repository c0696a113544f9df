// The shape of a message catalog (docs/decisions/032 and 038), the browser's and the server's alike: English is the
// source, each message in ICU MessageFormat with a note for translators; a translation has every id of it, no other.

/** A source catalog (English): each message in ICU MessageFormat with a note for translators. */
export type SourceCatalog = Record<string, { message: string; description: string }>;

/** A translation of `Source`: every id of it, and no other, with its message in the language. */
export type Translations<Source extends SourceCatalog> = { [Id in keyof Source]: string };
