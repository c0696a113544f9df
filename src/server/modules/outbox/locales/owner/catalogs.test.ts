// The catalogs of the team's pushes, emails and texts (docs/decisions/041), checked with the booking page's
// helpers: every language has exactly English's messages with the same arguments, valid ICU for its plural rules;
// every English message is described and used by owner-i18n.ts or owner-messages.ts.
import { describeCatalogs } from '#server/platform/catalog-test-kit.ts';
import { ownerCatalog } from '../../owner-i18n.ts';
import english from './en.ts';

describeCatalogs('the catalogs of the team’s pushes, emails and texts', {
  folder: import.meta.dirname,
  catalog: ownerCatalog,
  english,
  code: [
    new URL('../../owner-i18n.ts', import.meta.url),
    new URL('../../owner-messages.ts', import.meta.url),
  ],
});
