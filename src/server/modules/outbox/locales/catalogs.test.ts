// The catalogs of clients' messages (docs/decisions/038), checked as the booking page's are: every language has
// exactly English's messages, with the same arguments; every message is valid ICU MessageFormat for its language's
// plural rules; every English message has a note for translators and is used by the code that sends messages.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/i18n/locales.ts';
import { argumentsOf, messageFormat } from '../../../../../scripts/message-catalogs.ts';
import { clientCatalog } from '../client-i18n.ts';
import english from './en.ts';

const here = import.meta.dirname;
const source = clientCatalog('en');
const translations = LOCALES.filter((locale) => locale !== 'en');

describe('the catalogs of clients’ messages', () => {
  it('are there for every language of the product, one file each', () => {
    const files = globSync('*.ts', { cwd: here, exclude: ['*.test.ts'] }).map((file) =>
      file.replace(/\.ts$/, ''),
    );
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(translations)('%s has every English message, no other, with the same arguments', (locale) => {
    const messages = clientCatalog(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(messages)) {
      expect(argumentsOf(message), `${locale} ${id}`).toEqual(argumentsOf(source[id as keyof typeof source]));
      // Compiling checks the plural categories against the language's own rules.
      expect(() => messageFormat(locale).compile(message), `${locale} ${id}`).not.toThrow();
    }
  });

  it('English messages are valid, described for translators and used by the code', () => {
    const outbox = join(here, '..');
    const code = globSync('*.ts', { cwd: outbox, exclude: ['*.test.ts', '*-test-kit.ts'] })
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .join('\n');
    for (const [id, entry] of Object.entries(english)) {
      expect(() => messageFormat('en').compile(entry.message), id).not.toThrow();
      expect(entry.description.trim(), id).not.toBe('');
      expect(code.includes(`'${id}'`), `${id} is not used`).toBe(true);
    }
  });
});
