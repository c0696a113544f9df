// The pseudo-locale's catalog from a source catalog: the text of every message in look-alike letters, with no
// ASCII letter left, and its ICU structure (arguments, plural and select keys, `#`) untouched. A page shown in it
// that still has a plain Latin word has text no catalog holds (e2e/booking-languages.spec.ts).
import type { SourceCatalog, Translations } from '#shared/i18n/catalog.ts';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOOK_ALIKE = [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'];

/** Letters outside `{…}` arguments replaced; the case bodies of a plural or select are text again. */
function pseudoMessage(message: string): string {
  // What each open brace is: an argument ('{count, plural, …') or the text of one of its cases ('one {…}').
  const open: Array<'argument' | 'text'> = [];
  let out = '';
  for (const char of message) {
    const inText = open.length === 0 || open.at(-1) === 'text';
    if (char === '{') open.push(inText ? 'argument' : 'text');
    else if (char === '}') open.pop();
    const index = inText && char !== '{' ? PLAIN.indexOf(char) : -1;
    out += (index >= 0 && LOOK_ALIKE[index]) || char;
  }
  return `⟦${out}⟧`;
}

export function pseudoCatalog<Source extends SourceCatalog>(source: Source): Translations<Source> {
  return Object.fromEntries(
    Object.entries(source).map(([id, { message }]) => [id, pseudoMessage(message)]),
  ) as Translations<Source>;
}
