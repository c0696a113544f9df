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

  // Decision 043: two new services each performed by one member, so 'Any staff' shares a visit of both between them.
  it('never double-books a member when visits shared between members race across processes', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async () => {
    const apps = await startAppProcesses({
      databaseUrl: url!,
      schema: `two_process_shared_${process.pid}`,
      count: 2,
    });
    const previous = stop;
    stop = async () => {
      await previous?.();
      await apps.stop();
    };
    const base = apps.bases[0]!;
    const team = (await (await fetch(`${base}/api/businesses/demo/team-members`)).json()) as Array<{
      id: string;
    }>;
    const db = new pg.Client({ connectionString: apps.databaseUrl });
    await db.connect();
    const { rows: made } = await db.query<{ id: string }>(
      `with biz as (update businesses set booking_rules = coalesce(booking_rules, '{}') || '{"shareVisits": true}'
          where slug = 'demo'
          returning id),
        s as (insert into services (id, business_id, name, price, duration)
          select gen_random_uuid(), id, n, 20, 30 from biz, unnest(array['Race cut', 'Race trim']) n returning id, name)
      select id from s order by name`,
    );
    const [cut, trim] = made.map((row) => row.id) as [string, string];
    await db.query(
      `insert into team_member_services (business_id, team_member_id, service_id)
        select business_id, m, s from services, (values ($1::uuid, $2::uuid), ($3::uuid, $4::uuid)) v(m, s)
        where services.id = s`,
      [team[0]!.id, cut, team[1]!.id, trim],
    );
    const date = nextWeekday(3, 'America/New_York', 9);
    // Cut then trim at 12:00 takes the first member, then the second; trim then cut at 11:30 or 12:30 takes them in
    // the other order, each overlapping the 12:00 visit on one member.
    const starts = [
      ['12:00', [cut, trim]],
      ['11:30', [trim, cut]],
      ['12:30', [trim, cut]],
    ] as const;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, n) => {
        const [time, services] = starts[n % 3]!;
        const res = await fetch(`${apps.bases[n % 2]}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            businessSlug: 'demo',
            serviceId: services[0],
            extraServiceIds: [services[1]],
            appointmentDate: `${date}T${time}:00`,
            clientData: { firstName: 'Sharer', lastName: String(n), phone: `555-011-${String(1000 + n)}` },
          }),
        });
        return res.status;
      }),
    );
    expect(
      statuses.every((status) => status === 201 || status === 409),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    const { rows: overlaps } = await db.query(
      `with spans as (
          select b.team_member_id as member, b.id as booking,
            tstzrange(b.appointment_date, coalesce(b.member_ends_at, b.ends_at), '[)') as span
          from bookings b where b.status in ('confirmed', 'pending', 'pending_payment', 'held')
          union all
          select p.team_member_id, p.booking_id, tstzrange(p.starts_at, p.ends_at, '[)') from booking_services p
          where p.live
        )
      select x.member from spans x join spans y on x.member = y.member and x.booking < y.booking and x.span && y.span`,
    );
    const { rows: shared } = await db.query(
      "select id from bookings where member_ends_at is not null and status = 'confirmed'",
    );
    await db.end();
    expect(overlaps).toEqual([]);
    expect(shared.length).toBe(statuses.filter((status) => status === 201).length);
  });
});
