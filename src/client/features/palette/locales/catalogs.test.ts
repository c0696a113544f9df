// The colour generator's catalogs (issue 28): its first screen's English (en.ts), its result view's (result/en.ts)
// and the marketing header's and footer's it shows (spread into every other language), held to the checks of
// lib/i18n/catalog-checks.ts.
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';

await describeCatalogs('the colour generator catalogs', import.meta.dirname, [
  'en.ts',
  'result/en.ts',
  'install/en.ts',
  '../../../components/marketing/locales/en.ts',
]);
