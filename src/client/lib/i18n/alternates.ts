// A server-rendered public page's head in its language (docs/decisions/032): `lang`, `dir`, and its address in each
// language (`?lang=`) plus one without (`x-default`, for a visitor who has not chosen), for search engines.
import { LOCALES, localeDirection, type PageLocale } from '#shared/i18n/locales.ts';

export function languageHead(locale: PageLocale, pageUrl: string) {
  return {
    lang: locale,
    dir: localeDirection(locale),
    alternates: [
      ...LOCALES.map((hreflang) => ({ hreflang, href: `${pageUrl}?lang=${hreflang}` })),
      { hreflang: 'x-default', href: pageUrl },
    ],
  };
}
