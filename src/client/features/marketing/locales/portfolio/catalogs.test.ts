// The portfolio dialog's catalogs (docs/decisions/042), held to the checks of lib/i18n/catalog-checks.ts.
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';

await describeCatalogs('the portfolio dialog catalogs', import.meta.dirname, ['en.ts']);
