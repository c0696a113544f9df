// Writes src/server/modules/account/common-passwords.txt: the 10,000 most common passwords by rank, one per line,
// lower-cased and without repeats, from @zxcvbn-ts/language-common's password dictionary. Run once with
// ./node_modules/.bin/node scripts/make-common-passwords.ts; the output is committed.
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const COUNT = 10_000;
const words: string[] = [];
const seen = new Set<string>();
for (const word of dictionary['passwords-common']) {
  const lower = word.toLowerCase();
  if (seen.has(lower)) continue;
  seen.add(lower);
  words.push(lower);
  if (words.length === COUNT) break;
}
if (words.length !== COUNT) throw new Error(`the dictionary holds only ${words.length} passwords`);
writeFileSync(
  new URL('../src/server/modules/account/common-passwords.txt', import.meta.url),
  `${words.join('\n')}\n`,
);
console.log(`wrote ${words.length} passwords`);
