// The catalogs of an owner's or team member's account emails (docs/decisions/041): English's messages in every
// language, valid ICU, described and used by account-messages.ts.
import { accountCatalog } from '../../account-messages.ts';
import { describeCatalogs } from '../../catalog-test-kit.ts';
import english from './en.ts';

describeCatalogs('the catalogs of an owner’s or team member’s account emails', {
  folder: import.meta.dirname,
  catalog: accountCatalog,
  english,
  code: ['account-messages.ts'],
});
