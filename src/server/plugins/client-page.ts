// /client/{slug} and its sections rendered on the server (docs/decisions/016), like the booking page (008): the
// public reads through the API's own routes on behalf of the visitor, and who is signed in through
// GET /api/client/me with the visitor's cookies. A signed-out page is the same for everyone (a shared cache may
// keep it for a short while); a page with a session in it is the visitor's own (private) — and since the answer
// depends on the cookies, every answer says so (Vary: Cookie). It speaks the visitor's language, chosen as the
// booking page's (docs/decisions/040): the address's ?lang=, the switcher's cookie, Accept-Language, the business's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearClientHint, clientCookieName } from '#server/platform/client-session.ts';
import { publicOrigin } from '#server/platform/manage-link.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { ClientMe } from '#shared/schemas/client-portal.ts';
import { CLIENT_SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, privateWhenSettingCookies } from './http-cache.ts';
import { LANGUAGE_HEADERS, requestLocale } from './request-locale.ts';
import {
  pageBuildLoader,
  perAddressLimit,
  readForVisitor,
  sendDocument,
  sendNotFoundDocument,
} from './ssr-document.ts';

type ClientRenderer = typeof import('#client/features/client-dashboard/ssr-entry-server.tsx');
/** The dashboard's paths (paths.clientDashboard and its sections in src/client/app/paths.ts). */
const CLIENT_PAGE_PATHS = [
  '/client/:slug',
  '/client/:slug/bookings',
  '/client/:slug/profile',
  '/client/:slug/reviews',
];

/** Serves the client dashboard from its server build in `ssrDir`; without one (no build yet) the app shell serves
 * it. `viewsPerMinute`: per visitor's address, for each of its paths; `publicUrl`: PUBLIC_URL, the origin of the
 * page's language links. */
export async function registerClientPage(
  app: FastifyInstance,
  options: { ssrDir: string; production: boolean; viewsPerMinute: number; publicUrl?: string },
) {
  const loadBuild = pageBuildLoader<ClientRenderer>(options.ssrDir, {
    entry: 'client-page.js',
    template: 'client.html',
  });
  if (!loadBuild) return;
  const sessionCookie = clientCookieName(options.production);

  /**
   * The signed-in client: null when nobody is, undefined when it could not be read. `withSession`: the visitor
   * holds a client session (or its hint), so the page is theirs alone.
   */
  async function readSignedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    renderer: ClientRenderer,
  ): Promise<{ me: ClientMe | null | undefined; withSession: boolean }> {
    const { cookies } = request;
    if (!cookies[sessionCookie] && !cookies[CLIENT_SIGNED_IN_HINT_COOKIE])
      return { me: null, withSession: false };
    const answer = await readForVisitor(app, request, renderer.clientMeRead, {
      cookie: request.headers.cookie ?? '',
    });
    if (answer.statusCode === 401) {
      // A session that is gone: its hint goes too, as GET /api/client/me's 401 does.
      clearClientHint(request, reply);
      return { me: null, withSession: true };
    }
    return { me: answer.statusCode === 200 ? answer.json<ClientMe>() : undefined, withSession: true };
  }

  for (const url of CLIENT_PAGE_PATHS) {
    app.get<{ Params: { slug: string } }>(
      url,
      { onSend: privateWhenSettingCookies, config: perAddressLimit(options.viewsPerMinute) },
      async (request, reply) => {
        const { slug } = request.params;
        const { renderer, template } = await loadBuild();
        const [answers, signedIn] = await Promise.all([
          Promise.all(renderer.clientPageReads(slug).map((read) => readForVisitor(app, request, read))),
          readSignedIn(request, reply, renderer),
        ]);
        if (answers[0]?.statusCode === 404) {
          const html = await renderer.renderNotFoundDocument(
            template,
            requestLocale(request, DEFAULT_LOCALE),
          );
          return sendNotFoundDocument(reply.header('vary', LANGUAGE_HEADERS), html);
        }
        const failed = answers.find((answer) => answer.statusCode !== 200);
        const { me, withSession } = signedIn;
        if (failed || me === undefined) {
          // A busy or failing read: the app shell, whose page reads (and retries) for itself.
          request.log.warn(
            { status: failed?.statusCode, slug },
            'client page served without server rendering',
          );
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        }
        const query = request.url.indexOf('?');
        const path = query < 0 ? request.url : request.url.slice(0, query);
        const search = query < 0 ? '' : request.url.slice(query + 1);
        // A one-time sign-in link's token is in the address: that page is nobody else's either.
        const personal = withSession || search !== '';
        reply.header('cache-control', personal ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
        const bodies = answers.map((answer) => answer.json());
        const locale = requestLocale(request, (bodies[0] as { language: Locale }).language);
        const pageUrl = `${publicOrigin({ PUBLIC_URL: options.publicUrl }, request)}${path}`;
        return sendDocument(request, reply, {
          versioned: [
            template,
            path,
            search,
            locale,
            ...answers.map((answer) => answer.body),
            JSON.stringify(me),
          ],
          vary: LANGUAGE_HEADERS,
          render: () =>
            renderer.renderClientDocument({ template, slug, path, search, bodies, me, locale, pageUrl }),
        });
      },
    );
  }
}
