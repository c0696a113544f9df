// The catalogs of the team's pushes, emails and texts (docs/decisions/041), checked with the booking page's
// helpers: every language has exactly English's messages with the same arguments, valid ICU for its plural rules;
// every English message is described and used by owner-i18n.ts or owner-messages.ts.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/i18n/locales.ts';
import { argumentsOf, messageFormat } from '../../../../../../scripts/message-catalogs.ts';
import { ownerCatalog } from '../../owner-i18n.ts';
import english from './en.ts';

const here = import.meta.dirname;
const source = ownerCatalog('en');

describe('the catalogs of the team’s pushes, emails and texts', () => {
  it('are there for every language of the product, one file each', () => {
    const files = globSync('*.ts', { cwd: here, exclude: ['*.test.ts'] }).map((file) =>
      file.replace(/\.ts$/, ''),
    );
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has English’s messages and arguments',
    (locale) => {
      const messages = ownerCatalog(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
      for (const [id, message] of Object.entries(messages)) {
        expect(argumentsOf(message), `${locale} ${id}`).toEqual(
          argumentsOf(source[id as keyof typeof source]),
        );
        expect(() => messageFormat(locale).compile(message), `${locale} ${id}`).not.toThrow();
      }
    },
  );

  it('English messages are valid, described for translators and used', () => {
    const code = ['owner-i18n.ts', 'owner-messages.ts']
      .map((file) => readFileSync(join(here, '../..', file), 'utf8'))
      .join('\n');
    for (const [id, entry] of Object.entries(english)) {
      expect(() => messageFormat('en').compile(entry.message), id).not.toThrow();
      expect(entry.description.trim(), id).not.toBe('');
      expect(code.includes(`'${id}'`), `${id} is not used`).toBe(true);
    }
  });
});
