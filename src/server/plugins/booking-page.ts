// /book/{slug} rendered on the server (docs/decisions/008). The page's public reads are answered by the API's own
// routes (through app.inject, on behalf of the visitor's address), so the page resolves old slugs, refuses
// businesses closed to the public (a suspended one's page says it is not taking bookings) and embeds exactly the JSON the browser would have fetched; the booking page's server
// build (dist/ssr, made by vite.config.ts) turns the answers into the document, in the visitor's language
// (docs/decisions/032).
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '#server/platform/manage-link.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { publicCaching } from './http-cache.ts';
import { LANGUAGE_HEADERS, requestLocale } from './request-locale.ts';
import { allowSameOriginFraming } from './security.ts';
import {
  pageBuildLoader,
  perAddressLimit,
  readForVisitor,
  sendDocument,
  sendNotFoundDocument,
} from './ssr-document.ts';

type BookingRenderer = typeof import('#client/features/booking/ssr-entry-server.tsx');

type PageRoute = { Params: { slug: string }; Querystring: { lang?: unknown } };

/** Serves the booking page from its server build in `ssrDir`; without one (no build yet) the app shell serves it.
 * `viewsPerMinute`: per visitor's address; `publicUrl`: PUBLIC_URL, the origin of the page's language links. */
export async function registerBookingPage(
  app: FastifyInstance,
  options: { ssrDir: string; production: boolean; viewsPerMinute: number; publicUrl?: string },
) {
  const loadBuild = pageBuildLoader<BookingRenderer>(options.ssrDir, {
    entry: 'booking-page.js',
    template: 'booking.html',
  });
  if (!loadBuild) return;
  const route = { onSend: publicCaching, config: perAddressLimit(options.viewsPerMinute) };
  app.get<PageRoute>('/book/:slug', route, async (request, reply) => {
    allowSameOriginFraming(reply, options.production);
    const { slug } = request.params;
    const { renderer, template } = await loadBuild();
    const reads = renderer.bookingPageReads(slug);
    const answers = await Promise.all(reads.map((read) => readForVisitor(app, request, read.url)));
    if (answers[0]?.statusCode === 404) {
      const html = await renderer.renderNotFoundDocument(template, requestLocale(request, DEFAULT_LOCALE));
      return sendNotFoundDocument(reply.header('vary', LANGUAGE_HEADERS), html);
    }
    const failed = answers.find((answer) => answer.statusCode !== 200);
    if (failed) {
      // A busy or failing read: the app shell, whose page reads (and retries) for itself.
      request.log.warn({ status: failed.statusCode, slug }, 'booking page served without server rendering');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const bodies = answers.map((answer) => answer.json());
    const locale = requestLocale(request, (bodies[0] as { language: Locale }).language);
    // Step 2's preview of free days: left out when its read fails, the page works without it.
    const freeDaysUrl = renderer.freeDaysRead(slug, bodies[2]);
    const freeDays = freeDaysUrl ? await readForVisitor(app, request, freeDaysUrl) : undefined;
    const availability = freeDays?.statusCode === 200 ? freeDays : undefined;
    return sendDocument(request, reply, {
      versioned: [template, slug, locale, ...answers.map((answer) => answer.body), availability?.body ?? ''],
      vary: LANGUAGE_HEADERS,
      render: () =>
        renderer.renderBookingDocument({
          template,
          slug,
          bodies,
          availability: availability?.json(),
          now: new Date(),
          locale,
          pageUrl: `${publicOrigin({ PUBLIC_URL: options.publicUrl }, request)}/book/${encodeURIComponent(slug)}`,
        }),
    });
  });
}
