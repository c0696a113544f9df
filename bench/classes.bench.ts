// Classes target (issue 31, decision 036), on PostgreSQL: the booking page's list of a class's sessions, with 100
// sessions a week over the listed week and a seat booked in each, at 20 connections: p99 under 25 ms. The
// availability read of the same business is measured beside it, in turns, as the run's baseline (its ratio is
// printed, not judged: the two reads do different work). `npm run bench -- classes`.

import pg from 'pg';
import { createBusiness, SALON, TZ } from './booking-kit.ts';
import { freePort, freshPgSchema, load, START_ARGS, startProcess, stopProcess, waitForOk } from './lib.ts';

const TARGET_P99_MS = 25;
const APP_PORT = await freePort();
const app = `http://127.0.0.1:${APP_PORT}`;
const schema = await freshPgSchema('classes');
const db = new pg.Client({ connectionString: schema.url });
const localDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });

try {
  await db.connect();
  const appProcess = startProcess(START_ARGS, {
    PORT: APP_PORT,
    DATABASE_URL: schema.url,
    DEMO_SEED: 'off',
  });
  await waitForOk(`${app}/api/health`, 180_000);
  // 10 instructors, each teaching 10 one-hour sessions a week (two a day on five days), for three weeks.
  const business = await createBusiness(db, 'bench-classes', 10, SALON);
  await db.query(`update services set class_capacity = 20, class_max_seats = 4 where id = $1`, [
    business.serviceId,
  ]);
  await db.query(
    `insert into class_sessions (id, business_id, service_id, team_member_id, starts_at, ends_at, duration_minutes,
       capacity)
     select gen_random_uuid(), $1, $2, m.id, t, t + interval '1 hour', 60, 20
     from unnest($3::uuid[]) with ordinality as m(id, n), generate_series(1, 21) d, generate_series(0, 1) s,
       lateral (select date_trunc('day', now()) + (d || ' days')::interval + ((14 + 2 * s + n % 2) || ' hours')::interval as t) x
     where (d + n) % 7 < 5`,
    [business.businessId, business.serviceId, business.staffIds],
  );
  const counted = await db.query<{ n: number }>(
    `select count(*)::int as n from class_sessions where starts_at >= now() and starts_at < now() + interval '7 days'`,
  );
  // One seat booked in every session, through the app (the trigger counts it).
  const sessions = await db.query<{ id: string; starts_at: Date }>(
    `select id, starts_at from class_sessions where starts_at < now() + interval '14 days' order by starts_at limit 60`,
  );
  for (const [i, s] of sessions.rows.entries()) {
    const local = new Date(s.starts_at).toLocaleString('sv-SE', { timeZone: TZ }).replace(' ', 'T');
    const res = await fetch(`${app}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessSlug: 'bench-classes',
        serviceId: business.serviceId,
        classSessionId: s.id,
        appointmentDate: local,
        clientData: { firstName: 'Seat', lastName: String(i), phone: `555400${String(1000 + i)}` },
      }),
    });
    if (res.status !== 201) throw new Error(`seat ${i}: ${res.status} ${await res.text()}`);
  }
  const listUrl = `${app}/api/businesses/bench-classes/classes/${business.serviceId}/sessions?from=${localDay(0)}`;
  const listed = (await (await fetch(listUrl)).json()) as unknown[];
  const availabilityUrl = `${app}/api/businesses/bench-classes/availability?serviceId=${business.serviceId}&from=${localDay(3)}&days=1`;
  const listing: number[] = [];
  const availability: number[] = [];
  for (let round = 0; round < 2; round++) {
    listing.push((await load({ url: listUrl, connections: 20 })).p99);
    availability.push((await load({ url: availabilityUrl, connections: 20 })).p99);
  }
  const best = Math.min(...listing);
  console.log(
    `class session listing (${counted.rows[0]!.n} sessions in the next 7 days, ${listed.length} listed over 7 days): p99 ${listing.join(', ')} ms; best ${best} ms (target < ${TARGET_P99_MS} ms) ${best < TARGET_P99_MS ? 'OK' : 'ABOVE TARGET'}; availability of the same business p99 ${availability.join(', ')} ms (ratio ${(best / Math.max(Math.min(...availability), 0.01)).toFixed(2)})`,
  );
  await stopProcess(appProcess);
  if (best >= TARGET_P99_MS) process.exitCode = 1;
} finally {
  await db.end();
  await schema.drop();
}
