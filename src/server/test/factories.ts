// Test-data factories that go through the public API, so tests exercise the same paths as users.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function uniqueEmail(prefix = 'owner') {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0]!;
}

/** Registers a new owner and returns the Cookie header that signs requests in as them. */
export async function signUp(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}) {
  const body = {
    firstName: 'Test',
    lastName: 'Owner',
    email: uniqueEmail(),
    password: 'secret123',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookieFrom(response.headers['set-cookie']),
    user: response.json().user as { id: string; email: string },
    email: body.email,
    password: body.password,
  };
}
