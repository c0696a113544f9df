// The pseudo-locale of the tests (docs/decisions/032): the English catalog in look-alike letters.
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import en from './en.ts';
import steps from './steps/en.ts';

export default pseudoCatalog({ ...en, ...steps });
