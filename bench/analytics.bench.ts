// Analytics targets (issue 5): GET /api/analytics/dashboard p99 < 50 ms and GET /api/analytics/overview?period=1y
// p99 < 200 ms at 10 connections for a business with 100,000 bookings over 3 years, on PostgreSQL; each printed
// with its ratio to the same endpoint for a business with 1,000 bookings, measured in the same run.
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { freePort, freshPgSchema, load, startProcess, stopProcess, waitForOk } from './lib.ts';

const APP_PORT = await freePort();
const appUrl = `http://127.0.0.1:${APP_PORT}`;

type Owner = { label: string; bookings: number; clients: number; cookie: string; userId: string };

async function register(label: string): Promise<Omit<Owner, 'bookings' | 'clients'>> {
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: label,
      email: `bench-${label}-${Date.now()}@example.com`,
      password: 'secret123',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  return { label, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, userId: user.id };
}

/**
 * One business with `bookings` bookings spread evenly over the 3 years up to 30 days from now, across 5 services,
 * 10 staff (never overlapping) and `clients` clients: past ones mostly completed (half of those paid, some with a
 * tip), some cancelled or no-shows; future ones confirmed or pending. Plus one review per 20 bookings.
 * Everything goes through the normal tables, so the triggers fill the day totals as they would in production.
 */
async function seedBusiness(client: pg.Client, owner: Owner) {
  const params = [owner.userId, `bench-${owner.label}`, owner.bookings, owner.clients];
  await client.query('BEGIN');
  await client.query(
    `insert into businesses (id, user_id, name, slug, timezone)
     values (gen_random_uuid(), $1, 'Bench ' || $2, $2, 'America/New_York')`,
    params.slice(0, 2),
  );
  const biz = `(select id from businesses where user_id = $1)`;
  await client.query(
    `insert into services (id, business_id, name, price, duration, display_order)
     select gen_random_uuid(), ${biz}, 'Service ' || g, (array[25, 35, 45, 60, 80])[g], 30, g
     from generate_series(1, 5) g`,
    [owner.userId],
  );
  await client.query(
    `insert into team_members (id, business_id, name, display_order)
     select gen_random_uuid(), ${biz}, 'Staff ' || g, g from generate_series(1, 10) g`,
    [owner.userId],
  );
  await client.query(
    `insert into clients (id, business_id, first_name, last_name, phone, phone_normalized, created_at)
     select gen_random_uuid(), ${biz}, 'Client', 'N' || g, '555' || lpad(g::text, 7, '0'),
       '+1555' || lpad(g::text, 7, '0'), now() - interval '3 years' + g * (interval '3 years' / $2)
     from generate_series(1, $2::int) g`,
    [owner.userId, owner.clients],
  );
  await client.query(
    `with s as (select id, price, row_number() over (order by display_order) - 1 as k from services
                where business_id = ${biz}),
       t as (select id, row_number() over (order by display_order) - 1 as k from team_members
             where business_id = ${biz}),
       c as (select id, row_number() over (order by created_at) - 1 as k from clients where business_id = ${biz}),
       g as (select i, date_trunc('minute', now() - interval '3 years' + interval '30 days'
                                  + i * (interval '3 years' / $2)) as at
             from generate_series(0, $2::int - 1) i)
     insert into bookings (id, business_id, service_id, client_id, team_member_id, appointment_date, ends_at,
                           duration_minutes, price, status, created_at)
     select gen_random_uuid(), ${biz}, s.id, c.id, t.id, g.at, g.at + interval '30 minutes', 30, s.price,
       case when g.at > now() then (case when g.i % 10 = 0 then 'pending' else 'confirmed' end)
            when g.i % 25 = 0 then 'cancelled' when g.i % 27 = 0 then 'no_show'
            when g.i % 31 = 0 then 'confirmed' else 'completed' end,
       g.at - interval '3 days'
     from g join s on s.k = g.i % 5 join t on t.k = g.i % 10 join c on c.k = (g.i * 7) % $3`,
    [owner.userId, owner.bookings, owner.clients],
  );
  await client.query(
    `insert into payment_transactions (id, business_id, booking_id, amount, created_at)
     select gen_random_uuid(), b.business_id, b.id, b.price + (case when abs(hashtext(b.id::text)) % 10 < 3 then 5 else 0 end),
       b.appointment_date
     from bookings b where b.business_id = ${biz} and b.status = 'completed' and hashtext(b.id::text) % 2 = 0`,
    [owner.userId],
  );
  await client.query(
    `insert into reviews (id, business_id, client_name, rating, created_at)
     select gen_random_uuid(), ${biz}, 'Client', 1 + (g % 5), now() - g * interval '1 hour'
     from generate_series(1, $2::int / 20) g`,
    [owner.userId, owner.bookings],
  );
  await client.query('COMMIT');
}

