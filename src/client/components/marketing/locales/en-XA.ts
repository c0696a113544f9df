// The pseudo-locale of the tests (docs/decisions/032): the header's and footer's English in look-alike letters.
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import en from './en.ts';

export default pseudoCatalog(en);
