// Scheduling targets (issue 4), on PostgreSQL: availability latency and throughput against a bare node:http
// server, availability scaling from 1,000 to 1,000,000 bookings in the table, and booking creation on distinct
// slots against a bare server inserting one booking-shaped row per request with the same driver (with a chosen
// member, floor 0.33; with 'Any staff', floor 0.2).
import pg from 'pg';
import { createBusiness, creationRequests, fillBookings, ROUND_THE_CLOCK, SALON, TZ } from './booking-kit.ts';
import {
  freePort,
  freshPgSchema,
  load,
  ratioLine,
  START_ARGS,
  startProcess,
  stopProcess,
  waitForOk,
} from './lib.ts';

const APP_PORT = await freePort();
const BASE_PORT = await freePort();
const app = `http://127.0.0.1:${APP_PORT}`;
const schema = await freshPgSchema('booking');
const db = new pg.Client({ connectionString: schema.url });

try {
  await db.connect();
  const appProcess = startProcess(START_ARGS, {
    PORT: APP_PORT,
    DATABASE_URL: schema.url,
    DEMO_SEED: 'off',
  });
  await waitForOk(`${app}/api/health`, 180_000);

  const target = await createBusiness(db, 'bench-target', 3, SALON);
  // The measured day (3 days ahead) carries 8 bookings per staff member; ~1,000 rows in the table in all.
  await fillBookings(db, target, 3, 1, 8);
  const other = await createBusiness(db, 'bench-other', 10, SALON);
  await fillBookings(db, other, -40, 30, 3);
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
  const availabilityUrl = `${app}/api/businesses/bench-target/availability?serviceId=${target.serviceId}&from=${day}&days=1`;
  const count = async () => Number((await db.query('select count(*) from bookings')).rows[0].count);

  const baseline = startProcess(['bench/baseline-server.ts', 'constant'], { PORT: BASE_PORT });
  await waitForOk(`http://127.0.0.1:${BASE_PORT}/`);
  const bare = await load({ url: `http://127.0.0.1:${BASE_PORT}/`, connections: 20 });
  await stopProcess(baseline);
  const sample = (await (await fetch(availabilityUrl)).json()) as {
    dates: Array<{ slots: Array<{ available: boolean }> }>;
  };
  const slots = sample.dates[0]?.slots ?? [];
  console.log(
    `the measured day (${day}, 09:00–18:00, 30-minute steps): ${slots.length} slots, ${slots.filter((x) => x.available).length} available`,
  );
  const small = await load({ url: availabilityUrl, connections: 20 });
  console.log(
    `availability (1 service, 1 day, 3 staff), ${await count()} bookings in the table: p50 ${small.p50} ms, p99 ${small.p99} ms at 20 connections (target p99 < 25) ${small.p99 < 25 ? 'OK' : 'ABOVE TARGET'}`,
  );
  console.log(ratioLine('availability req/s vs bare node:http constant JSON', small.rps, bare.rps, 0));

  // Grow the table to ~1,000,000 bookings on other days and another business, then measure the same day again.
  const big = await createBusiness(db, 'bench-big', 100, SALON);
  await fillBookings(db, big, -500, 1000, 10);
  await db.query('analyze bookings');
  const large = await load({ url: availabilityUrl, connections: 20 });
  const rows = await count();
  const scaling = large.p50 / Math.max(small.p50, 0.01);
  console.log(
    `availability with ${rows} bookings: p50 ${large.p50} ms, p99 ${large.p99} ms; latency ratio (p50) large/small ${scaling.toFixed(2)} (target ≤ 1.3) ${scaling <= 1.3 ? 'OK' : 'ABOVE TARGET'}`,
  );

  // Booking creation on distinct slots, first with the member chosen by the customer, then with 'Any staff'.
  const creator = await createBusiness(db, 'bench-create', 10, ROUND_THE_CLOCK);
  const anyStaff = await createBusiness(db, 'bench-create-any', 10, ROUND_THE_CLOCK);
  const creation = await load({
    url: app,
    connections: 10,
    requests: creationRequests(creator, 'bench-create', true),
  });
  const anyStaffCreation = await load({
    url: app,
    connections: 10,
    requests: creationRequests(anyStaff, 'bench-create-any', false),
  });
  await stopProcess(appProcess);

  await db.query('create table bare_bookings (like bookings including defaults)');
  const bareInsert = startProcess(['bench/baseline-server.ts', 'insert'], {
    PORT: BASE_PORT,
    DATABASE_URL: schema.url,
  });
  await waitForOk(`http://127.0.0.1:${BASE_PORT}/health`);
  const bareCreation = await load({
    url: `http://127.0.0.1:${BASE_PORT}/`,
    connections: 10,
    method: 'POST',
    body: '{}',
  });
  await stopProcess(bareInsert);
  for (const run of [creation, anyStaffCreation]) {
    if (run.non2xx) console.log(`warning: ${run.non2xx} booking requests were refused`);
  }
  console.log(
    ratioLine('booking creation req/s vs bare node:http single insert', creation.rps, bareCreation.rps, 0.33),
  );
  console.log(
    ratioLine(
      "booking creation with 'Any staff' vs the same bare insert",
      anyStaffCreation.rps,
      bareCreation.rps,
      0.2,
    ),
  );
} finally {
  await db.end().catch(() => {});
  await schema.drop();
}
