// Visits target (issue 31, decision 037), on PostgreSQL: the availability of a visit of three services that share a
// resource (a room of two units every one of them needs, half its day held), against the availability of one of those
// services alone, measured in turns in the same run at 20 connections: p99 at most 2× the single service's.
// `npm run bench -- visits`.

import pg from 'pg';
import { createBusiness, fillBookings, SALON, TZ } from './booking-kit.ts';
import { freePort, freshPgSchema, load, START_ARGS, startProcess, stopProcess, waitForOk } from './lib.ts';

const TARGET_RATIO = 2;
const APP_PORT = await freePort();
const app = `http://127.0.0.1:${APP_PORT}`;
const schema = await freshPgSchema('visits');
const db = new pg.Client({ connectionString: schema.url });

try {
  await db.connect();
  const appProcess = startProcess(START_ARGS, {
    PORT: APP_PORT,
    DATABASE_URL: schema.url,
    DEMO_SEED: 'off',
  });
  await waitForOk(`${app}/api/health`, 180_000);
  const business = await createBusiness(db, 'bench-visits', 3, SALON);
  const { businessId } = business;
  // Two more services every member performs, and a room of two units all three need.
  const more = await db.query<{ id: string }>(
    `insert into services (id, business_id, name, price, duration)
     values (gen_random_uuid(), $1, 'Beard trim', 15, 15), (gen_random_uuid(), $1, 'Colour', 60, 45) returning id`,
    [businessId],
  );
  const serviceIds = [business.serviceId, ...more.rows.map((row) => row.id)];
  await db.query(
    `insert into team_member_services (business_id, team_member_id, service_id)
     select $1, m, s from unnest($2::uuid[]) m, unnest($3::uuid[]) s where s <> $4`,
    [businessId, business.staffIds, serviceIds, business.serviceId],
  );
  const room = await db.query<{ id: string }>(
    `insert into resources (id, business_id, name, quantity) values (gen_random_uuid(), $1, 'Room', 2) returning id`,
    [businessId],
  );
  await db.query(
    `insert into service_resources (business_id, service_id, resource_id) select $1, s, $2 from unnest($3::uuid[]) s`,
    [businessId, room.rows[0]!.id, serviceIds],
  );
  // The measured day carries 8 bookings per member; every other one of them holds a unit of the room.
  await fillBookings(db, business, 3, 1, 8);
  await db.query(
    `insert into booking_resources (booking_id, business_id, resource_id, unit, starts_at, ends_at, live)
     select id, business_id, $2, 1 + (row_number() over (order by appointment_date, id) % 2)::int, appointment_date,
       ends_at, true
     from (select * from bookings where business_id = $1 order by appointment_date, id) b
     where (extract(minute from appointment_date)::int / 15) % 2 = 0
     on conflict do nothing`,
    [businessId, room.rows[0]!.id],
  );
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
  const base = `${app}/api/businesses/bench-visits/availability?from=${day}&days=1&serviceId=${business.serviceId}`;
  const visitUrl = `${base}&extraServiceIds=${serviceIds.slice(1).join(',')}`;
  const count = async (url: string) => {
    const body = (await (await fetch(url)).json()) as {
      dates: Array<{ slots: Array<{ available: boolean }> }>;
    };
    const slots = body.dates[0]?.slots ?? [];
    return `${slots.filter((slot) => slot.available).length} of ${slots.length}`;
  };
  console.log(
    `the measured day (${day}): single service ${await count(base)} slots free, visit ${await count(visitUrl)}`,
  );
  const single: number[] = [];
  const visit: number[] = [];
  for (let round = 0; round < 3; round++) {
    single.push((await load({ url: base, connections: 20 })).p99);
    visit.push((await load({ url: visitUrl, connections: 20 })).p99);
  }
  const ratio = Math.min(...visit) / Math.max(Math.min(...single), 0.01);
  console.log(
    `availability p99 at 20 connections, in turns: 1 service ${single.join(', ')} ms; a 3-service visit with a shared room ${visit.join(', ')} ms; best visit/best single ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'OK' : 'ABOVE TARGET'}`,
  );
  await stopProcess(appProcess);
  if (ratio > TARGET_RATIO) process.exitCode = 1;
} finally {
  await db.end();
  await schema.drop();
}
