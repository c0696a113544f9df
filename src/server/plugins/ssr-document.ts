// What the server-rendered documents share (the booking page, docs/decisions/008, and the client dashboard, 016):
// loading a page's server build from dist/ssr, reading the public API on behalf of the visitor, and sending the
// document with a strong validator per content coding, a 304 without rendering when the visitor holds it, and
// brotli or gzip compression.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified, strongEtag } from './http-cache.ts';

export type PageBuild<Renderer> = { renderer: Renderer; template: string };

/**
 * A page's server build in `ssrDir` (`{name}.js` and its template), or undefined when there is none. The build (React
 * and the page's components: 0.4-0.6 s and 65-110 MB) is loaded at the page's first view, not at start (decision 025).
 */
export function pageBuildLoader<Renderer>(
  ssrDir: string,
  files: { entry: string; template: string },
): (() => Promise<PageBuild<Renderer>>) | undefined {
  const entry = join(ssrDir, files.entry);
  const template = join(ssrDir, files.template);
  if (!existsSync(entry) || !existsSync(template)) return undefined;
  let loaded: Promise<PageBuild<Renderer>> | undefined;
  return () => {
    loaded ??= import(pathToFileURL(entry).href).then((renderer: Renderer) => ({
      renderer,
      template: readFileSync(template, 'utf8'),
    }));
    return loaded;
  };
}

/**
 * A page's route config: `perMinute` views from one address (each view reads the API on the database's time), and
 * none of the limit's headers on the answers, which a shared cache may keep for everyone.
 */
export function perAddressLimit(perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: '1 minute',
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    },
  };
}

/** A GET of the API made in-process on behalf of the visitor (their address counts against its limits). */
export function readForVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url, remoteAddress: request.ip, headers });
}

const compressors = {
  // Quality 5: most of the gain of 11 at a fraction of the time, on every page view.
  br: (html: string) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => promisify(gzip)(html, { level: 6 }),
};

/** The content coding to send: brotli, else gzip, when the request accepts it (a q=0 refuses one). */
function pickEncoding(request: FastifyRequest): keyof typeof compressors | undefined {
  const accepted = new Set(
    (request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(?:\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Sends the document `render` makes. `versioned` is everything it is made from: the version is known before
 * rendering, so a visitor who holds it gets a 304 without any render. Each content coding is a representation
 * of its own, with its own strong validator. `vary` names the request headers the document depends on besides
 * Accept-Encoding.
 */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { versioned: string[]; render: () => Promise<string>; vary?: string },
) {
  const encoding = pickEncoding(request);
  const version = strongEtag(options.versioned.join('\n'));
  const etag = encoding ? `${version.slice(0, -1)}-${encoding}"` : version;
  reply
    .header('etag', etag)
    .header('vary', options.vary ? `Accept-Encoding, ${options.vary}` : 'Accept-Encoding');
  if (isNotModified(request, etag)) return reply.code(304).send();
  const html = await options.render();
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(await compressors[encoding](html));
}

/** The 404 of an unknown or suspended slug: a small page of its own, never cached as the page. */
export function sendNotFoundDocument(reply: FastifyReply, html: string) {
  return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
