// The checks of a catalog folder of the team's messages (docs/decisions/041), with the booking page's helpers: every
// language has exactly English's messages with the same arguments, valid ICU for its plural rules; every English
// message is described and used by the code that sends it.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceCatalog } from '#shared/i18n/catalog.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { argumentsOf, messageFormat } from '../../../../scripts/message-catalogs.ts';

/** `folder`'s catalogs (read by `catalog`) checked, their English messages used by `code` (files of this folder). */
export function describeCatalogs(
  name: string,
  options: {
    folder: string;
    catalog: (locale: Locale) => Record<string, string>;
    english: SourceCatalog;
    code: string[];
  },
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
      const code = options.code
        .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
        .join('\n');
      for (const [id, entry] of Object.entries(options.english)) {
        expect(() => messageFormat('en').compile(entry.message), id).not.toThrow();
        expect(entry.description.trim(), id).not.toBe('');
        expect(code.includes(`'${id}'`), `${id} is not used`).toBe(true);
      }
    });
  });
}
