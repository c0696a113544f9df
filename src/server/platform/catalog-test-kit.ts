// The checks of a folder of the server's catalogs (docs/decisions/041, 046), with the booking page's helpers: every
// language has exactly English's messages with the same arguments, valid ICU for its plural rules; every English
// message is described and used by the code that sends it.
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SourceCatalog } from '#shared/i18n/catalog.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { argumentsOf, messageFormat } from '../../../scripts/message-catalogs.ts';

/** `folder`'s catalogs (read by `catalog`) checked, their English messages used: named by id in the `code` files, or
 * as `used` says. */
export function describeCatalogs(
  name: string,
  options: {
    folder: string;
    catalog: (locale: Locale) => Record<string, string>;
    english: SourceCatalog;
  } & ({ code: URL[] } | { used: (id: string, message: string) => boolean }),
) {
  const source = options.catalog('en');
  describe(name, () => {
    it('are there for every language of the product, one file each', () => {
      const files = globSync('*.ts', { cwd: options.folder, exclude: ['*.test.ts'] }).map((file) =>
        file.replace(/\.ts$/, ''),
      );
      expect(files.sort()).toEqual([...LOCALES].sort());
    });

    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      '%s has English’s messages and arguments',
      (locale) => {
        const messages = options.catalog(locale);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
        for (const [id, message] of Object.entries(messages)) {
          expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(source[id]!));
          expect(() => messageFormat(locale).compile(message), `${locale} ${id}`).not.toThrow();
        }
      },
    );

    it('English messages are valid, described for translators and used', () => {
      const used = 'used' in options ? options.used : namedIn(options.code);
      for (const [id, entry] of Object.entries(options.english)) {
        expect(() => messageFormat('en').compile(entry.message), id).not.toThrow();
        expect(entry.description.trim(), id).not.toBe('');
        expect(used(id, entry.message), `${id} is not used`).toBe(true);
      }
    });
  });
}

/** Whether an id is named (quoted) in `files`. */
function namedIn(files: URL[]) {
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return (id: string) => code.includes(`'${id}'`);
}
