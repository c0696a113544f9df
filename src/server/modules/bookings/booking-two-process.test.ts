// Two app processes on one PostgreSQL race for one slot: the database, not process memory, keeps the promise
// that a staff member is never double-booked.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { nextWeekday } from '#server/test/factories.ts';

const url = process.env.DATABASE_URL;
const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
const schema = `two_process_${process.pid}`;
const ports = [5711, 5712];
const children: ChildProcess[] = [];

async function waitForHealth(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`app on port ${port} did not start`);
}

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(null)))),
  );
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

describe.runIf(url)('two app processes on one PostgreSQL', () => {
  it('give one slot to exactly one of 50 concurrent customers', { timeout: 120_000 }, async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const schemaUrl = new URL(url!);
    schemaUrl.searchParams.set('options', `-c search_path=${schema},public`);

    // The first process migrates and seeds the demo shop; the second joins the same database afterwards.
    for (const [i, port] of ports.entries()) {
      const child = spawn(process.execPath, [main], {
        env: {
          ...process.env,
          DATABASE_URL: schemaUrl.toString(),
          PORT: String(port),
          HOST: '127.0.0.1',
          DEMO_SEED: i === 0 ? 'on' : 'off',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      children.push(child);
      await waitForHealth(port);
    }

    const base = `http://127.0.0.1:${ports[0]}`;
    const services = (await (await fetch(`${base}/api/businesses/demo/services`)).json()) as Array<{
      id: string;
      duration: number;
    }>;
    const service = services.find((s) => s.duration === 30)!;
    const team = (await (await fetch(`${base}/api/businesses/demo/team-members`)).json()) as Array<{
      id: string;
    }>;
    // Past the seeded week, on a Wednesday, at a time the seed leaves free.
    const date = nextWeekday(3, 'America/New_York', 9);
    const body = (n: number) =>
      JSON.stringify({
        businessSlug: 'demo',
        serviceId: service.id,
        teamMemberId: team[0]!.id,
        appointmentDate: `${date}T12:00:00`,
        clientData: { firstName: 'Racer', lastName: String(n), phone: `555-010-${String(1000 + n)}` },
      });

    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const res = await fetch(`http://127.0.0.1:${ports[n % 2]}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body(n),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const check = new pg.Client({ connectionString: schemaUrl.toString() });
    await check.connect();
    const { rows } = await check.query<{ n: string }>(
      "select count(*) as n from bookings where team_member_id = $1 and status in ('confirmed','pending') and appointment_date::date >= $2::date",
      [team[0]!.id, date],
    );
    await check.end();
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
