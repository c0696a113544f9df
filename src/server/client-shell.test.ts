import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createClientShells, encodedShell, preloadTags } from './client-shell.ts';

// A build in miniature: the entry shares react with the pages; the landing page imports a nav chunk statically
// and a dialog dynamically.
// Not annotated: real manifest entries carry more fields (dynamicImports among them) than the module reads.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_nav-1.js': { file: 'assets/nav-1.js', imports: ['_react-1.js'] },
  'src/landing.tsx': {
    file: 'assets/landing-1.js',
    imports: ['index.html', '_react-1.js', '_nav-1.js'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/dialog.tsx': { file: 'assets/dialog-1.js' },
  'src/book.tsx': { file: 'assets/book-1.js', imports: ['_nav-1.js'] },
};
const indexHtml =
  '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
const shells = createClientShells({
  indexHtml,
  manifest,
  pages: [
    { path: '/', module: 'src/landing.tsx', signedOutOnly: true },
    { path: '/book/:slug', module: 'src/book.tsx' },
    { path: '/gone', module: 'src/gone.tsx' },
  ],
});
const html = (shell: ReturnType<typeof shells>) => shell?.identity.toString();

describe('preloadTags', () => {
  it("names the page's chunk and its static imports, not the entry's chunks or dynamic imports", () => {
    expect(preloadTags(manifest, 'src/landing.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/landing-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/nav-1.js">',
    );
  });
});

describe('createClientShells', () => {
  it("puts the route's preload tags at the end of the head", () => {
    expect(html(shells('/', { signedIn: false }))).toBe(
      '<html><head><script type="module" src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/landing-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/nav-1.js"></head><body></body></html>',
    );
  });

  it('matches parameterised routes', () => {
    expect(html(shells('/book/demo', { signedIn: false }))).toContain('href="/assets/book-1.js"');
    expect(shells('/book/', { signedIn: false })).toBeUndefined();
    expect(shells('/book/demo/more', { signedIn: false })).toBeUndefined();
  });

  it('has no shell for other routes, pages missing from the build, or signed-out-only pages when signed in', () => {
    expect(shells('/dashboard', { signedIn: false })).toBeUndefined();
    expect(shells('/gone', { signedIn: false })).toBeUndefined();
    expect(shells('/', { signedIn: true })).toBeUndefined();
  });
});

describe('encodedShell', () => {
  const shell = shells('/', { signedIn: false })!;

  it('prefers brotli, then gzip, as the browser allows', () => {
    expect(encodedShell(shell, 'gzip, deflate, br, zstd')).toEqual({ body: shell.br, encoding: 'br' });
    expect(encodedShell(shell, 'gzip, br;q=0')).toEqual({ body: shell.gzip, encoding: 'gzip' });
    expect(gunzipSync(shell.gzip).toString()).toBe(shell.identity.toString());
  });

  it('sends the plain text when no known encoding is accepted', () => {
    expect(encodedShell(shell, undefined)).toEqual({ body: shell.identity });
    expect(encodedShell(shell, 'identity')).toEqual({ body: shell.identity });
  });
});
