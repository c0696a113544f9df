// /book/{slug} rendered on the server (docs/decisions/008). The page's public reads are answered by the API's own
// routes (through app.inject, on behalf of the visitor's address), so the page resolves old slugs, refuses
// businesses closed to the public (a suspended one's page says it is not taking bookings) and embeds exactly the JSON the browser would have fetched; the booking page's server
// build (dist/ssr, made by vite.config.ts) turns the answers into the document.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isNotModified, publicCaching, strongEtag } from './http-cache.ts';
import { allowSameOriginFraming } from './security.ts';

type BookingRenderer = typeof import('#client/features/booking/ssr-entry-server.tsx');
export type BookingPageBuild = { renderer: BookingRenderer; template: string };

/** The server build of the booking page in `ssrDir`, or undefined when there is none (the app shell serves it). */
export async function loadBookingPageBuild(ssrDir: string): Promise<BookingPageBuild | undefined> {
  const entry = join(ssrDir, 'booking-page.js');
  const template = join(ssrDir, 'booking.html');
  if (!existsSync(entry) || !existsSync(template)) return undefined;
  return {
    renderer: (await import(pathToFileURL(entry).href)) as BookingRenderer,
    template: readFileSync(template, 'utf8'),
  };
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

export function registerBookingPage(
  app: FastifyInstance,
  options: { build: BookingPageBuild; production: boolean },
) {
  const { renderer, template } = options.build;
  app.get<{ Params: { slug: string } }>('/book/:slug', { onSend: publicCaching }, async (request, reply) => {
    allowSameOriginFraming(reply, options.production);
    const { slug } = request.params;
    const reads = renderer.bookingPageReads(slug);
    const answers = await Promise.all(
      reads.map((read) => app.inject({ method: 'GET', url: read.url, remoteAddress: request.ip })),
    );
    if (answers[0]?.statusCode === 404) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderer.renderNotFoundDocument(template));
    }
    const failed = answers.find((answer) => answer.statusCode !== 200);
    if (failed) {
      // A busy or failing read: the app shell, whose page reads (and retries) for itself.
      request.log.warn({ status: failed.statusCode, slug }, 'booking page served without server rendering');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const bodies = answers.map((answer) => answer.json());
    // Step 2's preview of free days: left out when its read fails, the page works without it.
    const freeDaysUrl = renderer.freeDaysRead(slug, bodies[2]);
    const freeDays = freeDaysUrl
      ? await app.inject({ method: 'GET', url: freeDaysUrl, remoteAddress: request.ip })
      : undefined;
    const availability = freeDays?.statusCode === 200 ? freeDays : undefined;
    // The version is known before rendering: a visitor who holds it gets a 304 without any render. Each content
    // coding is a representation of its own, with its own strong validator.
    const versioned = [template, slug, ...answers.map((answer) => answer.body), availability?.body ?? ''];
    const encoding = pickEncoding(request);
    const version = strongEtag(versioned.join('\n'));
    const etag = encoding ? `${version.slice(0, -1)}-${encoding}"` : version;
    reply.header('etag', etag).header('vary', 'Accept-Encoding');
    if (isNotModified(request, etag)) return reply.code(304).send();
    const html = await renderer.renderBookingDocument({
      template,
      slug,
      bodies,
      availability: availability?.json(),
      now: new Date(),
    });
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressors[encoding](html));
  });
}
