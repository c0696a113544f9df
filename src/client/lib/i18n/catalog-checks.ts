// The checks every browser catalog of docs/decisions/032 gets in its own test (the booking page's, the client
// pages', 040): every language has exactly English's messages (English may come in parts, each id in one), with the
// same arguments; every message is valid ICU MessageFormat for its language's plural rules; the pseudo-locale
// leaves no ASCII letter; every English message has a note for translators and is used by the code under src/client.
import { globSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import type { SourceCatalog } from '#shared/i18n/catalog.ts';
import {
  argumentsOf,
  messageFormat,
  readCatalog,
  readCatalogSource,
} from '../../../../scripts/message-catalogs.ts';

const client = join(import.meta.dirname, '../..');

/**
 * `dir`: the catalogs' folder; `parts`: English's files in it (`en.ts`, then any later part); `foundByText`: the
 * prefix of ids the code finds by their English text rather than by id (the owner app's form messages, 041).
 */
export async function describeCatalogs(
  name: string,
  dir: string,
  parts: string[],
  options: { foundByText?: string } = {},
) {
  const translations = readdirSync(dir)
    .filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(file) && !['en.ts', 'en-XA.ts'].includes(file))
    .map((file) => file.replace(/\.ts$/, ''));
  const sources = await Promise.all(parts.map((part) => readCatalogSource(join(dir, part))));
  const english = Object.assign({}, ...sources) as Record<string, unknown>;
  const source: Record<string, string> = Object.assign(
    {},
    ...(await Promise.all(parts.map((part) => readCatalog(join(dir, part))))),
  );

  describe(name, () => {
    it('are there in every language of the product, English in parts with no id in two', () => {
      expect(translations.sort()).toEqual(['ar', 'de', 'es', 'fr', 'pt-BR']);
      const ids = sources.flatMap((part) => Object.keys(part));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });

    it.each(translations)(
      '%s has every English message, no other, with the same arguments',
      async (locale) => {
        const messages = await readCatalog(join(dir, `${locale}.ts`));
        expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
        for (const [id, message] of Object.entries(messages)) {
          expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(source[id] ?? ''));
          // Compiling checks the plural categories against the language's own rules.
          expect(() => messageFormat(locale).compile(message), `${locale} ${id}`).not.toThrow();
        }
      },
    );

    it('the pseudo-locale keeps every argument and leaves no ASCII letter in the text', () => {
      for (const [id, message] of Object.entries(pseudoCatalog(english as SourceCatalog))) {
        expect(argumentsOf(message), id).toEqual(argumentsOf(source[id] ?? ''));
        const text = String(
          messageFormat('en-XA').compile(message)({
            count: 2,
            chosen: 'member',
            method: 'email',
            status: 'active',
          }),
        );
        expect(text.replace(/\[object Object\]|undefined/g, ''), id).not.toMatch(/[A-Za-z]/);
      }
    });

    it('English messages are valid, described for translators and used by the code', () => {
      const code = globSync('**/*.{ts,tsx}', { cwd: client, exclude: ['**/locales/**', '**/*.test.*'] })
        .map((file) => readFileSync(join(client, file), 'utf8'))
        .join('\n');
      // Ids built in the code from a prefix (`hero.type.${type}`) count as used.
      const prefixes = [...code.matchAll(/`([a-z]+\.[a-zA-Z.]+\.)\$\{/g)].map((match) => match[1] ?? '');
      for (const [id, entry] of Object.entries(english)) {
        expect(() => messageFormat('en').compile(source[id] ?? ''), id).not.toThrow();
        expect(
          typeof entry === 'string' ? '' : (entry as { description: string }).description.trim(),
          id,
        ).not.toBe('');
        if (options.foundByText && id.startsWith(options.foundByText)) continue;
        const used = code.includes(`'${id}'`) || prefixes.some((prefix) => id.startsWith(prefix));
        expect(used, `${id} is not used`).toBe(true);
      }
    });
  });
}
