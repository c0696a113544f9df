import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PGLITE_MAX_IN_FLIGHT } from '#server/app.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUp } from '#server/test/factories.ts';
import { registerLoadShedding } from './load-shedding.ts';

const { app, database } = await buildTestApp();

/** An app whose one route waits its turn for a resource that serves one request at a time, `serviceMs` each
 * (as PGlite serves queries). */
function serialApp(serviceMs: number, options: { budgetMs: number; maxInFlight: number }) {
  const server = Fastify();
  registerLoadShedding(server, options);
  let queue = Promise.resolve();
  server.get('/api/slow', async () => {
    const turn = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, serviceMs)));
    queue = turn;
    await turn;
    return { ok: true };
  });
  return server;
}

async function burst(server: ReturnType<typeof Fastify>, count: number) {
  const started = performance.now();
  return Promise.all(
    Array.from({ length: count }, async () => {
      const res = await server.inject({ url: '/api/slow' });
      return {
        status: res.statusCode,
        retryAfter: res.headers['retry-after'],
        ms: performance.now() - started,
      };
    }),
  );
}

describe('load shedding by time', () => {
  it('admits only what the recent time per request says is done within the budget; the rest gets 503 at once', async () => {
    // 20 ms a request: a queue of 116 would take 2.3 s; a 1 s budget admits about 50.
    const server = serialApp(20, { budgetMs: 1_000, maxInFlight: 116 });
    for (let i = 0; i < 5; i++) expect((await server.inject({ url: '/api/slow' })).statusCode).toBe(200);
    const answers = await burst(server, 200);
    const served = answers.filter((a) => a.status === 200);
    const shed = answers.filter((a) => a.status === 503);
    expect(served.length + shed.length).toBe(200);
    expect(shed.every((a) => a.retryAfter === '1')).toBe(true);
    expect(served.length).toBeGreaterThan(5);
    expect(served.length).toBeLessThanOrEqual(60);
    // The last one admitted waited about the budget, not the whole count's worth (2.3 s).
    expect(Math.max(...served.map((a) => a.ms))).toBeLessThan(1_800);
    // Shed requests are answered before the queue is served.
    expect(Math.max(...shed.map((a) => a.ms))).toBeLessThan(Math.min(...served.map((a) => a.ms)));
    expect((await server.inject({ url: '/api/slow' })).statusCode).toBe(200);
    await server.close();
  });

  it('keeps the count as a ceiling before any request has been timed', async () => {
    const server = serialApp(5, { budgetMs: 1_000, maxInFlight: 10 });
    const answers = await burst(server, 30);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 503)).toHaveLength(20);
    await server.close();
  });
});

describe.runIf(database.kind === 'pglite')('the app on PGlite', () => {
  it('answers excess requests at once with 503 and Retry-After, never /api/health, and recovers', async () => {
    const { cookie } = await signUp(app);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PGLITE_MAX_IN_FLIGHT + 60 }, async () => {
        const res = await app.inject({ url: '/api/auth/user', headers: { cookie } });
        return { status: res.statusCode, retryAfter: res.headers['retry-after'], at: Date.now() - started };
      }),
    );
    const shed = answers.filter((r) => r.status === 503);
    const served = answers.filter((r) => r.status === 200);
    expect(shed.length).toBeGreaterThanOrEqual(60);
    expect(shed.length + served.length).toBe(answers.length);
    expect(shed.every((r) => r.retryAfter === '1')).toBe(true);
    expect(Math.max(...shed.map((r) => r.at))).toBeLessThanOrEqual(Math.min(...served.map((r) => r.at)));
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });
});
