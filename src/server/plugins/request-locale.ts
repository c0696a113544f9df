// A server-rendered page's language (docs/decisions/032): the address's ?lang=, the switcher's cookie, the
// browser's languages, else `fallback` (the business's default; English for the landing page, 042).
import type { FastifyRequest } from 'fastify';
import { chooseLocale, parseAcceptLanguage } from '#shared/i18n/choose-locale.ts';
import { LOCALE_COOKIE, type Locale } from '#shared/i18n/locales.ts';

export function requestLocale(request: FastifyRequest, fallback: Locale) {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return chooseLocale({
    requested: typeof lang === 'string' ? lang : null,
    remembered: request.cookies[LOCALE_COOKIE],
    accepted: parseAcceptLanguage(request.headers['accept-language']),
    fallback,
  });
}

/** What a document in the chosen language depends on besides its address: the headers requestLocale reads. */
export const LANGUAGE_HEADERS = 'Accept-Language, Cookie';
