// Auth endpoints: register, login (with the second step for two-factor users), logout, current user, development
// login and browser redirects; Google sign-in is in google-sign-in.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPublicUser } from '#server/modules/account/account.service.ts';
import {
  CHALLENGE_MINUTES,
  completeChallenge,
  createChallenge,
} from '#server/modules/account/two-factor.service.ts';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { invalidateSession, type User } from '#server/platform/session.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import { secondFactorInputSchema } from '#shared/schemas/account.ts';
import {
  loginInputSchema,
  loginResponseSchema,
  registerRequestSchema,
  userResponseSchema,
} from '#shared/schemas/auth.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';
import { findDemoOwner, loginWithPassword, registerUser } from './auth.service.ts';
import { scheduleAuthCleanup } from './cleanup.ts';
import { googleSignIn } from './google-sign-in.ts';

export async function authRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db, env, box } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  scheduleAuthCleanup(app, db, options.dataDir);
  const production = env.NODE_ENV === 'production';
  // The pending two-factor sign-in: its token, only for the second step's path.
  const challengeCookie = production ? '__Host-bookwell_2fa' : 'bookwell_2fa';
  const challengeCookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: production,
    maxAge: CHALLENGE_MINUTES * 60,
  };
  /** A session for a user without two-factor; for one with it, the pending state that asks for the code. */
  async function passwordVerified(request: FastifyRequest, reply: FastifyReply, user: User) {
    if (!user.twoFactorEnabled) {
      await app.startSession(request, reply, user);
      await google.linkPending(request, reply, user);
      return { twoFactorRequired: false as const };
    }
    const { token } = await createChallenge(db, user.id);
    reply.setCookie(challengeCookie, token, challengeCookieOptions);
    return { twoFactorRequired: true as const };
  }
  const google = googleSignIn({ app, db, env, box, production, passwordVerified });
  // Per IP: generous enough for a household or an office behind one address.
  const perIpLimit = { rateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    const token = app.sessionToken(request);
    if (token) await invalidateSession(db, token);
    app.clearSessionCookie(reply);
  }

  r.post(
    '/api/auth/register',
    {
      config: perIpLimit,
      schema: { body: registerRequestSchema, response: { 201: userResponseSchema, 409: messageSchema } },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      request.log.info({ event: 'register', userId: user.id }, 'account created');
      await app.startSession(request, reply, user);
      return reply.status(201).send({ user: toPublicUser(request.user ?? user) });
    },
  );

  r.post(
    '/api/auth/login',
    { config: perIpLimit, schema: { body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      try {
        const user = await loginWithPassword(db, { ...request.body, ip: request.ip });
        request.log.info(
          { event: 'login', outcome: 'success', userId: user.id, ip: request.ip },
          'login attempt',
        );
        const { twoFactorRequired } = await passwordVerified(request, reply, user);
        return twoFactorRequired ? { twoFactorRequired } : { user: toPublicUser(request.user ?? user) };
      } catch (error) {
        const outcome = error instanceof AppError ? error.code : 'error';
        request.log.info({ event: 'login', outcome, ip: request.ip }, 'login attempt');
        throw error;
      }
    },
  );

  // The second step: a code or backup code for the pending state in the cookie, and then the session.
  r.post(
    '/api/auth/login/two-factor',
    { config: perIpLimit, schema: { body: secondFactorInputSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      try {
        const user = await completeChallenge(db, box, {
          token: request.cookies[challengeCookie],
          code: request.body.code,
          ip: request.ip,
        });
        reply.clearCookie(challengeCookie, { path: '/' });
        request.log.info({ event: 'login.two-factor', outcome: 'success', userId: user.id }, 'second factor');
        await app.startSession(request, reply, user, 'second-factor');
        await google.linkPending(request, reply, user);
        return { user: toPublicUser(request.user ?? user) };
      } catch (error) {
        request.log.info({ event: 'login.two-factor', outcome: 'failed', ip: request.ip }, 'second factor');
        throw error;
      }
    },
  );

  r.post('/api/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await signOut(request, reply);
    return { message: 'Signed out' };
  });

  r.get(
    '/api/auth/user',
    { schema: { response: { 200: userResponseSchema.shape.user } } },
    async (request, reply) => {
      // A hint left from a session that expired or was signed out elsewhere goes with the 401, once.
      if (!request.user && request.cookies[SIGNED_IN_HINT_COOKIE]) {
        reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
      }
      return toPublicUser(requireUser(request));
    },
  );

  // Only with DEV_LOGIN=on (npm run dev sets it; env.ts refuses it in production): otherwise the route does not exist.
  if (env.DEV_LOGIN === 'on') {
    r.post(
      '/api/auth/dev-login',
      { schema: { response: { 200: userResponseSchema } } },
      async (request, reply) => {
        const user = await findDemoOwner(db);
        if (!user) throw new AppError('NOT_FOUND', 'The demo owner does not exist yet. Run npm run seed.');
        // No second factor here, so none for an owner who turned two-factor on (startSession refuses it too).
        if (user.twoFactorEnabled) {
          throw new AppError(
            'FORBIDDEN',
            'The demo owner has two-factor authentication on: sign in with the password and a code.',
          );
        }
        await app.startSession(request, reply, user);
        return { user: toPublicUser(user) };
      },
    );
  }

  app.get('/api/login', async (_request, reply) => reply.redirect('/auth'));

  // The browser path for a sign-out form. Signing out is never a GET: any page that can show an image or a link
  // (a saved customisation URL such as /uploads/../api/logout) would sign out whoever opened it.
  app.post('/api/logout', async (request, reply) => {
    await signOut(request, reply);
    return reply.redirect('/', 303);
  });
  for (const url of ['/api/logout', '/api/auth/logout']) {
    app.get(url, async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send({
        message: 'Sign out with the Sign Out button (a POST request); opening this address does not.',
      }),
    );
  }

  app.get('/api/auth/apple', async (_request, reply) => reply.redirect('/auth?error=apple_not_configured'));
}
