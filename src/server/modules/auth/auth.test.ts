import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/accounts.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
} from '#server/modules/account/password-rules.ts';
import { hashToken } from '#server/platform/session.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { sessionCookieFrom, signUp, uniqueEmail } from '#server/test/factories.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

const { app, db } = await buildTestApp();

function register(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
}
function login(payload: unknown, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
}

describe('POST /api/auth/register', () => {
  it('creates the account with a 14-day trial, signs in, and never returns the password hash', async () => {
    const email = uniqueEmail();
    const res = await register({ firstName: 'Maya', lastName: 'Lopez', email, password: 'maple-37' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ email, firstName: 'Maya', lastName: 'Lopez', subscriptionStatus: 'trial' });
    expect(user).not.toHaveProperty('password');
    expect(JSON.stringify(user)).not.toContain('argon2');
    const trialDays = (Date.parse(user.trialEndDate) - Date.parse(user.trialStartDate)) / 86_400_000;
    expect(trialDays).toBe(14);
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    const sessionHeader = (res.headers['set-cookie'] as string[]).find((c) => c.startsWith(cookie))!;
    expect(sessionHeader).toMatch(/HttpOnly/);
    expect(sessionHeader).toMatch(/SameSite=Lax/);
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ email });
  });

  it('keeps the language the visitor chose on the public pages as the app’s, and refuses one the app lacks', async () => {
    const account = { firstName: 'Lucía', lastName: 'Vega', password: 'maple-37' };
    const chose = await register({ ...account, email: uniqueEmail(), language: 'es' });
    expect(chose.statusCode).toBe(201);
    const cookie = sessionCookieFrom(chose.headers['set-cookie']);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).json()).toMatchObject({
      language: 'es',
    });
    // None sent: the app follows the browser.
    const none = await register({ ...account, email: uniqueEmail() });
    expect(none.json().user.language).toBeNull();
    const unknown = await register({ ...account, email: uniqueEmail(), language: 'en-XA' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      "Please choose one of the app's languages: en, es, fr, de, pt-BR, ar",
    );
  });

  it('stores only the SHA-256 of the session token and an argon2id hash of the password', async () => {
    const { cookie, user } = await signUp(app);
    const token = cookie.split('=')[1]!;
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.sid).toBe(hashToken(token));
    expect(row?.sid).not.toBe(token);
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a duplicate email, case-insensitively, with 409', async () => {
    const email = uniqueEmail();
    await register({ firstName: 'A', lastName: 'B', email, password: 'maple-37' });
    const res = await register({
      firstName: 'A',
      lastName: 'B',
      email: email.toUpperCase(),
      password: 'maple-37',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('requires a password of at least 6 characters', async () => {
    const res = await register({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Password must be at least 6 characters');
  });

  it.each(['123456', 'password', 'qwerty', 'password123', 'PassWord123'])(
    'refuses the common password %s, saying why',
    async (password) => {
      const res = await register({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: COMMON_PASSWORD_MESSAGE });
    },
  );

  it('refuses a password that is the email or the name (any case, spaces ignored), saying why', async () => {
    const email = uniqueEmail();
    for (const password of [email.toUpperCase(), 'Marigold', 'QUIMBY', 'marigold quimby']) {
      const res = await register({ firstName: 'Marigold', lastName: 'Quimby', email, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ message: PERSONAL_PASSWORD_MESSAGE });
    }
    const ok = await register({ firstName: 'Marigold', lastName: 'Quimby', email, password: 'x-ray 51' });
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    [{ lastName: 'B', email: 'x@example.com', password: 'maple-37' }, 'First name is required'],
    [
      { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'maple-37' },
      'Please enter a valid email',
    ],
    [
      { firstName: 42, lastName: 'B', email: 'x@example.com', password: 'maple-37' },
      'First name is required',
    ],
  ])('answers bad input %j with 400 naming the problem', async (payload, expected) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and issues a new token each time', async () => {
    const { email, password, cookie: first } = await signUp(app);
    const res = await login({ email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    const second = sessionCookieFrom(res.headers['set-cookie']);
    expect(second).not.toBe(first);
  });

  it('gives the same 401 message for a wrong password and an unknown email', async () => {
    const { email } = await signUp(app);
    const wrongPassword = await login({ email, password: 'wrong-password' });
    const unknown = await login({ email: uniqueEmail(), password: 'whatever1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().message).toBe('Invalid email or password');
  });

  it('lets at least 20 attempts a minute through from one address before limiting it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await login({ email: uniqueEmail(), password: 'nope-nope' }, '203.0.113.9')).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const limited = statuses.indexOf(429);
    expect(limited).toBeGreaterThanOrEqual(20);
  });

  it('answers malformed JSON with 400 and an oversized body with 413, never 500', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.statusCode).toBe(413);
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
  });
});

describe('session endpoints', () => {
  it('GET /api/auth/user is 401 without a session and after logout', async () => {
    expect((await app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Unauthorized');
  });

  it('sets a page-readable signed-in hint at sign-in and clears it at sign-out and on a stale 401', async () => {
    const hint = `${SIGNED_IN_HINT_COOKIE}=1`;
    const setCookies = (res: { headers: Record<string, unknown> }) =>
      [res.headers['set-cookie'] ?? []].flat() as string[];
    const hintHeader = (res: { headers: Record<string, unknown> }) =>
      setCookies(res).find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

    const { cookie, email, password } = await signUp(app);
    const loggedIn = await login({ email, password });
    const set = hintHeader(loggedIn);
    expect(set).toMatch(new RegExp(`^${hint};`));
    expect(set).not.toMatch(/HttpOnly/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=34560000/);

    // A signed-in check sends no cookie at all; a visitor without any cookie gets a bare 401.
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie: `${cookie}; ${hint}` } });
    expect(me.statusCode).toBe(200);
    expect(setCookies(me)).toEqual([]);
    const visitor = await app.inject({ url: '/api/auth/user' });
    expect(visitor.statusCode).toBe(401);
    expect(setCookies(visitor)).toEqual([]);

    // A hint without a live session is cleared with the 401.
    const stale = await app.inject({ url: '/api/auth/user', headers: { cookie: hint } });
    expect(stale.statusCode).toBe(401);
    expect(hintHeader(stale)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(hintHeader(out)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    const redirectOut = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(hintHeader(redirectOut)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;`));
  });

  it('extends a session past half its life (sliding expiry)', async () => {
    const { cookie, user } = await signUp(app);
    await db
      .update(sessions)
      .set({ expire: sql`now() + interval '2 days'` })
      .where(eq(sessions.userId, user.id));
    const res = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expire.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('POST /api/logout ends the session and redirects to /; /api/login redirects to /auth', async () => {
    const { cookie } = await signUp(app);
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    const loginRedirect = await app.inject({ url: '/api/login' });
    expect(loginRedirect.headers.location).toBe('/auth');
  });

  it('never signs out on a GET: an image or link pointing at /api/logout leaves the owner signed in', async () => {
    const { cookie } = await signUp(app);
    for (const url of ['/api/logout', '/api/auth/logout']) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json().message).toBe(
        'Sign out with the Sign Out button (a POST request); opening this address does not.',
      );
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('Google sign-in without credentials goes back to /auth with a reason', async () => {
    const res = await app.inject({ url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google_not_configured');
  });
});

describe('security', () => {
  it('sends a strict CSP and nosniff on every API response', async () => {
    const res = await app.inject({ url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    // API answers are data: nothing may run or load from them at all.
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-security-policy']).toBe(csp);
  });

  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example' },
      payload: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'maple-37' },
    });
    expect(res.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'maple-37' },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('reports health with the engine in use', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});
