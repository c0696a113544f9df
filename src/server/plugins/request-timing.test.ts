// A slow answer is logged once, at warn, as a JSON line with its request id, route pattern (never the URL), method,
// status and duration; a quick one is not. On PGlite, or PostgreSQL when DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/log-redaction.ts';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import { SLOW_REQUEST_MS } from './request-timing.ts';
import { buildAppWithTestRoutes } from './test-routes.test-kit.ts';

const lines: Array<Record<string, unknown>> = [];
const app = await buildAppWithTestRoutes(
  await openTestDatabase(),
  (app) => {
    app.get('/test-only/slow/:name', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100));
      return { slow: true };
    });
  },
  {
    logger: {
      ...loggerOptions('info'),
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  },
);

const slowLines = () => lines.filter((line) => line.msg === 'slow request');

describe('the slow-request warning', () => {
  it('is logged once, at warn, with the route pattern, method, status, duration and request id', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/test-only/slow/jane-doe?q=secret' });
    expect(res.statusCode).toBe(200);
    const logged = slowLines();
    expect(logged).toHaveLength(1);
    const [line] = logged;
    expect(line).toMatchObject({
      level: 40,
      route: '/test-only/slow/:name',
      method: 'GET',
      statusCode: 200,
      reqId: expect.any(String),
    });
    expect(line!.durationMs).toBeGreaterThan(SLOW_REQUEST_MS);
    // The request's own lines carry the same id.
    expect(lines.filter((l) => l.reqId === line!.reqId).length).toBeGreaterThan(1);
    expect(JSON.stringify(line)).not.toContain('jane-doe');
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('is not logged for a quick answer, matched or not', async () => {
    lines.length = 0;
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(slowLines()).toEqual([]);
  });
});
