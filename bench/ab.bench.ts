// A/B of the booking write path, on PostgreSQL: public booking creation on distinct slots (as in booking.bench.ts),
// with a chosen member and with 'Any staff', by this checkout against another commit (AB_BEFORE; by default the
// last commit with the batching queue, the kept contexts and the schedule-version triggers), and by this checkout
// without the outbox's foreign keys. Each variant runs on its own fresh schema with its own server process (the
// API only, no outbox worker), and they are measured in turns so the machine's noise falls on all alike; the
// medians are compared. Decision 024 rests on these figures: keeping machinery needs a gain of 1.5× or more, and
// the foreign keys stay unless they cost more than 5%. Each turn also reads one day's public availability of a
// three-member salon (20 connections), for changes on the read path (decision 028: the shared request limits).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createBusiness, creationRequests, ROUND_THE_CLOCK, SALON, TZ } from './booking-kit.ts';
import {
  freePort,
  freshPgSchema,
  load,
  ratioLine,
  root,
  startProcess,
  stopProcess,
  waitForOk,
} from './lib.ts';

const BEFORE = process.env.AB_BEFORE ?? '43201e8';
// Five turns each: with three, the median still moved by ±0.1 between runs on this shared machine.
const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);

/** A checkout of `commit` in a temporary folder, using this checkout's node_modules. */
function checkout(commit: string) {
  const dir = mkdtempSync(join(tmpdir(), `bookwell-${commit}-`));
  execSync(`git archive ${commit} | tar -x -C ${dir}`, { cwd: root, shell: '/bin/bash' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

type Rates = { chosen: number[]; any: number[]; availability: number[]; availabilityP99: number[] };

async function startVariant(name: string, dir: string, afterStart?: string) {
  const schema = await freshPgSchema(`ab_${name}`);
  const port = await freePort();
  const server = startProcess(
    ['src/server/main.ts'],
    { PORT: port, DATABASE_URL: schema.url, DEMO_SEED: 'off', OUTBOX_WORKER: 'off' },
    dir,
  );
  await waitForOk(`http://127.0.0.1:${port}/api/health`, 180_000);
  const db = new pg.Client({ connectionString: schema.url });
  await db.connect();
  if (afterStart) await db.query(afterStart);
  const salon = await createBusiness(db, 'bench-ab-salon', 3, SALON);
  const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
  const availabilityUrl = `http://127.0.0.1:${port}/api/businesses/bench-ab-salon/availability?serviceId=${salon.serviceId}&from=${day}&days=1`;
  const rates: Rates = { chosen: [], any: [], availability: [], availabilityP99: [] };
  let refused = 0;
  let runs = 0;
  const measure = async (chooseMember: boolean) => {
    // A business of its own per run, so every run books the same days from the same first slot.
    const slug = `bench-ab-${runs++}`;
    const business = await createBusiness(db, slug, 10, ROUND_THE_CLOCK);
    const requests = creationRequests(business, slug, chooseMember);
    const result = await load({ url: `http://127.0.0.1:${port}`, connections: 10, requests });
    refused += result.non2xx + result.errors;
    if (chooseMember) {
      const read = await load({ url: availabilityUrl, connections: 20, duration: 5 });
      refused += read.non2xx + read.errors;
      rates.availability.push(read.okPerSecond);
      rates.availabilityP99.push(read.p99);
    }
    return result.okPerSecond;
  };
  return {
    name,
    rates,
    refused: () => refused,
    async run() {
      rates.chosen.push(await measure(true));
      rates.any.push(await measure(false));
    },
    async stop() {
      await db.end();
      await stopProcess(server);
      await schema.drop();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const beforeDir = checkout(BEFORE);
const variants = [
  await startVariant('before', beforeDir),
  await startVariant('now', root),
  await startVariant(
    'nofk',
    root,
    `alter table outbox drop constraint outbox_booking_id_bookings_id_fk;
     alter table outbox drop constraint outbox_user_id_users_id_fk`,
  ),
];
const label: Record<string, string> = {
  before: `before (${BEFORE})`,
  now: 'this checkout',
  nofk: 'this checkout without the outbox foreign keys',
};
try {
  // A first run each warms the JIT and the prepared statements; it is not counted.
  for (const v of variants) {
    await v.run();
    for (const values of Object.values(v.rates)) values.length = 0;
  }
  for (let round = 0; round < ROUNDS; round++) for (const v of variants) await v.run();
  const [before, now, nofk] = variants as [(typeof variants)[0], (typeof variants)[0], (typeof variants)[0]];
  for (const v of variants) {
    const list = (values: number[]) =>
      `${values.map((r) => r.toFixed(0)).join(', ')} (median ${median(values).toFixed(0)})`;
    console.log(
      `${label[v.name]}: chosen member ${list(v.rates.chosen)}, 'Any staff' ${list(v.rates.any)} bookings/s; availability ${list(v.rates.availability)} req/s, p99 ${list(v.rates.availabilityP99)} ms${v.refused() ? `; ${v.refused()} refused or failed` : ''}`,
    );
  }
  // What the old machinery would have to gain to be kept: before/now at or above 1.5.
  for (const kind of ['chosen', 'any'] as const) {
    const gain = median(before.rates[kind]) / median(now.rates[kind]);
    console.log(
      `${kind === 'chosen' ? 'chosen member' : "'Any staff'"}: before/now ${gain.toFixed(2)} (machinery kept only at ≥ 1.5) ${gain >= 1.5 ? 'KEEP' : 'REMOVE'}`,
    );
  }
  console.log(
    ratioLine(
      'booking creation with the outbox foreign keys vs without',
      median(now.rates.chosen),
      median(nofk.rates.chosen),
      0.95,
    ),
  );
} finally {
  for (const v of variants) await v.stop();
  rmSync(beforeDir, { recursive: true, force: true });
}
