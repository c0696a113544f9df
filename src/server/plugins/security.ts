// Security headers on every response and a same-origin check on every state-changing request.
// The headers are computed once: building them per request (as a generic middleware does) cost more than
// the rest of a cheap request put together.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { bearerToken } from './auth.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with style attributes; no inline <script> is ever allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join(';');

function commonHeaders(production: boolean) {
  return {
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

function pageHeaders(production: boolean, frameAncestors: "'none'" | "'self'") {
  return {
    ...commonHeaders(production),
    'content-security-policy': `${CSP_DIRECTIVES};frame-ancestors ${frameAncestors}`,
    'x-frame-options': frameAncestors === "'none'" ? 'DENY' : 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
  };
}

/** API answers are data, never documents: nothing in them may load, run or be framed. */
function apiHeaders(production: boolean) {
  return {
    ...commonHeaders(production),
    'content-security-policy': "default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none'",
  };
}

/**
 * Flags for every cookie the app sets or clears, passed to @fastify/cookie as its defaults: a route that sets a
 * cookie may loosen one on purpose (the signed-in hint is page-readable), but a cookie it forgets to flag, or
 * clears without the flags it was set with, still gets them. A browser ignores the clearing of a `__Host-` cookie
 * that is not Secure, so without these a production sign-out left the session cookie behind.
 */
export function cookieDefaults(production: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production } as const;
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode ('%E0%A4%A') is answered before any hook runs, so without
 * this the answer had none of the security headers and a message that repeated the URL back.
 */
export function answerUnreadableRequest(production: boolean) {
  const headers = apiHeaders(production);
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    reply
      .headers(headers)
      .status(400)
      .send({ message: 'This address contains characters that cannot be read. Please check the link.' });
}

/** Lets our own pages show this response in a frame (the landing page's portfolio frames the demo booking page). */
export function allowSameOriginFraming(reply: FastifyReply, production: boolean) {
  reply.headers(pageHeaders(production, "'self'"));
}

export function registerSecurity(app: FastifyInstance, options: { production: boolean; publicUrl?: string }) {
  const page = pageHeaders(options.production, "'none'");
  const api = apiHeaders(options.production);
  // Hashed scripts, styles and images are never documents: the page-only headers would add ~700 bytes to each of
  // the ~30 responses of a first visit, which slow phones pay for.
  const asset = commonHeaders(options.production);
  const allowedOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(url.startsWith('/api/') ? api : url.startsWith('/assets/') ? asset : page);
    // A request carrying an API key is authenticated by it alone, never by its cookies (plugins/auth.ts), so
    // it cannot be a forgery riding on a session. A browser page elsewhere cannot send that header without a
    // CORS preflight, which this server never grants.
    if (!MUTATING.has(request.method) || bearerToken(request) !== undefined) return done();
    const source = request.headers.origin ?? request.headers.referer;
    // Requests without either header do not come from a browser page, so they cannot be cross-site forgeries.
    if (!source) return done();
    const own = `${request.protocol}://${request.host}`;
    let allowed = false;
    try {
      const origin = new URL(source).origin;
      allowed = origin === new URL(own).origin || origin === allowedOrigin;
    } catch {
      // an unparseable Origin or Referer is refused below
    }
    done(allowed ? undefined : new AppError('FORBIDDEN', 'Cross-site request refused.'));
  });
}
