// Load (issue 12): two app processes on one PostgreSQL, 50 connections for 60 s of the public booking flow
// (availability, then a booking of one of the free times shown; random services, days and times, 'Any staff' and
// chosen members). Targets: no errors but the expected 409s, no double booking (checked in SQL afterwards), every
// acknowledged booking in the table. p50/p99 per endpoint and the throughput as a ratio to a bare node:http server
// driven by the same client in the same run.
import { Agent, request } from 'node:http';
import pg from 'pg';
import { freePort, freshPgSchema, startProcess, stopProcess, waitForOk } from './lib.ts';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);
const BASELINE_S = 10;
const TZ = 'America/New_York';
const SLUG = 'bench-load';
const STAFF = 10;
// Open around the clock, 5-minute steps, no notice and a year ahead: a minute of bookings never fills the book,
// so every availability read has free times to choose from.
const RULES = { slotStepMinutes: 5, minNoticeMinutes: 0, bookingWindowDays: 365, bufferMinutes: 0 };
const SERVICES = [
  { name: 'Cut', duration: 30, price: 30 },
  { name: 'Colour', duration: 60, price: 80 },
  { name: 'Beard trim', duration: 15, price: 15 },
];

type Answer = { status: number; body: string; ms: number };

/** One HTTP request on a keep-alive agent; node:http rather than fetch, so the client spends little of the CPU. */
function send(agent: Agent, url: string, method: 'GET' | 'POST', body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/** `connections` loops of `step` until the deadline, spread evenly over `urls` (one keep-alive agent each). */
async function drive(
  urls: string[],
  connections: number,
  seconds: number,
  step: (url: string, agent: Agent) => Promise<void>,
) {
  const agents = urls.map(
    () => new Agent({ keepAlive: true, maxSockets: Math.ceil(connections / urls.length) }),
  );
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const which = i % urls.length;
      while (performance.now() < deadline) await step(urls[which]!, agents[which]!);
    }),
  );
  for (const agent of agents) agent.destroy();
}

async function createBusiness(db: pg.Client) {
  const owner = await db.query<{ id: string }>(
    `insert into users (id, email) values (gen_random_uuid(), $1) returning id`,
    [`${SLUG}@bench.example`],
  );
  const hours = JSON.stringify(
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isOpen: true,
      openTime: '00:00',
      closeTime: '24:00',
      breaks: [],
    })),
  );
  const business = await db.query<{ id: string }>(
    `insert into businesses (id, user_id, name, slug, timezone, business_hours, booking_rules)
     values (gen_random_uuid(), $1, 'Load bench', $2, $3, $4, $5) returning id`,
    [owner.rows[0]!.id, SLUG, TZ, hours, JSON.stringify(RULES)],
  );
  const businessId = business.rows[0]!.id;
  const services = await db.query<{ id: string }>(
    `insert into services (id, business_id, name, duration, price, display_order)
     select gen_random_uuid(), $1, s.name, s.duration, s.price, s.ord
     from unnest($2::text[], $3::int[], $4::numeric[]) with ordinality as s(name, duration, price, ord) returning id`,
    [businessId, SERVICES.map((s) => s.name), SERVICES.map((s) => s.duration), SERVICES.map((s) => s.price)],
  );
  const staff = await db.query<{ id: string }>(
    `insert into team_members (id, business_id, name, display_order)
     select gen_random_uuid(), $1, 'Staff ' || g, g from generate_series(1, $2::int) g returning id`,
    [businessId, STAFF],
  );
  // Each member performs every service but one (member i skips service i mod 3): 'Any staff' has a real choice.
  const performs = new Map<string, string[]>();
  for (const [s, service] of services.rows.entries()) {
    performs.set(
      service.id,
      staff.rows.filter((_, m) => m % services.rows.length !== s).map((member) => member.id),
    );
  }
  for (const [serviceId, members] of performs) {
    await db.query(
      `insert into team_member_services (business_id, team_member_id, service_id) select $1, m, $2 from unnest($3::uuid[]) m`,
      [businessId, serviceId, members],
    );
  }
  return { businessId, performs };
}

