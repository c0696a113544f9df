// Two app processes on one PostgreSQL share their per-address limits: attempts alternated between them meet the
// 429 at the same point as attempts to one process (issue 29). One process's limits, on both engines, are tested
// route by route in bookings/rate-limits.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT, startAppProcesses } from '#server/test/app-processes.ts';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import { sharedRateLimitStore } from './shared-rate-limits.ts';

const url = process.env.DATABASE_URL;
let stop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stop?.();
});

/** The statuses of `attempts` POSTs of `body` to `path`, sent one after another to the processes in turn. */
async function alternate(bases: string[], path: string, body: object, attempts: number) {
  const statuses: number[] = [];
  for (let n = 0; n < attempts; n++) {
    const res = await fetch(`${bases[n % bases.length]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    statuses.push(res.status);
  }
  return statuses;
}

/** How many attempts were answered before the first 429 (all of them if none was refused). */
const beforeFirst429 = (statuses: number[]) =>
  statuses.includes(429) ? statuses.indexOf(429) : statuses.length;

describe('the shared count', () => {
  it('gives a burst on one key, from two stores (two processes), each count from 1 up exactly once', async () => {
    const database = await openTestDatabase();
    try {
      const Store = sharedRateLimitStore(database.db);
      const stores = [
        new Store({ prefix: 'POST/api/bookings-' }),
        new Store({ prefix: 'POST/api/bookings-' }),
      ];
      const incr = (store: InstanceType<typeof Store>, key: string) =>
        new Promise<number>((resolve, reject) =>
          store.incr(key, (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000),
        );
      const counts = await Promise.all(
        Array.from({ length: 100 }, (_, n) => incr(stores[n % 2]!, '203.0.113.7')),
      );
      expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
      // The next hit continues the window; another address has a count of its own.
      expect(await incr(stores[0]!, '203.0.113.7')).toBe(101);
      expect(await incr(stores[1]!, '198.51.100.1')).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(url)('two app processes on one PostgreSQL', () => {
  it('meet the sign-in and booking limits at the same attempt as one process', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async () => {
    const apps = await startAppProcesses({
      databaseUrl: url!,
      schema: `shared_limits_${process.pid}`,
      count: 2,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '20', BOOKING_RATE_LIMIT_PER_MINUTE: '6' },
    });
    stop = apps.stop;
    const [first, second] = apps.bases as [string, string];

    // Refused bodies (400): the limit counts every attempt, and no account's own failure limit comes into play.
    const signIns = await alternate([first, second], '/api/auth/login', { email: 'not-an-email' }, 30);
    expect(beforeFirst429(signIns)).toBe(20);
    expect(signIns.slice(20).every((s) => s === 429)).toBe(true);
    // The same number to one process, once the window the two shared is spent: it is spent for that one too.
    expect(await alternate([first], '/api/auth/login', { email: 'not-an-email' }, 1)).toEqual([429]);

    const bookings = await alternate([first, second], '/api/bookings', { serviceId: 'x' }, 10);
    expect(beforeFirst429(bookings)).toBe(6);
    expect(bookings.slice(6).every((s) => s === 429)).toBe(true);
  });
});
