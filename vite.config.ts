// Vite: React + Tailwind, client built to dist/client; in development /api and /uploads go to the API on :5000.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { messageCatalogs } from './scripts/message-catalogs.ts';
import { afterPaintScript } from './src/client/lib/ssr-document.ts';

const api = 'http://localhost:5000';
const outDir = 'dist/client';
/** Where the pre-rendered pages go; the server reads pages.json (src/server/plugins/client-app.ts). */
const prerenderedDir = join(outDir, 'prerendered');
/** The Node build of the server-rendered pages, outside dist/client so it is never served. */
const ssrOutDir = resolve('dist/ssr');
const PRERENDER_ENTRY = 'src/client/app/prerender.tsx';
/** The booking page's own browser entry and server renderer (docs/decisions/008). */
const BOOKING_CLIENT_ENTRY = 'src/client/features/booking/ssr-entry-client.tsx';
const BOOKING_SERVER_ENTRY = 'src/client/features/booking/ssr-entry-server.tsx';
/** The client dashboard's, the same way (docs/decisions/016). */
const CLIENT_PAGE_CLIENT_ENTRY = 'src/client/features/client-dashboard/ssr-entry-client.tsx';
const CLIENT_PAGE_SERVER_ENTRY = 'src/client/features/client-dashboard/ssr-entry-server.tsx';

/**
 * Button, inputs and their helpers: together in one chunk (see build.rolldownOptions). TanStack's useMutation too:
 * every page that sends a form loads this chunk at once, the booking page (which sends its booking without it) only
 * with its later steps; in React Query's chunk it weighed 0.5 KB on the booking page's first download (decision 045).
 */
const UI_KIT =
  /src\/client\/(components\/ui\/(button|input|label|card|textarea)\.tsx|lib\/cn\.ts)|node_modules\/(tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-slot|@radix-ui\/react-compose-refs|lucide-react\/dist\/esm\/(?!icons\/)|@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js$)/;
// The booking page's first-screen modules that the client dashboard reuses (header, footer, the layout style's
// classes, public reads, dates, reading the embedded data): kept in one chunk, or sharing them would split the booking
// page's first download. The customisation's colour maths is not among them: the server renders the colours
// (docs/decisions/045).
// TanStack's queryOptions (an identity function) too: as a chunk of its own it cost both pages 0.1 KB gzipped. The
// public pages' English messages too (docs/decisions/032, 040: both pages use them); the language machinery and
// switcher are the language kit below; other languages' catalogs stay chunks of their own.
const BOOKING_KIT =
  /src\/client\/entities\/public-business\/(booking-dates|i18n|locales\/en|api\/get-[a-z-]+|components\/(booking-hero|booking-footer|page-message|page-icons))\.tsx?$|src\/client\/lib\/format\.ts$|src\/client\/entities\/customization\/layout\.ts$|src\/shared\/domain\/money\.ts|src\/client\/lib\/ssr-document\.ts|node_modules\/@tanstack\/react-query\/build\/modern\/queryOptions\.js$/;
// The language machinery and the switcher, which the public pages and the landing page share (docs/decisions/042):
// a chunk apart from the booking kit, which the landing page does not need. The plural rules too: every page that
// loads them loads this chunk (a chunk of their own cost each 0.1 KB).
const LANGUAGE_KIT =
  /src\/client\/entities\/public-business\/components\/language-switcher\.tsx$|src\/client\/lib\/i18n\/locale-(context|provider)\.tsx$|src\/shared\/i18n\/locales\.ts$|node_modules\/(@messageformat\/runtime|make-plural)\//;
// The rest of the booking page's first screen: one chunk, so the parts the client dashboard reuses later (the date
// and time step's frame) do not split it further.
const BOOKING_FIRST_SCREEN =
  /src\/client\/features\/booking\/(booking-flow|use-booking-flow|components\/(booking-summary|service-step))\.tsx?$|src\/client\/entities\/public-business\/components\/(free-days-note|pending-step|star-rating|step-section)\.tsx$/;