const schema = await freshPgSchema('load');
const db = new pg.Client({ connectionString: schema.url });
const apps: ReturnType<typeof startProcess>[] = [];
try {
  await db.connect();
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  // One after the other: the first applies the migrations, the second finds them applied.
  for (const port of ports) {
    apps.push(
      startProcess(['src/server/main.ts'], { PORT: port, DATABASE_URL: schema.url, DEMO_SEED: 'off' }),
    );
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 180_000);
  }
  const { businessId, performs } = await createBusiness(db);
  const serviceIds = [...performs.keys()];

  const latency = { availability: [] as number[], booking: [] as number[] };
  const counts = { booked: 0, taken: 0, noFreeTime: 0 };
  const errors: string[] = [];
  const today = Date.now();
  let n = 0;
  await drive(urls, CONNECTIONS, DURATION_S, async (url, agent) => {
    const serviceId = pick(serviceIds);
    const member = Math.random() < 0.5 ? undefined : pick(performs.get(serviceId)!);
    const date = new Date(today + (1 + Math.floor(Math.random() * 360)) * 86_400_000).toLocaleDateString(
      'en-CA',
      {
        timeZone: TZ,
      },
    );
    const query = `serviceId=${serviceId}&from=${date}&days=1${member ? `&teamMemberId=${member}` : ''}`;
    const shown = await send(agent, `${url}/api/businesses/${SLUG}/availability?${query}`, 'GET');
    latency.availability.push(shown.ms);
    if (shown.status !== 200) {
      errors.push(`availability ${shown.status} ${shown.body.slice(0, 200)}`);
      return;
    }
    const { dates } = JSON.parse(shown.body) as {
      dates: Array<{ slots: Array<{ time: string; available: boolean }> }>;
    };
    const free = dates[0]?.slots.filter((slot) => slot.available) ?? [];
    if (free.length === 0) {
      counts.noFreeTime++;
      return;
    }
    const i = n++;
    const booked = await send(
      agent,
      `${url}/api/bookings`,
      'POST',
      JSON.stringify({
        businessSlug: SLUG,
        serviceId,
        teamMemberId: member,
        appointmentDate: `${date}T${pick(free).time}:00`,
        clientData: {
          firstName: 'Load',
          lastName: `Customer ${i}`,
          phone: `202${String(2_000_000 + (i % 7_000_000))}`,
        },
      }),
    );
    latency.booking.push(booked.ms);
    if (booked.status === 201) counts.booked++;
    else if (booked.status === 409) counts.taken++;
    else errors.push(`booking ${booked.status} ${booked.body.slice(0, 200)}`);
  });

  // The same client against a bare node:http server answering constant JSON: what this machine and client can do.
  const basePort = await freePort();
  const baseline = startProcess(['bench/baseline-server.ts', 'constant'], { PORT: basePort });
  const baseUrl = `http://127.0.0.1:${basePort}`;
  await waitForOk(`${baseUrl}/`);
  let bare = 0;
  await drive([baseUrl], CONNECTIONS, BASELINE_S, async (url, agent) => {
    if ((await send(agent, `${url}/`, 'GET')).status === 200) bare++;
  });
  await stopProcess(baseline);

  const { rows: overlaps } = await db.query<{ n: number }>(
    `select count(*)::int as n from bookings a join bookings b
       on a.team_member_id = b.team_member_id and a.id < b.id
      and tstzrange(a.appointment_date, a.ends_at, '[)') && tstzrange(b.appointment_date, b.ends_at, '[)')
     where a.status in ('confirmed', 'pending') and b.status in ('confirmed', 'pending')`,
  );
  const { rows: stored } = await db.query<{ n: number }>(
    'select count(*)::int as n from bookings where business_id = $1',
    [businessId],
  );
  const doubleBookings = overlaps[0]!.n;
  const kept = stored[0]!.n;

  console.log(
    `${CONNECTIONS} connections for ${DURATION_S} s over 2 app processes on one PostgreSQL: ${latency.availability.length} availability reads, ${latency.booking.length} booking attempts (${counts.booked} booked, ${counts.taken} taken: 409), ${counts.noFreeTime} days shown full`,
  );
  for (const [endpoint, samples] of Object.entries(latency)) {
    const sorted = samples.sort((a, b) => a - b);
    console.log(
      `${endpoint === 'availability' ? 'GET  /api/businesses/:slug/availability' : 'POST /api/bookings'}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
  }
  const flowRps = (latency.availability.length + latency.booking.length) / DURATION_S;
  const bareRps = bare / BASELINE_S;
  console.log(
    `throughput: ${flowRps.toFixed(0)} requests/s of the flow vs ${bareRps.toFixed(0)} requests/s of bare node:http (same client) → ratio ${(flowRps / bareRps).toFixed(3)}`,
  );
  for (const sample of new Set(errors.slice(0, 5))) console.log(`  error: ${sample}`);
  const ok = errors.length === 0 && doubleBookings === 0 && kept === counts.booked;
  console.log(
    `errors other than 409: ${errors.length}; double bookings (SQL): ${doubleBookings}; bookings in the table ${kept} of ${counts.booked} acknowledged ${ok ? 'OK' : 'BELOW TARGET'}`,
  );
} finally {
  for (const app of apps) await stopProcess(app);
  await db.end();
  await schema.drop();
}
