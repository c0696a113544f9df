// dist/client and dist/ssr as the build writes them, for tests of the server-rendered pages (docs/decisions/008,
// 016): a shell, each page's template, and each page's server entry re-exporting its source.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Bookwell</title></head><div id="root"></div></html>';

/** A page's template as vite.config.ts makes it: its own entry and preloads, a noscript note. */
export const pageTemplate = (entry: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>Bookwell</title>
    <meta name="description" content="Bookwell" />
    <script defer src="/after-paint.js" data-entry="/assets/${entry}-abc.js" data-preload="/assets/react-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This page needs JavaScript.</noscript>
  </body>
</html>`;

const PAGES = [
  { entry: 'booking-page', template: 'booking.html', source: 'booking/ssr-entry-server.tsx' },
  { entry: 'client-page', template: 'client.html', source: 'client-dashboard/ssr-entry-server.tsx' },
];

/** The build directory's dist/client (removed when the test file ends). */
export function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bookwell-build-'));
  mkdirSync(join(dir, 'client'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'client', 'index.html'), SHELL);
  for (const page of PAGES) {
    const source = fileURLToPath(new URL(`../../client/features/${page.source}`, import.meta.url));
    writeFileSync(join(dir, 'ssr', page.template), pageTemplate(page.entry));
    writeFileSync(join(dir, 'ssr', `${page.entry}.js`), `export * from ${JSON.stringify(source)};\n`);
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'client');
}
