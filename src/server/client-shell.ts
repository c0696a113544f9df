// The app shell per client route: index.html plus <link rel="modulepreload"> tags for the chunks the route's page
// imports, so the browser fetches them beside the entry script instead of after the entry has run and asked for
// them. Built once at start from Vite's build manifest; a shell is sent brotli- or gzip-encoded like index.html.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type PreloadedPage, preloadedPages } from '#client/app/preloaded-pages.ts';

/** The fields of a dist/client/.vite/manifest.json entry read here. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

type Encoding = 'br' | 'gzip';
export type RouteShell = { identity: Buffer; br: Buffer; gzip: Buffer };
export type ClientShells = (path: string, options: { signedIn: boolean }) => RouteShell | undefined;

/** A chunk's file and, recursively, its static imports; dynamic imports are not needed to render the page. */
function staticClosure(manifest: ViteManifest, key: string, files: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, files);
  return files;
}

/** Preload tags for a page module's chunks, less the ones index.html already names (the entry and its imports). */
export function preloadTags(manifest: ViteManifest, module: string): string {
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, key, entryFiles);
  }
  return [...staticClosure(manifest, module, new Set())]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** Whether a request path matches a router pattern: same segments, ':name' standing for any non-empty one. */
function matchesPattern(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]))
  );
}

function encodeShell(html: string): RouteShell {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
}

/**
 * The shell for each preloaded page's route; other routes get undefined and are served the plain index.html.
 * A page whose module is not in the manifest gets no shell of its own either.
 */
export function createClientShells(options: {
  indexHtml: string;
  manifest: ViteManifest;
  pages: readonly PreloadedPage[];
}): ClientShells {
  const shells = options.pages.flatMap((page) => {
    const tags = preloadTags(options.manifest, page.module);
    if (!tags) return [];
    return [{ page, shell: encodeShell(options.indexHtml.replace('</head>', `${tags}</head>`)) }];
  });
  return (path, { signedIn }) =>
    shells.find(({ page }) => matchesPattern(page.path, path) && !(signedIn && page.signedOutOnly))?.shell;
}

/** Reads the built client once; a build without a manifest gets no route shells. */
export function loadClientShells(clientDir: string): ClientShells {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => undefined;
  return createClientShells({
    indexHtml: readFileSync(join(clientDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest,
    pages: preloadedPages,
  });
}

/** Whether an Accept-Encoding header allows a coding (listed without q=0), as @fastify/static decides for files. */
function accepts(acceptEncoding: string, coding: Encoding): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === coding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The shell's body in the best encoding the browser accepts. */
export function encodedShell(
  shell: RouteShell,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: Encoding } {
  for (const coding of ['br', 'gzip'] as const) {
    if (acceptEncoding && accepts(acceptEncoding, coding)) return { body: shell[coding], encoding: coding };
  }
  return { body: shell.identity };
}
