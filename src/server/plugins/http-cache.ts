// Validators and a short shared lifetime for the public reads a CDN could serve (docs/decisions/008): the
// booking page, its business and its services. The ETag is a hash of what is sent, so any change an owner makes
// is a new validator at once.
import { createHash } from 'node:crypto';
import type { FastifyRequest, onSendHookHandler } from 'fastify';

/** A browser revalidates at every visit (a 304 costs a round trip, not the body); a shared cache keeps 30 s. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
/** An answer that sets a cookie (a renewed session, the signed-in hint) belongs to one browser only. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

export function strongEtag(content: string): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match names `etag` (weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** onSend hook of a page that decides its own caching: whatever it said, an answer that sets a cookie is private. */
export const privateWhenSettingCookies: onSendHookHandler = (_request, reply, payload, done) => {
  if (reply.hasHeader('set-cookie')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  done(null, payload);
};

/**
 * onSend hook of a public GET: a 200 gets an ETag (the one the handler set, else a hash of the body) and
 * Cache-Control, and becomes an empty 304 when the request already holds that version. Anything else
 * (404, errors, files) is left as it is.
 */
export const publicCaching: onSendHookHandler = (request, reply, payload, done) => {
  const status = reply.statusCode;
  if (status !== 200 && status !== 304) return done(null, payload);
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    if (typeof payload !== 'string') return done(null, payload);
    etag = strongEtag(payload);
    reply.header('etag', etag);
  }
  reply.header('cache-control', reply.hasHeader('set-cookie') ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  if (status === 200 && isNotModified(request, etag)) {
    reply.code(304);
    return done(null, '');
  }
  done(null, payload);
};
