// Two worker processes on one PostgreSQL deliver the same outbox: every due message reaches the SMTP server
// exactly once, also when one worker is killed with SIGKILL in the middle of its batch and started again.
// (PostgreSQL only: PGlite is one process.)
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { PROCESS_TEST_TIMEOUT } from '#server/test/app-processes.ts';
import { type SmtpStandIn, seedDueReminders, startSmtpServer } from './outbox-test-kit.ts';

const url = process.env.DATABASE_URL;
const child = fileURLToPath(new URL('./worker-child.ts', import.meta.url));
const schema = `outbox_two_${process.pid}`;
const workers: ChildProcess[] = [];
let database: Database | undefined;
let smtp: SmtpStandIn | undefined;

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGTERM');
  await Promise.all(
    workers.map((w) => (w.exitCode === null && w.signalCode === null ? once(w, 'exit') : null)),
  );
  await smtp?.close();
  await database?.close();
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

async function startWorker(schemaUrl: string, smtpUrl: string) {
  const worker = spawn(process.execPath, [child], {
    env: { ...process.env, DATABASE_URL: schemaUrl, SMTP_URL: smtpUrl, LEASE_MS: '4000', BATCH_SIZE: '20' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(worker);
  const [line] = (await once(worker.stdout!, 'data')) as [Buffer];
  expect(line.toString()).toContain('ready');
  return worker;
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(url)('outbox workers in two processes on one PostgreSQL', () => {
  it('deliver 200 due reminders exactly once, also across a SIGKILL and restart', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const schemaUrl = new URL(url!);
    schemaUrl.searchParams.set('options', `-c search_path=${schema},public`);
    database = await openPostgres(url!, { searchPath: schema, max: 4 });
    await migrateDatabase(database, { migrationsSchema: schema });
    const { db } = database;
    smtp = await startSmtpServer({ parse: false });
    const sentOf = async (businessId: string) =>
      (
        await db
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.businessId, businessId), eq(outbox.status, 'sent')))
      )[0]!.n;
    const duplicates = () => [...smtp!.countsById().values()].filter((n) => n > 1).length;

    // Two workers, 200 due reminders.
    const first = await seedDueReminders(db, 200);
    const a = await startWorker(schemaUrl.toString(), smtp.url);
    await startWorker(schemaUrl.toString(), smtp.url);
    await until(async () => (await sentOf(first)) === 200, 60_000);
    expect(smtp.count()).toBe(200);
    expect(smtp.countsById().size).toBe(200);
    expect(duplicates()).toBe(0);

    // 200 more; once some are delivered the server stops answering, one worker is killed while it waits for the
    // answers to its sends, and a new one starts. The killed worker's rows are claimed again when its lease ends.
    const second = await seedDueReminders(db, 200);
    await until(async () => smtp!.count() >= 260, 60_000);
    smtp.hold();
    await new Promise((r) => setTimeout(r, 500));
    a.kill('SIGKILL');
    await once(a, 'exit');
    await new Promise((r) => setTimeout(r, 200));
    smtp.release();
    await startWorker(schemaUrl.toString(), smtp.url);
    await until(async () => (await sentOf(second)) === 200, 60_000);
    expect(smtp.count()).toBe(400);
    expect(smtp.countsById().size).toBe(400);
    expect(duplicates()).toBe(0);
    const left = await db.select().from(outbox).where(eq(outbox.status, 'queued'));
    expect(left).toHaveLength(0);
  });
});
