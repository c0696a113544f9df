// Loading a page area's message catalog (docs/decisions/032, 041, 042): English comes with the code that imports
// it; every other language is a chunk of its own, fetched once and kept.
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import type { PageLocale } from '#shared/i18n/locales.ts';

type CatalogModule = { default: unknown };
/** Every language but English, each a chunk of its own. */
export type CatalogChunks = Record<Exclude<PageLocale, 'en'>, () => Promise<CatalogModule>>;

/**
 * A catalog's loader: English is `english`, which comes with the code that imports it; another language is fetched
 * once, and a switch of language waits for it, so nothing shows half translated.
 */
export function catalogLoader(
  english: Messages,
  chunks: CatalogChunks,
): (locale: PageLocale) => Promise<Messages> {
  const loaded = new Map<PageLocale, Promise<Messages>>();
  return (locale) => {
    let promise = loaded.get(locale);
    if (!promise) {
      const tracked =
        locale === 'en'
          ? Object.assign(Promise.resolve(english), { status: 'fulfilled', value: english })
          : chunks[locale]().then((module) => module.default as Messages);
      // React 19's `use` reads a settled promise's status fields and then does not suspend: a language fetched
      // ahead (the profile's save waits for it) shows at once. A failed fetch (a new deployment, the network) is
      // tried again at the next ask.
      tracked.then(
        (messages) => Object.assign(tracked, { status: 'fulfilled', value: messages }),
        () => loaded.delete(locale),
      );
      loaded.set(locale, tracked);
      promise = tracked;
    }
    return promise;
  };
}
