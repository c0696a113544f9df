// The marketing pages' header and footer catalog (docs/decisions/042), spread into every marketing page's catalog,
// held to the checks of lib/i18n/catalog-checks.ts.
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';

await describeCatalogs('the marketing header and footer catalogs', import.meta.dirname, ['en.ts']);