const schema = await freshPgSchema('analytics');
let app: ReturnType<typeof startProcess> | undefined;
try {
  // The server itself (what scripts/start.ts runs after building the client): the API needs no client build.
  app = startProcess(['src/server/main.ts'], { PORT: APP_PORT, DATABASE_URL: schema.url, DEMO_SEED: 'off' });
  await waitForOk(`${appUrl}/api/health`, 120_000);

  const owners: Owner[] = [
    { ...(await register('large')), bookings: 100_000, clients: 2_000 },
    { ...(await register('small')), bookings: 1_000, clients: 100 },
  ];
  const db = new pg.Client({ connectionString: schema.url });
  await db.connect();
  const seeding = performance.now();
  for (const owner of owners) await seedBusiness(db, owner);
  await db.query('VACUUM ANALYZE');
  const counts = await db.query<{ n: number }>(
    `select count(*)::int as n from bookings b join businesses z on z.id = b.business_id group by z.slug order by 1 desc`,
  );
  await db.end();
  console.log(
    `seeded ${counts.rows.map((r) => r.n).join(' and ')} bookings in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  // Latency here is mostly queueing for CPU: say how busy the machine was, so a reader can judge the figures.
  console.log(
    `machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  // Floor: the session check every owner request pays, on the same server in the same run.
  const floor = await load({
    url: `${appUrl}/api/auth/user`,
    method: 'GET',
    headers: { cookie: owners[0]!.cookie },
    connections: 10,
    duration: 10,
  });
  console.log(
    `baseline GET /api/auth/user at 10 connections: p99 ${floor.p99} ms (p50 ${floor.p50} ms, ${floor.rps.toFixed(0)} req/s)`,
  );
  const targets = [
    { path: '/api/analytics/dashboard', targetP99: 50 },
    { path: '/api/analytics/overview?period=1y', targetP99: 200 },
  ];
  for (const { path, targetP99 } of targets) {
    const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const owner of owners) {
      const headers = { cookie: owner.cookie };
      const check = await fetch(`${appUrl}${path}`, { headers });
      if (!check.ok) throw new Error(`${path} for ${owner.label}: ${check.status} ${await check.text()}`);
      await load({ url: `${appUrl}${path}`, method: 'GET', headers, duration: 2 }); // warm-up
      results[owner.label] = await load({
        url: `${appUrl}${path}`,
        method: 'GET',
        headers,
        connections: 10,
        duration: 10,
      });
    }
    const large = results.large!;
    const small = results.small!;
    for (const [label, r] of Object.entries(results)) {
      if (r.non2xx || r.errors)
        console.log(`warning: ${label} ${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    }
    const verdict = large.p99 < targetP99 ? 'OK' : 'ABOVE TARGET';
    console.log(
      `GET ${path} at 10 connections: 100k bookings p99 ${large.p99} ms (p50 ${large.p50} ms, ` +
        `${large.rps.toFixed(0)} req/s); 1k bookings p99 ${small.p99} ms (p50 ${small.p50} ms, ` +
        `${small.rps.toFixed(0)} req/s) → p99 ratio 100k/1k ${(large.p99 / Math.max(small.p99, 1)).toFixed(2)}; ` +
        `target p99 < ${targetP99} ms ${verdict}`,
    );
  }
} finally {
  if (app) await stopProcess(app);
  await schema.drop();
}
