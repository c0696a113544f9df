// The pricing page's catalogs (docs/decisions/042), held to the checks of lib/i18n/catalog-checks.ts.
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';

await describeCatalogs('the pricing page catalogs', import.meta.dirname, ['en.ts']);
