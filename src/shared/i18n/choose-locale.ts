// Which language a page is shown in (docs/decisions/032): the visitor's explicit choice, then their browser's
// languages, then the business's default. The server's render and the app's route to the booking page decide the
// same way.
import { LOCALES, type Locale, type PageLocale, PSEUDO_LOCALE } from './locales.ts';

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
