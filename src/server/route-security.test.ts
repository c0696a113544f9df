// One pass over the route table, in development and in production: every state-changing route refuses a foreign
// Origin or Referer with 403 before it writes anything, every response carries the security headers, and every
// cookie set on the way carries its flags (HttpOnly, SameSite, Path=/, and Secure in production).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { rowCounter, seedTenant, type TenantFixture, uniqueEmail } from '#server/test/factories.ts';
import { caseOf, routeKeysOf } from '#server/test/route-cases.ts';
import { CLIENT_SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN = 'https://attacker.example';
// These walk the whole route table in one test (a few hundred requests): room for a machine busy with other work.
const LOOP_TIMEOUT = 120_000;

// A stand-in OpenID provider's discovery document, so Google's sign-in start gets as far as its cookies offline.
const discovery = createServer((_req, res) => {
  const issuer = `http://127.0.0.1:${(discovery.address() as AddressInfo).port}`;
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
    }),
  );
});
await new Promise<void>((resolve) => discovery.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => discovery.close(() => resolve())));

const environments = [
  { name: 'development', production: false, built: await buildTestApp() },
  {
    name: 'production',
    production: true,
    // Google configured (with made-up credentials) so its sign-in start sets its state cookies too.
    built: await buildTestApp({
      env: {
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${(discovery.address() as AddressInfo).port}`,
      },
    }),
  },
];

function setCookies(header: string | string[] | number | undefined): string[] {
  return header === undefined ? [] : [header].flat().map(String);
}

/** The page-readable signed-in hints, which hold no secret. */
const PAGE_READABLE = new Set([SIGNED_IN_HINT_COOKIE, CLIENT_SIGNED_IN_HINT_COOKIE]);

/** The flags a cookie lacks: every cookie HttpOnly (the signed-in hints aside), SameSite, Path=/. */
function missingFlags(cookie: string, production: boolean): string[] {
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  const name = pair.split('=')[0]!;
  const has = (flag: RegExp) => attributes.some((attribute) => flag.test(attribute));
  return [
    ...(!PAGE_READABLE.has(name) && !has(/^HttpOnly$/i) ? ['HttpOnly'] : []),
    ...(has(/^SameSite=(Lax|Strict)$/i) ? [] : ['SameSite']),
    ...(has(/^Path=\/$/i) ? [] : ['Path=/']),
    ...(production && !has(/^Secure$/i) ? ['Secure'] : []),
  ];
}

function missingHeaders(headers: Record<string, unknown>, url: string, production: boolean): string[] {
  const expected: Record<string, RegExp> = {
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'cross-origin-resource-policy': /^same-origin$/,
    'content-security-policy': url.startsWith('/api/') ? /default-src 'none'.*frame-ancestors 'none'/ : /./,
    ...(production ? { 'strict-transport-security': /^max-age=31536000; includeSubDomains$/ } : {}),
  };
  return Object.entries(expected)
    .filter(([name, pattern]) => !pattern.test(String(headers[name] ?? '')))
    .map(([name]) => name);
}

for (const { name, production, built } of environments) {
  const { app, db } = built;

  describe(`every route (${name})`, () => {
    let owner: TenantFixture;
    beforeAll(async () => {
      owner = await seedTenant(app, db, name === 'production' ? 'Prod' : 'Dev');
    });

    it(
      'refuses a state-changing request from a foreign Origin or Referer with 403 and writes nothing',
      async () => {
        const counts = await rowCounter(db);
        const before = await counts();
        const failures: string[] = [];
        for (const key of routeKeysOf(app)) {
          const [method = 'GET'] = key.split(' ');
          if (!MUTATING.has(method)) continue;
          const request = caseOf(key).request(owner);
          for (const headers of [{ origin: FOREIGN }, { referer: `${FOREIGN}/page` }, { origin: 'null' }]) {
            const res = await app.inject({
              method: method as 'POST',
              ...request,
              headers: { cookie: owner.cookie, ...headers },
            });
            if (res.statusCode !== 403 || res.json().message !== 'Cross-site request refused.') {
              failures.push(`${key} with ${JSON.stringify(headers)}: ${res.statusCode} ${res.body}`);
            }
            failures.push(
              ...missingHeaders(res.headers, request.url, production).map((h) => `${key} 403: ${h}`),
            );
          }
        }
        expect(failures).toEqual([]);
        expect(await counts()).toEqual(before);
      },
      LOOP_TIMEOUT,
    );

    it('lets the same origin through', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-customization',
        payload: { welcomeMessage: 'Hi' },
        headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
      });
      expect(res.statusCode).toBe(200);
    });

    it(
      'puts the security headers on every answer and the flags on every cookie',
      async () => {
        const failures: string[] = [];
        const cookies: string[] = [];
        const check = async (
          label: string,
          method: string,
          request: { url: string; payload?: object },
          cookie?: string,
        ) => {
          const res = await app.inject({
            method: method as 'GET',
            ...request,
            headers: cookie ? { cookie } : {},
          });
          failures.push(
            ...missingHeaders(res.headers, request.url, production).map((h) => `${label}: no ${h}`),
          );
          cookies.push(...setCookies(res.headers['set-cookie']).map((c) => `${label}: ${c}`));
          return res;
        };
        // Sign-up, sign-in, a stale session and Google's start set or clear every cookie the app has.
        const email = uniqueEmail('flags');
        const signUp = await check('register', 'POST', {
          url: '/api/auth/register',
          payload: { firstName: 'F', lastName: 'L', email, password: 'secret123' },
        });
        expect(signUp.statusCode).toBe(201);
        await check('login', 'POST', { url: '/api/auth/login', payload: { email, password: 'secret123' } });
        await check('stale session', 'GET', { url: '/api/auth/user' }, `${cookieName(signUp)}=stale`);
        const google = await check('google start', 'GET', { url: '/api/auth/google' });
        // State, PKCE verifier and nonce.
        if (production) expect(setCookies(google.headers['set-cookie'])).toHaveLength(3);
        await check('unknown route', 'GET', { url: '/api/no-such-route' });
        const unreadable = await check('undecodable address', 'GET', { url: '/api/bookings/%E0%A4%A' });
        expect(unreadable.statusCode).toBe(400);
        expect(unreadable.json().message).toBe(
          'This address contains characters that cannot be read. Please check the link.',
        );

        for (const key of routeKeysOf(app)) {
          const [method = 'GET'] = key.split(' ');
          const test = caseOf(key);
          const request = test.request(owner);
          await check(`${key} signed out`, method, request);
          // Sign-out runs last with its own session, so the owner stays signed in for the other routes.
          if (test.kind !== 'session') await check(`${key} as owner`, method, request, owner.cookie);
        }
        const signedIn = setCookies(signUp.headers['set-cookie']);
        for (const key of routeKeysOf(app).filter((k) => caseOf(k).kind === 'session')) {
          const [method = 'GET'] = key.split(' ');
          await check(`${key} signed in`, method, caseOf(key).request(owner), signedIn[0]!.split(';')[0]);
        }

        expect(cookies.length).toBeGreaterThan(5);
        for (const cookie of cookies) {
          const missing = missingFlags(cookie.slice(cookie.indexOf(': ') + 2), production);
          if (missing.length > 0) failures.push(`${cookie} lacks ${missing.join(', ')}`);
        }
        expect(failures).toEqual([]);
      },
      LOOP_TIMEOUT,
    );
  });
}

function cookieName(response: { headers: Record<string, unknown> }) {
  return setCookies(response.headers['set-cookie'] as string[])[0]!.split('=')[0]!;
}
