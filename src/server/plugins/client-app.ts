// Serves the built client: hashed assets, the app shell for every client route, the pre-rendered '/' for
// visitors without a session (docs/decisions/007) in their language (042) and the server-rendered booking page and
// client dashboard (docs/decisions/008, 016). Build files under a dot-directory (.vite/manifest.json) are never served.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieName } from '#server/platform/session.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';
import { registerBookingPage } from './booking-page.ts';
import { registerClientPage } from './client-page.ts';
import { LANGUAGE_HEADERS, requestLocale } from './request-locale.ts';
import { allowSameOriginFraming } from './security.ts';

/** Written by the build (vite.config.ts): the year the pages' footers say, each pre-rendered path's file and the
 * landing page's file in each language but English (042). */
type PrerenderedPages = {
  year: number;
  pages: Record<string, string>;
  landing?: Record<string, string>;
  /** Each page written in other languages too (the landing page's and the pricing page's): its file by locale. */
  translated?: Record<string, Record<string, string>>;
};

function readPrerenderedPages(clientDir: string): PrerenderedPages | undefined {
  const manifest = join(clientDir, 'prerendered', 'pages.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPages) : undefined;
}

/** A path with a segment starting with a dot (also when percent-encoded): build metadata, never a page or an
 * asset. An undecodable path is treated as one: it names no file either. */
function isDotPath(path: string): boolean {
  try {
    return decodeURIComponent(path)
      .split('/')
      .some((segment) => segment.startsWith('.'));
  } catch {
    return true;
  }
}

/** `clientDir` is the build's dist/client; the booking page's server build is beside it, in dist/ssr.
 * `pageViewsPerMinute`: the server-rendered pages' limit per visitor's address; `publicUrl`: PUBLIC_URL. */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  production: boolean,
  pageViewsPerMinute: number,
  publicUrl?: string,
) {
  await app.register(fastifyStatic, {
    root: clientDir,
    // Files are sent by the catch-all route below; a route per built file (wildcard: false) made ~1,200 routes
    // at start: 0.2-0.4 s and 25-60 MB (decision 025).
    serve: false,
    allowedPath: (pathName) => !isDotPath(pathName),
    // The build writes .br/.gz copies of text assets; they are sent when the browser accepts them.
    preCompressed: true,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(clientDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const prerendered = readPrerenderedPages(clientDir);
  const sessionCookie = sessionCookieName(production);
  /** The pre-rendered file for this request, if it has one: signed-in owners get the shell, whose app decides. */
  const prerenderedFile = (request: FastifyRequest, path: string) => {
    const english = prerendered?.pages[path];
    if (!english || request.cookies[SIGNED_IN_HINT_COOKIE] || request.cookies[sessionCookie])
      return undefined;
    const languages = prerendered?.translated?.[path] ?? (path === '/' ? prerendered?.landing : undefined);
    const file = languages?.[requestLocale(request, 'en')] || english;
    // A page built last year would show last year in its footer, and the page's script this year: hydration
    // would not match, so the shell is sent until the next build.
    return prerendered?.year === new Date().getFullYear() ? `prerendered/${file}` : undefined;
  };

  const ssrDir = join(clientDir, '..', 'ssr');
  await registerBookingPage(app, { ssrDir, production, viewsPerMinute: pageViewsPerMinute, publicUrl });
  await registerClientPage(app, { ssrDir, production, viewsPerMinute: pageViewsPerMinute, publicUrl });

  // Every non-API GET that is not a file is a client route: serve the app shell and let the router decide.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || isDotPath(path)) return reply.callNotFound();
    if (path !== '/' && existsSync(join(clientDir, path)) && !path.endsWith('/')) {
      return reply.sendFile(path.slice(1));
    }
    if (path.startsWith('/book/')) allowSameOriginFraming(reply, production);
    reply.header('cache-control', 'no-cache');
    if (prerendered?.pages[path])
      reply.header('vary', path === '/' || prerendered.translated?.[path] ? LANGUAGE_HEADERS : 'Cookie');
    return reply.sendFile(prerenderedFile(request, path) ?? 'index.html');
  });
}
