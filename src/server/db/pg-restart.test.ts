// PostgreSQL restarted while bookings keep arriving: requests during the outage get a quick 503 with Retry-After,
// the app reconnects by itself, and every booking it acknowledged is in the database afterwards. Runs against a
// PostgreSQL this file starts itself (initdb + pg_ctl in a temporary directory), never the shared one: so only in
// the PostgreSQL pass (DATABASE_URL set), where the machine has PostgreSQL's server programs (docs/decisions/023).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { DATABASE_UNAVAILABLE } from '#server/plugins/errors.ts';
import { freePort } from '#server/test/app-processes.ts';
import { testEnv } from '#server/test/build-test-app.ts';
import { createBusinessFixture, everyDayHours, signUp, uniquePhone } from '#server/test/factories.ts';
import { localDateOf } from '#shared/domain/local-time.ts';
import { type Database, openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const run = promisify(execFile);

/** The newest installed PostgreSQL's programs; the test fails here, saying so, when there is none. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`No PostgreSQL server programs (initdb, pg_ctl) under ${root}/*/bin.`);
  return join(root, versions[0], 'bin');
}

/** initdb and postgres refuse to run as root: as root, run them as the postgres system user. */
function asPostgres(program: string, args: string[]) {
  const root = process.getuid?.() === 0;
  return run(root ? 'runuser' : program, root ? ['-u', 'postgres', '--', program, ...args] : args);
}

/** A PostgreSQL of this file's own in a temporary directory, on a free port. */
async function privatePostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'bookwell-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const pgCtl = (...args: string[]) =>
    asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-w', '-t', '60', ...args]);
  return {
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    init: async () => {
      if (process.getuid?.() === 0) {
        const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
        const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
        chownSync(dir, uid, gid);
      }
      await asPostgres(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    },
    start: () =>
      pgCtl(
        '-l',
        join(dir, 'postgres.log'),
        '-o',
        // fsync off: this tests the app's reconnection, not the disk; a clean stop writes everything out anyway.
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ),
    // 'fast' ends every session with 57P01, as a restart by an operator or a fail-over does.
    stop: () => pgCtl('-m', 'fast', 'stop'),
  };
}

type Outcome = { phase: Phase; status: number; ms: number; id?: string; body: unknown; retryAfter?: unknown };
type Phase = 'before' | 'down' | 'after';

describe.runIf(process.env.DATABASE_URL)('PostgreSQL restarted mid-load', { timeout: 120_000 }, () => {
  let postgres: Awaited<ReturnType<typeof privatePostgres>>;
  let database: Database | undefined;

  beforeAll(async () => {
    postgres = await privatePostgres();
    await postgres.init();
    await postgres.start();
    database = await openPostgres(postgres.url);
    await migrateDatabase(database);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await postgres.stop().catch(() => {});
    rmSync(postgres.dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After during the outage, reconnects by itself and loses no acknowledged booking', async () => {
    const { db } = database!;
    const app = await buildApp({ database: database!, env: testEnv(), dataDir: join(postgres.dir, 'app') });
    await app.ready();
    try {
      const owner = await signUp(app);
      const { business, services, staff } = await createBusinessFixture(db, {
        userId: owner.user.id,
        businessHours: everyDayHours('00:00', '24:00'),
        staff: [{}, {}],
      });
      // Every booking its own half hour (alternating members), so none of them can conflict with another.
      const firstDay = Date.now() + 2 * 86_400_000;
      let next = 0;
      const book = async (phase: Phase): Promise<Outcome> => {
        const n = next++;
        const day = localDateOf(new Date(firstDay + Math.floor(n / 96) * 86_400_000), business.timezone);
        const minutes = (Math.floor(n / 2) % 48) * 30;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/bookings',
          // A different address per request: this is about the database, not the per-IP booking limit.
          remoteAddress: `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          payload: {
            businessSlug: business.slug,
            serviceId: services[0]!.id,
            teamMemberId: staff[n % 2]!.id,
            appointmentDate: `${day}T${time}:00`,
            clientData: { firstName: 'Load', lastName: `Client ${n}`, phone: uniquePhone() },
          },
        });
        const body = res.json() as { id?: string };
        return {
          phase,
          status: res.statusCode,
          ms: performance.now() - started,
          id: res.statusCode === 201 ? body.id : undefined,
          body,
          retryAfter: res.headers['retry-after'],
        };
      };

      const outcomes: Outcome[] = [];
      let phase: Phase = 'before';
      let stopped = false;
      const worker = async () => {
        while (!stopped) {
          outcomes.push(await book(phase));
          // While the database is down every answer is immediate; a short pause keeps the loop from spinning.
          if (phase === 'down') await new Promise((r) => setTimeout(r, 20));
        }
      };
      const until = async (done: () => boolean, what: string) => {
        const deadline = Date.now() + 60_000;
        while (!done()) {
          const wrong = outcomes.find((o) => o.status !== 201 && o.status !== 503);
          if (wrong) throw new Error(`${wrong.phase}: ${wrong.status} ${JSON.stringify(wrong.body)}`);
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const count = (p: Phase, status: number) =>
        outcomes.filter((o) => o.phase === p && o.status === status).length;

      const workers = [worker(), worker(), worker(), worker()];
      try {
        await until(() => count('before', 201) >= 20, 'bookings before the restart');
        phase = 'down';
        await postgres.stop();
        await until(() => count('down', 503) >= 10, 'answers during the outage');
        await postgres.start();
        phase = 'after';
        await until(() => count('after', 201) >= 20, 'bookings after the restart');
      } finally {
        stopped = true;
        await Promise.all(workers);
      }

      const unexpected = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
      expect(unexpected.map((o) => [o.phase, o.status, o.body])).toEqual([]);
      for (const refused of outcomes.filter((o) => o.status === 503)) {
        expect(refused.body).toEqual({ message: DATABASE_UNAVAILABLE });
        expect(refused.retryAfter).toBe('5');
      }
      expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(5_000);

      const acknowledged = outcomes.flatMap((o) => (o.id ? [o.id] : []));
      const { rows } = await database!.pool!.query<{ id: string }>(
        'select id from bookings where id = any($1::uuid[])',
        [acknowledged],
      );
      expect(rows.map((r) => r.id).sort()).toEqual(acknowledged.sort());
    } finally {
      await app.close();
    }
  });
});
