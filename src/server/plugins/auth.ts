// Reads the session cookie on every request and offers `requireUser` for owner-only routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import {
  createSession,
  sessionCookieName,
  type User,
  validateSession,
} from '#server/modules/auth/session.ts';
import { AppError } from '#shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

export type AuthOptions = { db: Db; production: boolean };

export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  const cookieName = sessionCookieName(options.production);
  app.decorateRequest('user', null);

  // Requests without a session cookie (visitors, health checks) skip the promise machinery entirely.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.url.startsWith('/api/') ? request.cookies[cookieName] : undefined;
    if (!token) return done();
    validateSession(options.db, token).then((session) => {
      if (!session) {
        reply.clearCookie(cookieName, { path: '/' });
      } else {
        request.user = session.user;
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

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, user: User) => {
    const { token, expiresAt } = await createSession(options.db, {
      userId: user.id,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    setCookie(reply, token, expiresAt);
    request.user = user;
  });

  app.decorate('sessionToken', (request: FastifyRequest) => request.cookies[cookieName]);
  app.decorate('clearSessionCookie', (reply: FastifyReply) => reply.clearCookie(cookieName, { path: '/' }));
});

declare module 'fastify' {
  interface FastifyInstance {
    startSession: (request: FastifyRequest, reply: FastifyReply, user: User) => Promise<void>;
    sessionToken: (request: FastifyRequest) => string | undefined;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/** The signed-in user, or a 401 'Unauthorized' (the client's logout notice looks for that word). */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.user;
}

/**
 * Route `onRequest` hook for signed-in-only routes: a signed-out caller gets 401 'Unauthorized' even when the
 * body is also invalid (the client's logout notice looks for a 401, not a 400).
 */
export async function signedInOnly(request: FastifyRequest) {
  requireUser(request);
}
