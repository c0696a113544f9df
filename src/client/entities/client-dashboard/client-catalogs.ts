// The client pages' catalogs (docs/decisions/040) in every language but English, each a chunk of its own: the client
// dashboard's loader fetches them with the public pages' catalog, and the owner's customisation editor fetches one
// for its live preview, which shows the client pages' words in the business's language. English comes with the code
// that shows it (locales/en.ts with the client pages' first screen, locales/later/en.ts with what follows).
import type { CatalogChunks } from '#client/lib/i18n/catalog-loader.ts';

export const CLIENT_CATALOGS: CatalogChunks = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ar: () => import('./locales/ar.ts'),
  'en-XA': () => import('./locales/en-XA.ts'),
};
