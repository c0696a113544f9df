// /book/{slug} rendered on the server (docs/decisions/008). The page's public reads are answered by the API's own
// routes (through app.inject, on behalf of the visitor's address), so the page resolves old slugs, refuses
// businesses closed to the public (a suspended one's page says it is not taking bookings) and embeds exactly the JSON the browser would have fetched; the booking page's server
// build (dist/ssr, made by vite.config.ts) turns the answers into the document.
import type { FastifyInstance } from 'fastify';
import { publicCaching } from './http-cache.ts';
import { allowSameOriginFraming } from './security.ts';
import {
  pageBuildLoader,
  perAddressLimit,
  readForVisitor,
  sendDocument,
  sendNotFoundDocument,
} from './ssr-document.ts';

type BookingRenderer = typeof import('#client/features/booking/ssr-entry-server.tsx');
/** Serves the booking page from its server build in `ssrDir`; without one (no build yet) the app shell serves it.
 * `viewsPerMinute`: per visitor's address. */
export async function registerBookingPage(
  app: FastifyInstance,
  options: { ssrDir: string; production: boolean; viewsPerMinute: number },
) {
  const loadBuild = pageBuildLoader<BookingRenderer>(options.ssrDir, {
    entry: 'booking-page.js',
    template: 'booking.html',
  });
  if (!loadBuild) return;
  const route = { onSend: publicCaching, config: perAddressLimit(options.viewsPerMinute) };
  app.get<{ Params: { slug: string } }>('/book/:slug', route, async (request, reply) => {
    allowSameOriginFraming(reply, options.production);
    const { slug } = request.params;
    const { renderer, template } = await loadBuild();
    const reads = renderer.bookingPageReads(slug);
    const answers = await Promise.all(reads.map((read) => readForVisitor(app, request, read.url)));
    if (answers[0]?.statusCode === 404) {
      return sendNotFoundDocument(reply, renderer.renderNotFoundDocument(template));
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
    const freeDays = freeDaysUrl ? await readForVisitor(app, request, freeDaysUrl) : undefined;
    const availability = freeDays?.statusCode === 200 ? freeDays : undefined;
    return sendDocument(request, reply, {
      versioned: [template, slug, ...answers.map((answer) => answer.body), availability?.body ?? ''],
      render: () =>
        renderer.renderBookingDocument({
          template,
          slug,
          bodies,
          availability: availability?.json(),
          now: new Date(),
        }),
    });
  });
}
