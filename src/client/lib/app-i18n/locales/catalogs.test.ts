// The owner's app catalogs (docs/decisions/041), checked as the booking page's are (its helpers): every language has
// exactly English's messages with the same arguments, each valid ICU for its plural rules; every English message is
// described and used; the form messages are the shared schemas' own English.
import { globSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pseudoCatalog } from '#client/lib/i18n/pseudo.ts';
import type { SourceCatalog } from '#shared/i18n/catalog.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { profileInputSchema } from '#shared/schemas/account.ts';
import { emailSchema } from '#shared/schemas/auth.ts';
import {
  argumentsOf,
  messageFormat,
  readCatalog,
  readCatalogSource,
} from '../../../../../scripts/message-catalogs.ts';

const here = import.meta.dirname;
const client = join(here, '../../..');
const english = (await readCatalogSource(join(here, 'en.ts'))) as SourceCatalog;
const source = await readCatalog(join(here, 'en.ts'));
const translations = LOCALES.filter((locale) => locale !== 'en');

describe('the owner app catalogs', () => {
  it('are there in every language of the product, and no other', () => {
    const files = readdirSync(here).filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(file));
    expect(files.sort()).toEqual([...LOCALES, 'en-XA'].map((locale) => `${locale}.ts`).sort());
  });

  it.each(translations)('%s has every English message, no other, with the same arguments', async (locale) => {
    const messages = await readCatalog(join(here, `${locale}.ts`));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(messages)) {
      expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(source[id] ?? ''));
      expect(() => messageFormat(locale).compile(message), `${locale} ${id}`).not.toThrow();
    }
  });

  it('the pseudo-locale keeps every argument and leaves no ASCII letter in the text', () => {
    for (const [id, message] of Object.entries(pseudoCatalog(english))) {
      expect(argumentsOf(message), id).toEqual(argumentsOf(source[id] ?? ''));
      const text = String(messageFormat('en-XA').compile(message)({ count: 2, status: 'active' }));
      expect(text.replace(/\[object Object\]|undefined/g, ''), id).not.toMatch(/[A-Za-z]/);
    }
  });

  it('English messages are valid, described for translators and used by the code', () => {
    const code = globSync('**/*.{ts,tsx}', { cwd: client, exclude: ['**/locales/**', '**/*.test.*'] })
      .map((file) => readFileSync(join(client, file), 'utf8'))
      .join('\n');
    const prefixes = [...code.matchAll(/`([a-z]+\.[a-zA-Z.]+\.)\$\{/g)].map((match) => match[1] ?? '');
    for (const [id, entry] of Object.entries(english)) {
      expect(() => messageFormat('en').compile(source[id] ?? ''), id).not.toThrow();
      expect(entry.description.trim(), id).not.toBe('');
      // The form messages are found by their English text (app-i18n.ts fieldMessageTranslator): next test.
      if (id.startsWith('validation.')) continue;
      const used = code.includes(`'${id}'`) || prefixes.some((prefix) => id.startsWith(prefix));
      expect(used, `${id} is not used`).toBe(true);
    }
  });

  it('the form messages are the English the shared schemas give', () => {
    const given = new Set<string>();
    const long = 'x'.repeat(101);
    for (const input of [
      { firstName: '', lastName: '', phone: 'call me', profileImageUrl: '' },
      { firstName: long, lastName: long, phone: '', profileImageUrl: '' },
    ]) {
      for (const issue of profileInputSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    for (const issue of emailSchema.safeParse('nope').error?.issues ?? []) given.add(issue.message);
    const validation = Object.entries(source).filter(([id]) => id.startsWith('validation.'));
    for (const message of given) expect(validation.map(([, text]) => text)).toContain(message);
    // The one the profile form cannot give (a required phone) is the shared domain's.
    expect(validation.length).toBe(given.size + 1);
  });
});
