// Vite: React + Tailwind, client built to dist/client; in development /api and /uploads go to the API on :5000.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:5000';
const outDir = 'dist/client';

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * After the build: stamp sw.js with a hash of the asset names (so every release is a new service worker and
 * the 'Update available' toast can appear), then write .br and .gz copies of text files for @fastify/static.
 */
function releasePlugin(): Plugin {
  return {
    name: 'bookwell-release',
    apply: 'build',
    closeBundle() {
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
