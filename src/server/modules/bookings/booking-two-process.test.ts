// Two app processes on one PostgreSQL race for one slot: the database, not process memory, keeps the promise
// that a staff member is never double-booked.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT, startAppProcesses } from '#server/test/app-processes.ts';
import { nextWeekday } from '#server/test/factories.ts';

const url = process.env.DATABASE_URL;
let stop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stop?.();
});

describe.runIf(url)('two app processes on one PostgreSQL', () => {
  it('give one slot to exactly one of 50 concurrent customers', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async () => {
    const apps = await startAppProcesses({
      databaseUrl: url!,
      schema: `two_process_${process.pid}`,
      count: 2,
    });
    stop = apps.stop;
    const base = apps.bases[0]!;
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
        const res = await fetch(`${apps.bases[n % 2]}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body(n),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const check = new pg.Client({ connectionString: apps.databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ n: string }>(
      "select count(*) as n from bookings where team_member_id = $1 and status in ('confirmed','pending') and appointment_date::date >= $2::date",
      [team[0]!.id, date],
    );
    await check.end();
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
