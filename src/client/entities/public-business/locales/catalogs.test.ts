// The public booking page's catalogs (docs/decisions/032): the first screen's English (en.ts) and the later steps'
// (steps/en.ts), and every language's, held to the checks of lib/i18n/catalog-checks.ts.
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';

await describeCatalogs('the public booking page catalogs', import.meta.dirname, ['en.ts', 'steps/en.ts']);
