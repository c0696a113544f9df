import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preloadedPages } from './preloaded-pages.ts';

// import() needs a literal specifier for the bundler, so the router cannot read its modules from the table.
const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

describe('preloadedPages', () => {
  it('names modules the router lazy-loads, so a renamed page cannot silently lose its preloads', () => {
    for (const page of preloadedPages) {
      expect(router).toContain(`import('#client/${page.module.replace(/^src\/client\//, '')}')`);
    }
  });
});
