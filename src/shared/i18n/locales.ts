// The languages Bookwell speaks (docs/decisions/032), their names, directions and the locale Intl formats each
// with; which one a page is shown in is choose-locale.ts. Shared by the server's render and the browser.

export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The pseudo-locale of the tests: every extracted message in look-alike letters, so any plain Latin word left on a
 * page is text that never went through a catalog. Only ever asked for by `?lang=`, never offered or negotiated.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language in its own words, for the switcher and the owner's settings. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** The cookie that remembers a visitor's choice from the switcher (read by the server's render). */
export const LOCALE_COOKIE = 'bookwell-lang';

/**
 * The locale Intl formats with. English stays US English (the spec's formats); Arabic keeps Western digits, which
 * read the same as the times and phone numbers customers type; the pseudo-locale borrows Arabic's formats so that
 * dates and prices hold no Latin letters either.
 */
export function intlLocale(locale: PageLocale): string {
  if (locale === 'en') return 'en-US';
  if (locale === 'ar' || locale === PSEUDO_LOCALE) return 'ar-u-nu-latn';
  return locale;
}

export function localeDirection(locale: PageLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
