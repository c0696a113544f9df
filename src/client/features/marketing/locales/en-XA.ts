// The pseudo-locale of the tests (docs/decisions/032, 042): the landing page's English catalog in look-alike letters.
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import en from './en.ts';
import later from './later/en.ts';

export default pseudoCatalog({ ...en, ...later });
