// /book/{slug} rendered on the server (docs/decisions/008). The page's public reads are answered by the API's own
// routes (through app.inject, on behalf of the visitor's address), so the page resolves old slugs, refuses
// suspended businesses and embeds exactly the JSON the browser would have fetched; the booking page's server
// build (dist/ssr, made by vite.config.ts) turns the answers into the document.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
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
    // The version is known before rendering: a visitor who holds it gets a 304 without any render.
    const etag = strongEtag([template, slug, ...answers.map((answer) => answer.body)].join('\n'));
    reply.header('etag', etag);
    if (isNotModified(request, etag)) return reply.code(304).send();
    const html = await renderer.renderBookingDocument({
      template,
      slug,
      bodies: answers.map((answer) => answer.json()),
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
