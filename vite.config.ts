// Vite: React + Tailwind, client built to dist/client; in development /api and /uploads go to the API on :5000.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:5000';
const outDir = 'dist/client';
/** Where the pre-rendered pages go; the server reads pages.json (src/server/plugins/client-app.ts). */
const prerenderedDir = join(outDir, 'prerendered');
const PRERENDER_ENTRY = 'src/client/app/prerender.tsx';

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

type PrerenderModule = typeof import('./src/client/app/prerender.tsx');

/**
 * Builds the pre-render entry for Node (its dependencies stay in node_modules), renders each of its paths into
 * the built index.html and writes them with pages.json: the year the footers say and each path's file.
 */
async function prerenderPages() {
  const ssrOutDir = resolve('dist/prerender-build');
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: { ssr: PRERENDER_ENTRY, outDir: ssrOutDir, emptyOutDir: true, sourcemap: false },
  });
  try {
    const entry = join(ssrOutDir, 'prerender.js');
    const { PRERENDERED_PATHS, renderDocument } = (await import(
      pathToFileURL(entry).href
    )) as PrerenderModule;
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    mkdirSync(prerenderedDir, { recursive: true });
    const pages: Record<string, string> = {};
    for (const path of PRERENDERED_PATHS) {
      const file = path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '-')}.html`;
      writeFileSync(join(prerenderedDir, file), await renderDocument(shell, path));
      pages[path] = file;
    }
    const manifest = { year: new Date().getFullYear(), pages };
    writeFileSync(join(prerenderedDir, 'pages.json'), JSON.stringify(manifest));
  } finally {
    rmSync(ssrOutDir, { recursive: true, force: true });
  }
}

/**
 * After the build: pre-render the pages of PRERENDERED_PATHS, stamp sw.js with a hash of the asset names (so every
 * release is a new service worker and the 'Update available' toast can appear), then write .br and .gz copies of
 * text files for @fastify/static.
 */
function releasePlugin(): Plugin {
  return {
    name: 'bookwell-release',
    apply: 'build',
    // One hook, in order: the pre-rendered pages must exist before the compressed copies are written.
    async closeBundle() {
      await prerenderPages();
      const assets = readdirSync(join(outDir, 'assets')).sort();
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const swPath = join(outDir, 'sw.js');
      writeFileSync(
        swPath,
        readFileSync(swPath, 'utf8').replace("const VERSION = 'v1';", `const VERSION = 'v1-${version}';`),
      );
      for (const file of listFiles(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), releasePlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-bundle.ts reads .vite/manifest.json to hold each route to its size budget.
    manifest: true,
  },
  server: {
    port: 5173,
    // Host header kept (no changeOrigin) so the API's same-origin check sees the page's own origin.
    proxy: {
      '/api': { target: api },
      '/uploads': { target: api },
    },
  },
});
