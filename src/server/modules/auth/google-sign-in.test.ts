// "Continue with Google" against a real OpenID provider (oidc-provider) started here on a free port: the whole code
// flow with PKCE, state and nonce; refused state and nonce mismatches and a tampered ID token; linking to an
// existing account only after its password; no way around two-factor.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Client } from 'arctic';
import { eq, sql } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { oauthAccounts, sessions } from '#server/db/schema/accounts.ts';
import { hashToken } from '#server/platform/session.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUp, uniqueEmail } from '#server/test/factories.ts';
import { openIdProvider } from './google-sign-in.ts';

const APP_ORIGIN = 'http://app.test';
const CLIENT = { id: 'bookwell', secret: 'bookwell-test-secret' };

type Account = { email: string; email_verified: boolean; given_name?: string; family_name?: string };
const accounts = new Map<string, Account>();

let provider: Provider | undefined;
const server: Server = createServer((req, res) => provider!.callback()(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      redirect_uris: [`${APP_ORIGIN}/api/auth/google/callback`],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
  // Google puts the profile in the ID token.
  conformIdTokenClaims: false,
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => ({ sub, ...accounts.get(sub) }),
  }),
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { app, db } = await buildTestApp({
  env: {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_URL: APP_ORIGIN,
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_ISSUER: issuer,
  },
});

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const header = res.headers['set-cookie'] as string | string[] | undefined;
  return Array.isArray(header) ? header : header ? [header] : [];
}
/** The name=value pairs an answer set (cleared ones left out). */
function cookiePairs(res: { headers: Record<string, unknown> }): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const cookie of setCookies(res)) {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    const value = pair!.slice(at + 1);
    if (value) pairs.set(pair!.slice(0, at), value);
  }
  return pairs;
}
const header = (pairs: Map<string, string>) => [...pairs].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Signs in at the provider as `sub` (its development login and consent forms) from the authorization URL, and
 * returns where the provider sends the browser back to: the app's callback with the code.
 */
async function authorizeAt(authorizationUrl: string, sub: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: header(jar),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === APP_ORIGIN) return next;
      [url, method, body] = [next.toString(), 'GET', undefined];
      continue;
    }
    // A form of the provider's: answer the prompt it asks.
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!prompt) throw new Error(`unexpected provider page ${res.status}: ${html.slice(0, 200)}`);
    [method, body] = ['POST', new URLSearchParams({ prompt, login: sub, password: 'any' }).toString()];
  }
  throw new Error('the provider never sent the browser back');
}

function newGoogleAccount(account: Partial<Account> = {}) {
  const sub = `google-${Math.random().toString(36).slice(2)}`;
  accounts.set(sub, { email: uniqueEmail('google'), email_verified: true, given_name: 'Gia', ...account });
  return { sub, email: accounts.get(sub)!.email };
}

/** Starts at "Continue with Google" and signs in at the provider; the callback is not opened yet. */
async function startFlow(sub: string, cookie = '') {
  const start = await app.inject({ url: '/api/auth/google', headers: cookie ? { cookie } : {} });
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(start.headers.location as string);
  expect(authorizationUrl.origin).toBe(issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
  const flow = cookiePairs(start);
  return { flow, callback: await authorizeAt(authorizationUrl.toString(), sub) };
}

const openCallback = (callback: URL, cookies: Map<string, string>) =>
  app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: header(cookies) } });

async function signInWithGoogle(sub: string, extraCookies = new Map<string, string>()) {
  const { flow, callback } = await startFlow(sub);
  return openCallback(callback, new Map([...flow, ...extraCookies]));
}

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  [...cookiePairs(res)].find(([name]) => name.includes('bookwell_session'));
const whoIs = async (res: { headers: Record<string, unknown> }) => {
  const session = sessionCookie(res);
  if (!session) return undefined;
  const me = await app.inject({ url: '/api/auth/user', headers: { cookie: `${session[0]}=${session[1]}` } });
  return me.statusCode === 200 ? (me.json() as { email: string }).email : undefined;
};