// The client dashboard's first screen (its header, sign-in check and first-screen English, docs/decisions/040): one
// chunk, as small modules each in a chunk of their own cost the page's first download their wrapping.
const CLIENT_FIRST_SCREEN =
  /src\/client\/(features\/client-dashboard\/(dashboard-content|business-page|i18n|sections|use-link-sign-in|api\/(get-client-me|sign-in-with-link|client-session-cache))|entities\/client-dashboard\/(client-catalogs|locales\/en))\.tsx?$/;

/** The owner app's language machinery, its English and its provider (docs/decisions/041). */
const APP_I18N = /src\/client\/lib\/app-i18n\/(app-i18n\.ts|app-locale-provider\.tsx|locales\/en\.ts)$/;
/** React, its renderer, TanStack Query and what every page's queries use (see build.rolldownOptions). */
const QUERY_CLIENT =
  /node_modules\/(react-dom|scheduler|@tanstack\/(query-core|react-query))\/|node_modules\/react\/(index|jsx-runtime|cjs\/react(-jsx-runtime)?\.production)\.js$|src\/client\/lib\/(api-client|query-client)\.ts$|vite\/preload-helper/;

/** The toast store and its deferred toaster: in every page's first download but the booking page's, whose toasts
 * follow a booking or a return from paying (docs/decisions/045). */
const TOASTS = /src\/client\/components\/ui\/(use-toast\.ts|deferred-toaster\.tsx)$/;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

type PrerenderModule = typeof import('./src/client/app/prerender.tsx');
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * Builds the server entries for Node into dist/ssr (their dependencies stay in node_modules; the server loads the
 * booking renderer from there), renders each pre-rendered path into the built index.html and writes them with
 * pages.json: the year the footers say and each path's file.
 */
async function buildServerEntries() {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [messageCatalogs(), react()],
    build: {
      ssr: true,
      outDir: ssrOutDir,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        input: {
          prerender: PRERENDER_ENTRY,
          'booking-page': BOOKING_SERVER_ENTRY,
          'client-page': CLIENT_PAGE_SERVER_ENTRY,
        },
      },
    },
  });
  const { PRERENDERED_PATHS, TRANSLATED_PATHS, LANDING_LOCALES, renderDocument } = (await import(
    pathToFileURL(join(ssrOutDir, 'prerender.js')).href
  )) as PrerenderModule;
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  mkdirSync(prerenderedDir, { recursive: true });
  const pages: Record<string, string> = {};
  for (const path of PRERENDERED_PATHS) {
    const file = path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '-')}.html`;
    writeFileSync(join(prerenderedDir, file), await renderDocument(shell, path));
    pages[path] = file;
  }
  // The landing and pricing pages in their other languages (docs/decisions/042): the server sends the one the
  // visitor's language asks for ('index.es.html', 'pricing.es.html').
  const translated: Record<string, Record<string, string>> = {};
  for (const path of TRANSLATED_PATHS) {
    const files: Record<string, string> = {};
    for (const locale of LANDING_LOCALES) {
      files[locale] = `${pages[path]?.replace(/\.html$/, '')}.${locale}.html`;
      writeFileSync(join(prerenderedDir, files[locale]), await renderDocument(shell, path, locale));
    }
    translated[path] = files;
  }
  const manifest = { year: new Date().getFullYear(), pages, landing: translated['/'], translated };
  writeFileSync(join(prerenderedDir, 'pages.json'), JSON.stringify(manifest));
  writeFileSync(
    join(ssrOutDir, 'booking.html'),
    pageTemplate(shell, BOOKING_CLIENT_ENTRY, 'Choosing a date and time needs JavaScript.'),
  );
  writeFileSync(
    join(ssrOutDir, 'client.html'),
    // The sign-in form is a chunk of its own (the app's route keeps it off the first download) that a signed-out
    // visitor needs at once.
    pageTemplate(shell, CLIENT_PAGE_CLIENT_ENTRY, 'Signing in and managing your bookings need JavaScript.', [
      'src/client/features/client-dashboard/components/sign-in-card.tsx',
    ]),
  );
}

/**
 * A server-rendered page's document (the booking page, the client dashboard): the built index.html with the page's
 * own `entry` (and the chunks it imports) instead of the app's, started by public/after-paint.js once the
 * markup has painted (docs/decisions/016), and with its styles inline: the page paints from the document alone,
 * without waiting for a stylesheet request (a phone's round trip) or its scripts. `noscript`: what the page cannot
 * do without its script. `lazy`: modules the page imports on demand but needs at once (fetched alongside).
 */
function pageTemplate(shell: string, entry: string, noscript: string, lazy: string[] = []): string {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const preloads = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`page template: ${key} is not in the build manifest`);
    for (const file of chunk.css ?? []) styles.add(file);
    for (const dep of chunk.imports ?? []) {
      const file = manifest[dep]?.file;
      if (file && !preloads.has(file)) {
        preloads.add(file);
        visit(dep);
      }
    }
  };
  visit(entry);
  for (const key of lazy) {
    const file = manifest[key]?.file;
    if (!file) throw new Error(`page template: ${key} is not in the build manifest`);
    preloads.add(file);
    visit(key);
  }
  const tags = [
    afterPaintScript(
      `/${manifest[entry]?.file}`,
      [...preloads].map((file) => `/${file}`),
    ),
    ...[...styles].map((file) => {
      const css = readFileSync(join(outDir, file), 'utf8');
      if (css.includes('</style')) throw new Error(`page template: ${file} cannot be inlined`);
      return `<style>${css}</style>`;
    }),
  ];
  return shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
    .replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`)
    .replace(
      /<noscript>.*?<\/noscript>/s,
      () => `<noscript>${noscript} Please enable it and reload the page.</noscript>`,
    );
}

