// The words of the CSV exports (clients, the period reports, payments) in the language of the owner or team member
// who asks (docs/decisions/048): headings and the cells that are words; numbers and dates stay machine-readable. The
// catalogs in ./export-locales hold plain words: English's are read as written (nothing compiled, byte for byte
// what the exports always said), another language's required and compiled the first time an export is asked in it.
import { intlLocale, type Locale } from '#shared/i18n/locales.ts';
import type english from './export-locales/en.ts';
import { requireCatalog, translatorsOf } from './message-catalogs.ts';

export type ExportWordId = keyof typeof english;

export type ExportWords = {
  /** A word of the catalog. */
  t: (id: ExportWordId) => string;
  /** A yes/no cell. */
  yesNo: (value: boolean) => string;
  /** An ISO weekday (1 Monday … 7 Sunday) by Intl: 'Monday', 'Montag'. */
  weekday: (isoDay: number) => string;
};

/** The export words of `locale` by id, English's from its source (./export-locales/{locale}.ts). */
export function exportCatalog(locale: Locale): Record<ExportWordId, string> {
  return requireCatalog<ExportWordId>(new URL(`./export-locales/${locale}.ts`, import.meta.url));
}

const translators = translatorsOf(exportCatalog);
let englishWords: Record<ExportWordId, string> | undefined;

/** A Monday (2024-01-01), to name the weekdays from. */
const MONDAY = Date.UTC(2024, 0, 1);

/** The export words of `locale`. */
export function exportWords(locale: Locale): ExportWords {
  let t: ExportWords['t'];
  if (locale === 'en') {
    englishWords ??= exportCatalog('en');
    const words = englishWords;
    t = (id) => words[id];
  } else {
    t = translators(locale);
  }
  const weekdays = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
  return {
    t,
    yesNo: (value) => t(value ? 'yes' : 'no'),
    weekday: (isoDay) => weekdays.format(MONDAY + (isoDay - 1) * 86_400_000),
  };
}
