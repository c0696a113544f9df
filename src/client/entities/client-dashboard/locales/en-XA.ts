// The pseudo-locale of the tests (docs/decisions/040): the client pages' English in look-alike letters.
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import en from './en.ts';
import later from './later/en.ts';
import repeat from './repeat/en.ts';

export default pseudoCatalog({ ...en, ...later, ...repeat });
