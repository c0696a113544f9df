// The pseudo-locale of the tests (docs/decisions/041): the app's words outside every page in look-alike letters.
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import en from './en.ts';

export default pseudoCatalog(en);
