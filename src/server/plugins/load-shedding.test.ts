import { describe, expect, it } from 'vitest';
import { PGLITE_MAX_IN_FLIGHT } from '#server/app.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUp } from '#server/test/factories.ts';

const { app, database } = await buildTestApp();

describe.runIf(database.kind === 'pglite')('bounded queue in front of PGlite', () => {
  it('answers excess requests at once with 503 and Retry-After, and recovers', async () => {
    const { cookie } = await signUp(app);
    const started = Date.now();
    const burst = await Promise.all(
      Array.from({ length: PGLITE_MAX_IN_FLIGHT + 60 }, async () => {
        const res = await app.inject({ url: '/api/auth/user', headers: { cookie } });
        return { status: res.statusCode, retryAfter: res.headers['retry-after'], at: Date.now() - started };
      }),
    );
    const shed = burst.filter((r) => r.status === 503);
    expect(shed.length).toBeGreaterThanOrEqual(60);
    expect(shed.every((r) => r.retryAfter === '1')).toBe(true);
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(100);
    // Shed requests are answered before any queued database work: none waits behind the requests being served.
    const served = burst.filter((r) => r.status === 200);
    expect(Math.max(...shed.map((r) => r.at))).toBeLessThanOrEqual(Math.min(...served.map((r) => r.at)));
    const after = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(200);
  });
});
