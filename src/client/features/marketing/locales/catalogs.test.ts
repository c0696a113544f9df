// The landing page's catalogs (docs/decisions/042): the first screen's English (en.ts), the sections below the fold
// (later/en.ts) and every language's, held to the checks of lib/i18n/catalog-checks.ts.
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';

await describeCatalogs('the landing page catalogs', import.meta.dirname, ['en.ts', 'later/en.ts']);
