// The public booking page's catalogs (docs/decisions/032): every language has exactly English's messages (the first
// screen's and the later steps', each id in one of them), with the same arguments; every message is valid ICU MessageFormat for its language's plural rules; every English message
// has a note for translators and is used by the code.
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
} from '../../../../../scripts/message-catalogs.ts';

const here = import.meta.dirname;
const client = join(here, '../../..');
const translations = readdirSync(here)
  .filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(file) && !['en.ts', 'en-XA.ts'].includes(file))
  .map((file) => file.replace(/\.ts$/, ''));
const [firstScreen, steps] = await Promise.all([
  readCatalogSource(join(here, 'en.ts')),
  readCatalogSource(join(here, 'steps/en.ts')),
]);
const english = { ...firstScreen, ...steps };
const source = {
  ...(await readCatalog(join(here, 'en.ts'))),
  ...(await readCatalog(join(here, 'steps/en.ts'))),
};

describe('the public booking page catalogs', () => {
  it('are there in every language of the product, English in two parts with no id in both', () => {
    expect(translations.sort()).toEqual(['ar', 'de', 'es', 'fr', 'pt-BR']);
    expect(Object.keys(firstScreen).filter((id) => id in steps)).toEqual([]);
  });

  it.each(translations)('%s has every English message, no other, with the same arguments', async (locale) => {
    const messages = await readCatalog(join(here, `${locale}.ts`));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(messages)) {
      expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(source[id] ?? ''));
      // Compiling checks the plural categories against the language's own rules.
      expect(() => messageFormat(locale).compile(message), `${locale} ${id}`).not.toThrow();
    }
  });

  it('the pseudo-locale keeps every argument and leaves no ASCII letter in the text', () => {
    for (const [id, message] of Object.entries(pseudoCatalog(english as SourceCatalog))) {
      expect(argumentsOf(message), id).toEqual(argumentsOf(source[id] ?? ''));
      const text = String(messageFormat('en-XA').compile(message)({ count: 2, chosen: 'member' }));
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
      expect(typeof entry === 'string' ? '' : entry.description.trim(), id).not.toBe('');
      const used = code.includes(`'${id}'`) || prefixes.some((prefix) => id.startsWith(prefix));
      expect(used, `${id} is not used`).toBe(true);
    }
  });
});
