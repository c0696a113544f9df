// The catalogs of an owner's or team member's account emails (docs/decisions/041): English's messages in every
// language, valid ICU, described and used by account-messages.ts.

import { describeCatalogs } from '#server/platform/catalog-test-kit.ts';
import { accountCatalog } from '../../account-messages.ts';
import english from './en.ts';

describeCatalogs('the catalogs of an owner’s or team member’s account emails', {
  folder: import.meta.dirname,
  catalog: accountCatalog,
  english,
  code: [new URL('../../account-messages.ts', import.meta.url)],
});
