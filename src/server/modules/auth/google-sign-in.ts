// "Continue with Google" (spec part 1 §2): OpenID Connect's authorization code flow with PKCE, state and nonce. The
// provider's endpoints come from its discovery document (GOOGLE_ISSUER, Google's by default, so tests run against a
// local provider); the ID token's signature, issuer, audience, expiry and nonce are checked with the provider's keys.
// A Google account whose email already belongs to an owner is linked only once that owner signs in with the
// password (and code, with two-factor on): an email alone never takes an account over.
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';
import type { User } from '#server/platform/session.ts';
import { findOAuthUser, linkOAuthAccount, type OAuthProfile } from './auth.service.ts';

const PROVIDER = 'google';
const FLOW_SECONDS = 10 * 60;
const LINK_SECONDS = 15 * 60;

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const idTokenClaims = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  email_verified: z.boolean(),
  nonce: z.string(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

/** The provider, found through its discovery document once (again after a failure). */
export function openIdProvider(issuer: string, clientId: string) {
  let found: Promise<{
    metadata: z.infer<typeof discoverySchema>;
    keys: ReturnType<typeof createRemoteJWKSet>;
  }>;
  let failed = true;
  const discover = () => {
    if (failed) {
      failed = false;
      found = fetch(new URL('.well-known/openid-configuration', `${issuer.replace(/\/$/, '')}/`), {
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`discovery answered ${response.status}`);
          const metadata = discoverySchema.parse(await response.json());
          return { metadata, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
        })
        .catch((error: unknown) => {
          failed = true;
          throw error;
        });
    }
    return found;
  };
  return {
    discover,
    /** The profile an ID token vouches for, once its signature, issuer, audience, expiry and nonce check out. */
    async verifyIdToken(idToken: string, nonce: string): Promise<OAuthProfile> {
      const { metadata, keys } = await discover();
      const { payload } = await jwtVerify(idToken, keys, {
        // Google writes its issuer with and without the scheme.
        issuer: [metadata.issuer, metadata.issuer.replace(/^https:\/\//, '')],
        audience: clientId,
      });
      const claims = idTokenClaims.parse(payload);
      if (claims.nonce !== nonce) throw new Error('the ID token answers another sign-in (nonce)');
      if (!claims.email_verified) throw new Error('the Google account email is not verified');
      return {
        provider: PROVIDER,
        providerId: claims.sub,
        email: claims.email,
        firstName: claims.given_name,
        lastName: claims.family_name,
        picture: claims.picture,
      };
    },
  };
}

export function googleSignIn(options: {
  app: FastifyInstance;
  db: Db;
  env: Env;
  box: SecretBox;
  production: boolean;
  /** What a correct password does: a session, or the two-factor step. */
  passwordVerified: (
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
  ) => Promise<{ twoFactorRequired: boolean }>;
}) {
  const { app, db, env, box, production } = options;
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  const provider = clientId && clientSecret ? openIdProvider(env.GOOGLE_ISSUER, clientId) : undefined;
  const cookie = (name: string) => (production ? `__Host-${name}` : name);
  const flowCookies = {
    state: cookie('google_state'),
    verifier: cookie('google_verifier'),
    nonce: cookie('google_nonce'),
  };
  const linkCookie = cookie('google_link');
  const cookieOptions = (maxAge: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production,
    maxAge,
  });
  const redirectUri = (request: FastifyRequest) =>
    `${env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `${request.protocol}://${request.host}`}/api/auth/google/callback`;
  const failed = (reply: FastifyReply) => reply.redirect('/auth?error=google_failed');

  app.get('/api/auth/google', async (request, reply) => {
    if (!provider || !clientId) return reply.redirect('/auth?error=google_not_configured');
    let endpoint: string;
    try {
      endpoint = (await provider.discover()).metadata.authorization_endpoint;
    } catch (error) {
      request.log.warn({ err: error }, 'google discovery failed');
      return failed(reply);
    }
    const state = generateState();
    const verifier = generateCodeVerifier();
    const nonce = generateState();
    const url = new OAuth2Client(
      clientId,
      clientSecret ?? null,
      redirectUri(request),
    ).createAuthorizationURLWithPKCE(endpoint, state, CodeChallengeMethod.S256, verifier, [
      'openid',
      'email',
      'profile',
    ]);
    url.searchParams.set('nonce', nonce);
    reply.setCookie(flowCookies.state, state, cookieOptions(FLOW_SECONDS));
    reply.setCookie(flowCookies.verifier, verifier, cookieOptions(FLOW_SECONDS));
    reply.setCookie(flowCookies.nonce, nonce, cookieOptions(FLOW_SECONDS));
    return reply.redirect(url.toString());
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/auth/google/callback',
    async (request, reply) => {
      const { code, state } = request.query;
      const expected = {
        state: request.cookies[flowCookies.state],
        verifier: request.cookies[flowCookies.verifier],
        nonce: request.cookies[flowCookies.nonce],
      };
      // One answer per flow: the cookies go whatever happens.
      for (const name of Object.values(flowCookies)) reply.clearCookie(name, { path: '/' });
      if (!provider || !clientId || !code || !state || !expected.verifier || !expected.nonce) {
        return failed(reply);
      }
      if (state !== expected.state) {
        request.log.warn({ event: 'google', outcome: 'state mismatch' }, 'google sign-in refused');
        return failed(reply);
      }
      try {
        const { metadata } = await provider.discover();
        const tokens = await new OAuth2Client(
          clientId,
          clientSecret ?? null,
          redirectUri(request),
        ).validateAuthorizationCode(metadata.token_endpoint, code, expected.verifier);
        const profile = await provider.verifyIdToken(tokens.idToken(), expected.nonce);
        const found = await findOAuthUser(db, profile);
        if (found.kind === 'link-required') {
          reply.setCookie(
            linkCookie,
            box.seal(JSON.stringify({ profile, expiresAt: Date.now() + LINK_SECONDS * 1000 })),
            cookieOptions(LINK_SECONDS),
          );
          return reply.redirect('/auth?error=google_link_required');
        }
        if (!found.user.isActive) return failed(reply);
        request.log.info({ event: 'google', outcome: 'success', userId: found.user.id }, 'google sign-in');
        const { twoFactorRequired } = await options.passwordVerified(request, reply, found.user);
        return reply.redirect(twoFactorRequired ? '/auth?step=two-factor' : '/dashboard');
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in failed');
        return failed(reply);
      }
    },
  );

  return {
    /** After a full sign-in (password, and code with two-factor on): link the Google account waiting for it. */
    async linkPending(request: FastifyRequest, reply: FastifyReply, user: User) {
      const sealed = request.cookies[linkCookie];
      if (!sealed) return;
      reply.clearCookie(linkCookie, { path: '/' });
      let pending: { profile: OAuthProfile; expiresAt: number };
      try {
        pending = JSON.parse(box.open(sealed)) as typeof pending;
      } catch {
        return;
      }
      if (pending.expiresAt < Date.now()) return;
      if (pending.profile.email.toLowerCase() !== user.email.toLowerCase()) return;
      await linkOAuthAccount(db, user.id, pending.profile);
      request.log.info({ event: 'google', outcome: 'linked', userId: user.id }, 'google account linked');
    },
  };
}
