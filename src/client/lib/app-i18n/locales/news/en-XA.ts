// The pseudo-locale of the tests (docs/decisions/047): what a notification says, in look-alike letters.
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import en from './en.ts';

export default pseudoCatalog(en);
