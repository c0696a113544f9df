// Bundle budgets: the JavaScript a first visit to a route downloads (the entry chunk, the route's lazy chunk and
// everything they import statically), gzipped, must stay under the route's budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist/client');
const manifestPath = join(dist, '.vite/manifest.json');

const BUDGETS = [
  { route: '/', module: 'src/client/features/marketing/landing-page.tsx', kb: 120 },
  { route: '/color-generator', module: 'src/client/features/palette/color-generator-page.tsx', kb: 110 },
  { route: '/book/{slug}', module: 'src/client/features/booking/book-page.tsx', kb: 110 },
];

if (!existsSync(manifestPath)) {
  console.error(
    'No build manifest at dist/client/.vite/manifest.json: run `vite build` (build.manifest must be on).',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

function collect(key: string, seen: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) {
  console.error('The build manifest has no entry chunk.');
  process.exit(1);
}

let failed = false;
for (const budget of BUDGETS) {
  if (!manifest[budget.module]) {
    console.error(
      `✗ ${budget.route}: ${budget.module} is not a chunk in the build (is it lazy-loaded by the router?)`,
    );
    failed = true;
    continue;
  }
  const files = new Set<string>();
  collect(entryKey, files);
  collect(budget.module, files);
  const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0);
  const kb = bytes / 1024;
  const ok = kb <= budget.kb;
  failed ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} ${budget.route}: ${kb.toFixed(1)} KB gzipped initial JS (budget ${budget.kb} KB)`,
  );
}
process.exit(failed ? 1 : 0);
