// Vite plugin (docs/decisions/032): a message catalog (`…/locales/{locale}.ts` under src/client, one file per
// language) is compiled at build time into an ES module of one function per message, by messageformat's compiler:
// the browser and the server's render get no ICU parser, only the few runtime helpers a message uses. The catalog
// file is read as Node reads it (English as { message, description }, a translation as plain messages).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { type Content, parse, type Token } from '@messageformat/parser';
import type { Plugin } from 'vite';

// CommonJS modules whose typings declare an ES default export: required, typed as that export.
const require = createRequire(import.meta.url);
const MessageFormat: typeof import('@messageformat/core').default = require('@messageformat/core');
const compileModule: typeof import('@messageformat/core/lib/compile-module.js').default = require('@messageformat/core/compile-module');

/** `…/locales/{locale}.ts`, or a part of a page's catalog in a folder of its own (`…/locales/steps/en.ts`). */
const CATALOG = /\/src\/client\/.+\/locales\/(?:[a-z-]+\/)?([A-Za-z]{2}(?:-[A-Za-z]{2})?)\.ts$/;

/** A catalog file's default export: English's { message, description } or a translation's plain messages. */
export type CatalogSource = Record<string, string | { message: string; description: string }>;

/**
 * A catalog file as written, not its compiled module: the query keeps this plugin's `load` (which Vitest runs on
 * the tests' imports) from compiling it, and gives Node a fresh module after an edit.
 */
export async function readCatalogSource(file: string, version = '?source'): Promise<CatalogSource> {
  return ((await import(`${pathToFileURL(file).href}${version}`)) as { default: CatalogSource }).default;
}

/** The ICU messages of a catalog file, by id. */
export async function readCatalog(file: string, version?: string): Promise<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(await readCatalogSource(file, version)).map(([id, entry]) => [
      id,
      typeof entry === 'string' ? entry : entry.message,
    ]),
  );
}

/** The plural rules of `locale`; the pseudo-locale ('en-XA') counts as English. */
export function messageFormat(locale: string): InstanceType<typeof MessageFormat> {
  return new MessageFormat(locale === 'en-XA' ? 'en' : locale);
}

/** The argument names a message uses, at any depth (the catalog checks: a translation uses English's). */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Array<Token | Content>) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

export function messageCatalogs(): Plugin {
  return {
    name: 'bookwell-message-catalogs',
    enforce: 'pre',
    // A catalog read as written may spread another's messages (the marketing pages' header and footer, decision 042):
    // that one is read as written too, not compiled.
    async resolveId(source, importer, options) {
      if (!importer?.endsWith('?source')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOG.test(resolved.id) ? `${resolved.id}?source` : null;
    },
    async load(id) {
      const locale = CATALOG.exec(id)?.[1];
      if (!locale) return null;
      // A fresh read each time in development: Node caches a module by its URL.
      const messages = await readCatalog(id, `?v=${Date.now()}`);
      return compileModule(messageFormat(locale), messages);
    },
  };
}
