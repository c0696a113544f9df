// Failed sign-ins are limited per email and address together, and per address: someone hammering an owner's
// email from elsewhere never locks the owner out.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUpOwner, uniqueEmail } from '#server/test/factories.ts';

const { app } = await buildTestApp();

function login(payload: { email: string; password: string }, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
}

function expectRetryAfterAbout(header: unknown, seconds: number) {
  // The wait counts from the oldest failure that still counts; a slow machine takes a few seconds off it.
  expect(Number(header)).toBeLessThanOrEqual(seconds);
  expect(Number(header)).toBeGreaterThan(seconds - 60);
}

describe('failed sign-in limits', () => {
  it('locks an email on the address that failed 5 times, not the owner signing in from elsewhere', async () => {
    const { email } = await signUpOwner(app);
    const password = 'secret123';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `wrong-${i}` }, '198.51.100.1')).statusCode).toBe(401);
    }
    const locked = await login({ email, password }, '198.51.100.1');
    expect(locked.statusCode).toBe(429);
    expectRetryAfterAbout(locked.headers['retry-after'], 900);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );

    const owner = await login({ email, password }, '198.51.100.2');
    expect(owner.statusCode).toBe(200);
    // The same email in another case is the same account.
    const upper = await login({ email: email.toUpperCase(), password }, '198.51.100.1');
    expect(upper.statusCode).toBe(429);
  });

  it('limits one address to 20 failures in 15 minutes, whatever emails it tries', async () => {
    const { email } = await signUpOwner(app);
    for (let i = 0; i < 20; i++) {
      const res = await login({ email: uniqueEmail(), password: 'guess-guess' }, '198.51.100.7');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email, password: 'secret123' }, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expectRetryAfterAbout(blocked.headers['retry-after'], 900);
    expect((await login({ email, password: 'secret123' }, '198.51.100.8')).statusCode).toBe(200);
  });
});
