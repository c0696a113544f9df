// The pseudo-locale of the tests (docs/decisions/032): the colour generator's English, its result view's, its install
// words and the marketing header's and footer's, in look-alike letters.
import chrome from '#client/components/marketing/locales/en.ts';
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import en from './en.ts';
import install from './install/en.ts';
import result from './result/en.ts';

export default pseudoCatalog({ ...chrome, ...en, ...result, ...install });
