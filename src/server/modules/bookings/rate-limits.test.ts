// Per-address limits on the public booking endpoints and on sign-in/sign-up: each answers 429 with Retry-After and
// the same sentence, and one address at its limit leaves everyone else alone.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';

const { app } = await buildTestApp({
  env: { BOOKING_RATE_LIMIT_PER_MINUTE: '3', AUTH_RATE_LIMIT_PER_MINUTE: '20' },
});

type Call = { method?: 'GET' | 'POST'; url: string; payload?: object };

/** Sends `call` from `address` until the first 429; returns the statuses before it and the 429 itself. */
async function untilLimited(call: Call, address: string, tries: number) {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const res = await app.inject({ ...call, remoteAddress: address });
    if (res.statusCode === 429) return { statuses, limited: res };
    statuses.push(res.statusCode);
  }
  throw new Error(`no 429 after ${tries} requests: ${statuses.join(', ')}`);
}

function expectTooMany(res: { headers: Record<string, unknown>; json: () => { message: string } }) {
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json().message).toBe(`Too many requests. Please try again in ${retryAfter} seconds.`);
}

const bookingCalls: [string, Call][] = [
  ['booking creation', { method: 'POST', url: '/api/bookings', payload: { serviceId: 'x' } }],
  ['availability', { url: '/api/businesses/no-such-shop/availability?serviceId=x' }],
  ['taken times', { url: '/api/businesses/no-such-shop/bookings/2030-01-07' }],
];

describe.each(bookingCalls)('%s', (_label, call) => {
  it('allows BOOKING_RATE_LIMIT_PER_MINUTE requests a minute per address, then 429 with Retry-After', async () => {
    const { statuses, limited } = await untilLimited(call, '192.0.2.10', 10);
    expect(statuses).toHaveLength(3);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    expectTooMany(limited);
    const elsewhere = await app.inject({ ...call, remoteAddress: '192.0.2.11' });
    expect(elsewhere.statusCode).not.toBe(429);
  });
});

describe('sign-in and sign-up', () => {
  // Refused bodies: the limit counts every attempt, and sign-in failures have their own limit per email.
  it.each([
    ['/api/auth/login', '192.0.2.20'],
    ['/api/auth/register', '192.0.2.21'],
  ])('%s answers 429 with Retry-After past AUTH_RATE_LIMIT_PER_MINUTE', async (url, address) => {
    const call = { method: 'POST' as const, url, payload: { email: 'not-an-email' } };
    const { statuses, limited } = await untilLimited(call, address, 30);
    expect(statuses).toHaveLength(20);
    expectTooMany(limited);
  });
});
