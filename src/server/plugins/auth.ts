// Reads the session cookie (or an API key) on every request and offers `requireUser` for owner-only routes.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { apiKeyMayCall } from '#server/modules/api-keys/api-key-scope.ts';
import { type ApiKeyActor, authenticateApiKey } from '#server/modules/api-keys/api-keys.service.ts';
import { createSession, sessionCookieName, type User, validateSession } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    /** The API key the request acts with (then `user` is its business's owner), or null. */
    apiKey: ApiKeyActor | null;
    /** The business the session chose to act in (platform/business-access.ts), or null. */
    sessionBusinessId: string | null;
  }
}

export type AuthOptions = {
  db: Db;
  production: boolean;
  /** ADMIN_EMAILS, lower-case: these accounts, once verified, become platform admins when they sign in. */
  adminEmails?: readonly string[];
};

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  const cookieName = sessionCookieName(options.production);
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('sessionBusinessId', null);
  // The signed-in hint (src/shared/signed-in-hint.ts) is readable by the page; it outlives any session (400
  // days, the longest a browser keeps a cookie) because a hint that expired first would show a signed-in owner
  // the signed-out pages. It holds no secret.
  const setHint = (reply: FastifyReply) =>
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: options.production,
      maxAge: 400 * 24 * 60 * 60,
    });
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(cookieName, { path: '/' });
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
  };

  // An API key (`Authorization: Bearer bw_live_…`) acts for its business's owner on the allow-listed routes only
  // (modules/api-keys/api-key-scope.ts); the request's cookies are then ignored, so a key request is never a
  // session's (which is also why the same-origin check lets it through, plugins/security.ts).
  async function authenticateKey(request: FastifyRequest, key: string) {
    const found = await authenticateApiKey(options.db, key);
    if (!found) throw new AppError('UNAUTHORIZED', 'Invalid or revoked API key');
    if (!apiKeyMayCall(request.method, request.routeOptions.url)) {
      throw new AppError('FORBIDDEN', 'API keys cannot use this endpoint.');
    }
    request.user = found.user;
    request.apiKey = found.key;
  }

  // Requests without a session cookie (visitors, health checks) skip the promise machinery entirely. The session
  // is read once the body is (preValidation), after the load-shedding hook has counted the request.
  app.addHook('preValidation', (request, reply, done) => {
    const key = bearerToken(request);
    if (key !== undefined) {
      authenticateKey(request, key).then(() => done(), done);
      return;
    }
    const token = request.cookies[cookieName];
    if (!token) return done();
    if (!request.url.startsWith('/api/')) {
      // A page load of a session begun before the hint existed: give it one, so the app asks who is signed in.
      if (!request.cookies[SIGNED_IN_HINT_COOKIE]) setHint(reply);
      return done();
    }
    validateSession(options.db, token).then((session) => {
      if (!session) {
        clearCookies(reply);
      } else {
        request.user = session.user;
        request.sessionBusinessId = session.businessId;
        if (session.renewed) setCookie(reply, token, session.expiresAt);
      }
      done();
    }, done);
  });

  function setCookie(reply: FastifyReply, token: string, expiresAt: Date) {
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.production,
      expires: expiresAt,
    });
  }

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, user: User, proof?: 'second-factor') => {
      // The one place a session begins: a two-factor user gets none without the second factor, whichever route asks.
      if (user.twoFactorEnabled && proof !== 'second-factor') {
        throw new AppError('UNAUTHORIZED', 'A verification code from your authenticator app is required');
      }
      // Every sign-in is recorded (the admin console's last login) and grants ADMIN_EMAILS' accounts their role,
      // once their address is proven (Google, or the emailed code): registering it proves nothing.
      const admin = user.emailVerified && (options.adminEmails?.includes(user.email.toLowerCase()) ?? false);
      const [signedIn] = await options.db
        .update(users)
        .set({ lastLoginAt: sql`now()`, ...(admin ? { isPlatformAdmin: true } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      const { token, expiresAt } = await createSession(options.db, {
        userId: user.id,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      setCookie(reply, token, expiresAt);
      setHint(reply);
      request.user = signedIn ?? user;
    },
  );

  app.decorate('sessionToken', (request: FastifyRequest) => request.cookies[cookieName]);
  app.decorate('clearSessionCookie', clearCookies);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** `proof` says the second factor was checked; without it a two-factor user gets a 401, not a session. */
    startSession: (
      request: FastifyRequest,
      reply: FastifyReply,
      user: User,
      proof?: 'second-factor',
    ) => Promise<void>;
    sessionToken: (request: FastifyRequest) => string | undefined;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/** The token of an `Authorization: Bearer …` header (an API key) on an /api/ request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  if (!request.url.startsWith('/api/')) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The signed-in user, or a 401 'Unauthorized' (the client's logout notice looks for that word). */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.user;
}

/**
 * Route `preValidation` hook for signed-in-only routes: a signed-out caller gets 401 'Unauthorized' even when the
 * body is also invalid (the client's logout notice looks for a 401, not a 400).
 */
export async function signedInOnly(request: FastifyRequest) {
  requireUser(request);
}

/** A route's rate limit per signed-in user, wherever they sign in from (per address for a request without a
 * session): counted once the session is read, before the handler. */
export function perUserRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  };
}