describe('Google sign-in', () => {
  it('signs a new Google account in with a new owner account, and signs it in again later', async () => {
    const google = newGoogleAccount();
    const first = await signInWithGoogle(google.sub);
    expect(first.headers.location).toBe('/dashboard');
    expect(await whoIs(first)).toBe(google.email);
    const again = await signInWithGoogle(google.sub);
    expect(again.headers.location).toBe('/dashboard');
    expect(await whoIs(again)).toBe(google.email);
    const links = await db.select().from(oauthAccounts).where(eq(oauthAccounts.providerId, google.sub));
    expect(links).toHaveLength(1);
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const google = newGoogleAccount();
    const { flow, callback } = await startFlow(google.sub);
    callback.searchParams.set('state', 'someone-elses-state');
    const res = await openCallback(callback, flow);
    expect(res.headers.location).toBe('/auth?error=google_failed');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("refuses an ID token issued for another sign-in's nonce", async () => {
    const google = newGoogleAccount();
    const first = await startFlow(google.sub);
    const second = await startFlow(google.sub);
    const nonceCookie = [...first.flow.keys()].find((name) => name.includes('google_nonce'))!;
    // The first flow's code and state, with the nonce this browser holds for the second.
    const cookies = new Map(first.flow).set(nonceCookie, second.flow.get(nonceCookie)!);
    const res = await openCallback(first.callback, cookies);
    expect(res.headers.location).toBe('/auth?error=google_failed');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('accepts the provider-signed ID token and refuses it once tampered with', async () => {
    const google = newGoogleAccount();
    const { flow, callback } = await startFlow(google.sub);
    const get = (part: string) => [...flow].find(([name]) => name.includes(part))![1];
    const tokens = await new OAuth2Client(
      CLIENT.id,
      CLIENT.secret,
      `${APP_ORIGIN}/api/auth/google/callback`,
    ).validateAuthorizationCode(
      `${issuer}/token`,
      callback.searchParams.get('code')!,
      get('google_verifier'),
    );
    const verifier = openIdProvider(issuer, CLIENT.id);
    const idToken = tokens.idToken();
    expect((await verifier.verifyIdToken(idToken, get('google_nonce'))).email).toBe(google.email);

    const [head, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'owner@victim.example' })).toString(
      'base64url',
    );
    await expect(
      verifier.verifyIdToken(`${head}.${forged}.${signature}`, get('google_nonce')),
    ).rejects.toThrow();
    await expect(verifier.verifyIdToken(idToken, 'another-nonce')).rejects.toThrow(/nonce/);
    await expect(
      openIdProvider(issuer, 'another-client').verifyIdToken(idToken, get('google_nonce')),
    ).rejects.toThrow();
  });

  it('refuses a Google account whose email is not verified', async () => {
    const google = newGoogleAccount({ email_verified: false });
    const res = await signInWithGoogle(google.sub);
    expect(res.headers.location).toBe('/auth?error=google_failed');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("links to an existing owner's account only after that owner signs in with the password", async () => {
    const owner = await signUp(app);
    const google = newGoogleAccount({ email: owner.email.toUpperCase() });

    const refused = await signInWithGoogle(google.sub);
    expect(refused.headers.location).toBe('/auth?error=google_link_required');
    expect(sessionCookie(refused)).toBeUndefined();
    const pending = [...cookiePairs(refused)].find(([name]) => name.includes('google_link'))!;
    expect(pending).toBeDefined();

    // The waiting link goes nowhere with another owner's password…
    const other = await signUp(app);
    const wrongOwner = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
      headers: { cookie: `${pending[0]}=${pending[1]}` },
    });
    expect(wrongOwner.statusCode).toBe(200);
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.providerId, google.sub))).toEqual([]);
    expect((await signInWithGoogle(google.sub)).headers.location).toBe('/auth?error=google_link_required');

    // …and is made by the owner's own password.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      headers: { cookie: `${pending[0]}=${pending[1]}` },
    });
    expect(login.statusCode).toBe(200);
    const linked = await signInWithGoogle(google.sub);
    expect(linked.headers.location).toBe('/dashboard');
    expect(await whoIs(linked)).toBe(owner.email);
  });

  it('lets a Google-only owner set two-factor up within 10 minutes of signing in with Google, not later', async () => {
    const google = newGoogleAccount();
    const stale = sessionCookie(await signInWithGoogle(google.sub))!;
    await db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.sid, hashToken(stale[1])));
    const setUp = (session: [string, string]) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/setup',
        headers: { cookie: `${session[0]}=${session[1]}` },
        payload: {},
      });
    const refused = await setUp(stale);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: {
        message:
          'Your account signs in with Google and has no password. Sign in with Google again, then turn on two-factor authentication within 10 minutes.',
      },
    });
    const fresh = sessionCookie(await signInWithGoogle(google.sub))!;
    expect((await setUp(fresh)).statusCode).toBe(200);
  });

  it('asks a two-factor owner for the code after Google too: no session from Google alone', async () => {
    const google = newGoogleAccount();
    const first = await signInWithGoogle(google.sub);
    const session = sessionCookie(first)!;
    const cookie = `${session[0]}=${session[1]}`;
    // Without a password: the Google sign-in a moment ago is the proof.
    const setup = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie },
      payload: {},
    });
    const { secret } = setup.json() as { secret: string };
    const on = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor',
      headers: { cookie },
      payload: { enabled: true, code: TOTP.generate({ secret: Secret.fromBase32(secret) }) },
    });
    expect(on.statusCode).toBe(200);

    const res = await signInWithGoogle(google.sub);
    expect(res.headers.location).toBe('/auth?step=two-factor');
    expect(sessionCookie(res)).toBeUndefined();
    expect([...cookiePairs(res).keys()].some((name) => name.includes('bookwell_2fa'))).toBe(true);
  });
});
