// Two app processes on one PostgreSQL race for the last seats of a class session: the database, not process
// memory, gives away exactly the seats there are (decision 036).
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
  it('give the last 3 seats of a class to exactly 3 of 50 concurrent customers', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async () => {
    const apps = await startAppProcesses({
      databaseUrl: url!,
      schema: `class_two_process_${process.pid}`,
      count: 2,
    });
    stop = apps.stop;
    const base = apps.bases[0]!;
    const services = (await (await fetch(`${base}/api/businesses/demo/services`)).json()) as Array<{
      id: string;
    }>;
    const team = (await (await fetch(`${base}/api/businesses/demo/team-members`)).json()) as Array<{
      id: string;
    }>;
    const serviceId = services[0]!.id;
    // Past the seeded week, on a Thursday at 07:00 local time (before the demo shop opens: nobody is booked).
    const date = nextWeekday(4, 'America/New_York', 9);
    const db = new pg.Client({ connectionString: apps.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      `with s as (update services set class_capacity = 10, class_max_seats = 4 where id = $1 returning business_id)
      insert into class_sessions (id, business_id, service_id, team_member_id, starts_at, ends_at, duration_minutes,
        capacity, seats_taken)
      select gen_random_uuid(), business_id, $1, $2, ($3::date + time '07:00') at time zone 'America/New_York',
        ($3::date + time '08:00') at time zone 'America/New_York', 60, 10, 0 from s
      returning id`,
      [serviceId, team[0]!.id, date],
    );
    const sessionId = rows[0]!.id;
    const body = (n: number, seats: number) =>
      JSON.stringify({
        businessSlug: 'demo',
        serviceId,
        classSessionId: sessionId,
        seats,
        appointmentDate: `${date}T07:00:00`,
        clientData: { firstName: 'Racer', lastName: String(n), phone: `555-070-${String(1000 + n)}` },
      });
    const post = (n: number, seats: number) =>
      fetch(`${apps.bases[n % 2]}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(n, seats),
      });
    // 7 of the 10 seats go first, then 50 customers race for the last 3.
    for (const [n, seats] of [
      [1, 4],
      [2, 3],
    ] as const)
      expect((await post(n, seats)).status).toBe(201);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => (await post(100 + n, 1)).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);

    const check = await db.query<{ taken: number; counted: number }>(
      `select seats_taken::int as taken, (select coalesce(sum(seats), 0)::int from bookings
        where class_session_id = $1 and status = 'confirmed') as counted from class_sessions where id = $1`,
      [sessionId],
    );
    await db.end();
    expect(check.rows[0]).toEqual({ taken: 10, counted: 10 });
  });
});
