// Issue 27's target, on PostgreSQL: availability p99 when every member has a connected calendar of 500 events stays
// within 10% of the same request without calendars, measured in one run. Two identical salons (3 staff, 8 bookings
// each on the measured day); one salon's members each connect an .ics of 500 events served by a local server and
// read by the app's own background sync. The two are then loaded together, so both share the machine's noise.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { secretBox } from '#server/platform/secret-box.ts';
import { createBusiness, fillBookings, SALON, TZ } from './booking-kit.ts';
import { freePort, freshPgSchema, START_ARGS, startProcess, stopProcess, waitForOk } from './lib.ts';

const EVENTS_PER_CALENDAR = 500;
const CONNECTIONS = 20;
const DURATION_MS = 30_000;
const TARGET = 1.1;

const APP_PORT = await freePort();
const app = `http://127.0.0.1:${APP_PORT}`;
const schema = await freshPgSchema('booking_calendars');
const db = new pg.Client({ connectionString: schema.url });
const key = Buffer.alloc(32, 7);

/** 500 events from today on, two a day (mornings and afternoons, 30 to 90 minutes), a few weekly ones among them. */
function calendarOf(member: number): string {
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace('.000', '');
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const events: string[] = [];
  for (let i = 0; i < EVENTS_PER_CALENDAR; i++) {
    const day = today + Math.floor(i / 2) * 86_400_000;
    const start = day + (i % 2 === 0 ? 15 : 19) * 3_600_000 + ((i * 7 + member * 13) % 4) * 30 * 60_000;
    const minutes = 30 + ((i + member) % 3) * 30;
    events.push(
      [
        'BEGIN:VEVENT',
        `UID:bench-${member}-${i}@bench`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${stamp(start)}`,
        `DTEND:${stamp(start + minutes * 60_000)}`,
        ...(i % 50 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=12'] : []),
        ...(i % 10 === 5 ? ['TRANSP:TRANSPARENT'] : []),
        'SUMMARY:Busy',
        'END:VEVENT',
      ].join('\r\n'),
    );
  }
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}

type Latencies = { p50: number; p99: number; count: number; errors: number };

/** CONNECTIONS loops for `ms`, each sending the two URLs in turn; the latencies of each URL. */
async function interleaved(urls: readonly [string, string], ms: number): Promise<Latencies[]> {
  const seen: number[][] = [[], []];
  const errors = [0, 0];
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let i = connection; Date.now() < end; i++) {
        const which = i % 2;
        const started = performance.now();
        const res = await fetch(urls[which]!);
        await res.arrayBuffer();
        seen[which]!.push(performance.now() - started);
        if (!res.ok) errors[which]!++;
      }
    }),
  );
  return seen.map((values, which) => {
    const sorted = values.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { p50: at(0.5), p99: at(0.99), count: sorted.length, errors: errors[which]! };
  });
}

const calendars = new Map<string, string>();
const icsServer = createServer((req, res) => {
  const body = calendars.get(req.url ?? '');
  if (body) res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => icsServer.listen(0, '127.0.0.1', resolve));
const icsOrigin = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}`;

try {
  await db.connect();
  const appProcess = startProcess(START_ARGS, {
    PORT: APP_PORT,
    DATABASE_URL: schema.url,
    DEMO_SEED: 'off',
    TWO_FACTOR_KEY: key.toString('base64'),
    // The calendars are served on this machine.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  await waitForOk(`${app}/api/health`, 180_000);

  const plain = await createBusiness(db, 'bench-plain', 3, SALON);
  const connected = await createBusiness(db, 'bench-calendars', 3, SALON);
  for (const b of [plain, connected]) await fillBookings(db, b, 3, 1, 8);
  const box = secretBox(key);
  for (const [index, memberId] of connected.staffIds.entries()) {
    const path = `/member-${index}/basic.ics`;
    calendars.set(path, calendarOf(index));
    await db.query(
      `insert into calendar_connections (id, business_id, team_member_id, kind, secret_sealed, hint, next_sync_at)
       values (gen_random_uuid(), $1, $2, 'ics', $3, 'bench', now())`,
      [connected.businessId, memberId, box.seal(`${icsOrigin}${path}`)],
    );
  }
  // The app's background sync reads them (its first round is at start, then every 30 s).
  const deadline = Date.now() + 90_000;
  let synced = 0;
  while (Date.now() < deadline) {
    synced = Number(
      (await db.query('select count(*) from calendar_connections where last_synced_at is not null')).rows[0]
        .count,
    );
    if (synced === connected.staffIds.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (synced !== connected.staffIds.length) throw new Error(`only ${synced} calendars were read`);
  const stored = Number((await db.query('select count(*) from calendar_busy_intervals')).rows[0].count);
  await db.query('analyze');

  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
  const url = (slug: string, b: typeof plain) =>
    `${app}/api/businesses/${slug}/availability?serviceId=${b.serviceId}&from=${day}&days=1`;
  const free = async (slug: string, b: typeof plain) =>
    (
      (await (await fetch(url(slug, b))).json()) as { dates: Array<{ slots: Array<{ available: boolean }> }> }
    ).dates[0]!.slots.filter((s) => s.available).length;
  console.log(
    `${connected.staffIds.length} calendars of ${EVENTS_PER_CALENDAR} events read: ${stored} busy times stored; the measured day (${day}) offers ${await free('bench-plain', plain)} slots without calendars, ${await free('bench-calendars', connected)} with`,
  );

  // Both salons in the same seconds: every connection alternates the two requests, so the machine's noise (it is
  // shared) falls on both alike; latencies are kept per salon.
  const urls = [url('bench-plain', plain), url('bench-calendars', connected)] as const;
  await interleaved(urls, 2_000);
  const [without, withCalendars] = await interleaved(urls, DURATION_MS);
  await stopProcess(appProcess);
  const line = (label: string, r: Latencies) =>
    `availability ${label}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms over ${r.count} requests${r.errors ? `, ${r.errors} errors` : ''}`;
  console.log(line('without calendars', without!));
  console.log(line('every member with a 500-event calendar', withCalendars!));
  const ratio = withCalendars!.p99 / without!.p99;
  console.log(
    `availability p99 with calendars / without: ${ratio.toFixed(2)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'OK' : 'ABOVE TARGET'}`,
  );
} finally {
  icsServer.close();
  await db.end().catch(() => {});
  await schema.drop();
}
