// The languages Bookwell speaks and which one a page is shown in (docs/decisions/032): the visitor's explicit
// choice, then their browser's languages, then the business's default. Shared by the server's render and the
// browser; no Intl data of its own (dates, numbers and currencies come from Intl for the chosen locale).

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

/** The supported locale a language tag asks for: an exact match, else its language ('pt-PT' → 'pt-BR'). */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return LOCALES.find((locale) => locale.split('-')[0] === language);
}

/** The language tags of an Accept-Language header, most wanted first; `*` and q=0 left out. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The page's locale: `requested` (the address's ?lang=, which may also name the pseudo-locale), then `remembered`
 * (the switcher's cookie), then the first of the browser's `accepted` languages we speak, then the business's.
 */
export function chooseLocale(options: {
  requested?: string | null;
  remembered?: string | null;
  accepted: readonly string[];
  fallback: Locale;
}): PageLocale {
  if (options.requested === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  for (const tag of [options.requested, options.remembered]) {
    const locale = tag ? matchLocale(tag) : undefined;
    if (locale) return locale;
  }
  for (const tag of options.accepted) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return options.fallback;
}
