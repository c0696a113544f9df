// SIGTERM in the middle of 200 concurrent bookings (issue 25): the real server stops accepting, finishes what it
// has (queued booking writes included, and the bookings of clients that hung up meanwhile) and closes the database
// last. Every answer is a 201, a 409 or a 503 refused before any work, and every 201 is in the table. On PGlite, or
// on PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { users } from '#server/db/schema/accounts.ts';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { freePort, waitForHealth } from '#server/test/app-processes.ts';
import {
  createBusinessFixture,
  everyDayHours,
  localDateFromToday,
  uniqueEmail,
} from '#server/test/factories.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const url = process.env.DATABASE_URL;
const BOOKINGS = 200;
const SLOTS_PER_DAY = 48;

/** The database the server process opens (a PGlite data directory from the run's snapshot, or a schema of its
 * own on PostgreSQL), the environment that points it there, and this test's way in. */
async function databaseForServer(): Promise<{
  first: Database;
  open: () => Promise<Database>;
  env: Record<string, string>;
  remove: () => Promise<void>;
}> {
  if (url) {
    const schema = `shutdown_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const schemaUrl = new URL(url);
    schemaUrl.searchParams.set('options', `-c search_path=${schema},public`);
    const open = () => openPostgres(url, { searchPath: schema, max: 2 });
    const first = await open();
    await migrateDatabase(first, { migrationsSchema: schema });
    const remove = async () => {
      const database = await open();
      await database.pool.query(`DROP SCHEMA ${schema} CASCADE`);
      await database.close();
    };
    return { first, open, env: { DATABASE_URL: schemaUrl.toString() }, remove };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-shutdown-'));
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return {
    first: await openPglite({ dataDir, loadDataDir: snapshot }),
    open: () => openPglite({ dataDir }),
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Booking `n`'s own time: 30-minute slots from the day after tomorrow on. */
function slot(n: number) {
  const day = localDateFromToday(2 + Math.floor(n / SLOTS_PER_DAY), 'UTC');
  const minutes = (n % SLOTS_PER_DAY) * 30;
  return `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** POSTs `body` on a connection of its own; `signal` hangs up. The status, or the connection's error code. */
function post(url: string, body: string, signal: AbortSignal | undefined): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json' },
      signal,
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.name));
    req.end(body);
  });
}

const database = await databaseForServer();
afterAll(database.remove);

describe('SIGTERM during 200 concurrent bookings', () => {
  it('answers each with 201, 409 or a 503 before any work, finishes the rest and keeps every 201', {
    timeout: 120_000,
  }, async () => {
    const [owner] = await database.first.db.insert(users).values({ email: uniqueEmail() }).returning();
    const { business, services, staff } = await createBusinessFixture(database.first.db, {
      userId: owner!.id,
      timezone: 'UTC',
      businessHours: everyDayHours('00:00', '24:00'),
      bookingRules: { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 30, bufferMinutes: 0 },
    });
    await database.first.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_SEED: 'off',
        LOG_LEVEL: 'warn',
        BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await waitForHealth(base);
      // At the first answer the server is told to stop, and the odd-numbered clients hang up, as a load generator
      // stopped with it (Ctrl-C) would: their bookings, answered to no one, must be finished all the same.
      let signalled = false;
      const hangUp = new AbortController();
      const answers = await Promise.all(
        Array.from({ length: BOOKINGS }, async (_, n) => {
          const body = JSON.stringify({
            businessSlug: business.slug,
            serviceId: services[0]!.id,
            teamMemberId: staff[0]!.id,
            appointmentDate: slot(n),
            clientData: { firstName: 'Rush', lastName: String(n), phone: `555${1_000_000 + n}` },
          });
          const status = await post(`${base}/api/bookings`, body, n % 2 ? hangUp.signal : undefined);
          const afterSignal = signalled;
          if (!signalled) {
            signalled = true;
            server.kill('SIGTERM');
            hangUp.abort();
          }
          return { n, status, afterSignal };
        }),
      );
      expect(await exited, output).toBe(0);
      // No request failed, answered or not (they did with "Cannot use a pool after calling end on the pool").
      expect(output).not.toMatch(/"level":(50|60)/);

      const waited = answers.filter((a) => a.n % 2 === 0);
      // A 503 is a refusal before any work (PGlite's line, or a request that came as the server closed); an
      // error, a connection the server never took.
      const unexpected = waited.filter(
        (a) => ![201, 409, 503, 'ECONNREFUSED', 'ECONNRESET'].includes(a.status),
      );
      expect(unexpected).toEqual([]);
      const created = waited.filter((a) => a.status === 201).map((a) => a.n);
      // Bookings were still being made when the signal came.
      expect(waited.filter((a) => a.status === 201 && a.afterSignal).length).toBeGreaterThan(0);

      const after = await database.open();
      try {
        const rows = await after.db
          .select({ lastName: clients.lastName })
          .from(bookings)
          .innerJoin(clients, eq(clients.id, bookings.clientId))
          .where(eq(bookings.businessId, business.id));
        const booked = rows.map((row) => Number(row.lastName)).filter((n) => n % 2 === 0);
        // Every 201 is in the table, and nothing of a booking answered otherwise.
        expect(booked.sort((a, b) => a - b)).toEqual(created);
      } finally {
        await after.close();
      }
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await exited;
    }
  });
});