/**
 * After the build: build the server entries and pre-render the pages of PRERENDERED_PATHS, stamp sw.js with a hash of the asset names (so every
 * release is a new service worker and the 'Update available' toast can appear), then write .br and .gz copies of
 * text files for @fastify/static.
 */
function releasePlugin(): Plugin {
  return {
    name: 'bookwell-release',
    apply: 'build',
    // One hook, in order: the pre-rendered pages must exist before the compressed copies are written.
    async closeBundle() {
      await buildServerEntries();
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
  plugins: [messageCatalogs(), react(), tailwindcss(), releasePlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-bundle.ts reads .vite/manifest.json to hold each route to its size budget.
    manifest: true,
    // The booking page has an entry of its own (only what the page needs), beside the app's index.html.
    rolldownOptions: {
      input: {
        index: resolve('index.html'),
        booking: resolve(BOOKING_CLIENT_ENTRY),
        client: resolve(CLIENT_PAGE_CLIENT_ENTRY),
      },
      // Tailwind's plugin gives the booking page's stylesheet (booking.css, sources of its own) no source map; a
      // style sheet inlined in its document has no use for one.
      onLog(level, log, handler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
        handler(level, log);
      },
      // With a second entry, the app's small shared UI modules would each become a chunk of their own (the
      // booking page's later steps share them): one chunk keeps the app's first download as it was.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'ui-kit', test: UI_KIT },
            { name: 'booking-kit', test: BOOKING_KIT },
            { name: 'language-kit', test: LANGUAGE_KIT },
            // The owner app's language (docs/decisions/041) and its provider, which the sign-in page uses outside the
            // app's frame too: one chunk, not a second name in the entry's list of what each route preloads.
            { name: 'app-i18n', test: APP_I18N },
            { name: 'booking-first-screen', test: BOOKING_FIRST_SCREEN },
            { name: 'client-first-screen', test: CLIENT_FIRST_SCREEN },
            { name: 'toasts', test: TOASTS },
            // React (every page loads it with its renderer: one chunk, not two) and TanStack Query but useMutation.
            { name: 'query-client', test: QUERY_CLIENT },
          ],
        },
      },
    },
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
