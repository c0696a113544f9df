// Per-IP limits key on the address Fastify trusts: X-Forwarded-For counts only from proxies named by TRUST_PROXY.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { uniqueEmail } from '#server/test/factories.ts';

const direct = await buildTestApp();
const behindProxy = await buildTestApp({ env: { TRUST_PROXY: '1' } });

/** Statuses of 40 failed sign-ins from one connection, each claiming another client address. */
async function signInsWithForgedAddresses(app: typeof direct.app) {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { email: uniqueEmail(), password: 'not-the-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('unset, a forged X-Forwarded-For does not escape the per-IP sign-in limit', async () => {
    const statuses = await signInsWithForgedAddresses(direct.app);
    expect(statuses).toContain(429);
  });

  it('set to one hop, each forwarded client address has its own limit', async () => {
    const statuses = await signInsWithForgedAddresses(behindProxy.app);
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('refuses a value that is neither a hop count nor addresses', async () => {
    await expect(buildTestApp({ env: { TRUST_PROXY: 'yes please' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});
