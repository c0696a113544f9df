// A server-rendered page's language (docs/decisions/032): the address's ?lang=, the switcher's cookie, the
// browser's languages, else `fallback` (the business's default; English for the landing page, 042). A refusal's
// language (046): the signed-in user's app language, else the one the page names in Accept-Language.
import type { FastifyRequest } from 'fastify';
import { chooseLocale, parseAcceptLanguage } from '#shared/i18n/choose-locale.ts';
import { isLocale, LOCALE_COOKIE, type Locale } from '#shared/i18n/locales.ts';

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

/**
 * The language an error is said in (docs/decisions/046): a signed-in user's app language (users.language; not for an
 * API key, whose integration reads English unless it asks for another); else Accept-Language, which the app's and the
 * pages' requests set to the language on screen (so neither the address's ?lang= nor the switcher's cookie, which
 * that language already followed); else English.
 */
export function errorLocale(request: FastifyRequest): Locale {
  const user = request.apiKey ? null : request.user;
  if (user?.language) return user.language;
  const locale = chooseLocale({
    accepted: parseAcceptLanguage(request.headers['accept-language']),
    fallback: 'en',
  });
  return isLocale(locale) ? locale : 'en';
}
