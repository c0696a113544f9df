// Issue 13's target "booking throughput within 10% with the outbox writes", on PostgreSQL: public booking creation
// (chosen member, distinct slots, as in booking.bench.ts) by this checkout against the code just before the booking
// statement began writing messages (BEFORE: the parent of 982bb6c, which added the confirmation, reminders and owner
// push to it). Each runs on its own fresh schema with its own server process (the API only, no client build), and
// the two are measured in turns so the machine's noise falls on both alike; the medians are compared. A third
// variant, the same code with the booking statement's `message` CTE cut out, shows what the outbox rows cost by
// themselves (decision 018).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createBusiness, creationRequests, ROUND_THE_CLOCK } from './booking-kit.ts';
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

const BEFORE = 'c6cb888';
// Five turns each: with three, the median still moved by ±0.1 between runs on this shared machine.
const ROUNDS = 5;

/** OUTBOX_COST_AFTER=<commit> measures that commit instead of this checkout (982bb6c: the outbox writes alone). */
const AFTER = process.env.OUTBOX_COST_AFTER;

/** A checkout of `commit` (or of this working tree's tracked files) in a temporary folder, using this checkout's
 * node_modules. */
function checkout(commit?: string) {
  const dir = mkdtempSync(join(tmpdir(), `bookwell-${commit ?? 'tree'}-`));
  const files = commit ? `git archive ${commit}` : 'git ls-files -z | xargs -0 tar -c';
  execSync(`${files} | tar -x -C ${dir}`, { cwd: root, shell: '/bin/bash' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** `dir` with the booking statement's message CTE cut out: the booking is written as before, without its messages. */
function withoutMessages(dir: string) {
  const file = join(dir, 'src/server/modules/bookings/booking-writer.ts');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('    ), message as (');
  const end = text.indexOf('    ), before as materialized (');
  if (start < 0 || end < start)
    throw new Error('booking-writer.ts no longer has the message CTE this bench cuts');
  writeFileSync(file, text.slice(0, start) + text.slice(end));
  return dir;
}

const beforeDir = checkout(BEFORE);
const afterDir = AFTER ? checkout(AFTER) : root;
const bareDir = withoutMessages(checkout(AFTER));

async function startVariant(name: string, dir: string) {
  const schema = await freshPgSchema(`outbox_${name}`);
  const port = await freePort();
  const server = startProcess(
    ['src/server/main.ts'],
    { PORT: port, DATABASE_URL: schema.url, DEMO_SEED: 'off', OUTBOX_WORKER: 'off' },
    dir,
  );
  await waitForOk(`http://127.0.0.1:${port}/api/health`, 180_000);
  const db = new pg.Client({ connectionString: schema.url });
  await db.connect();
  const rates: number[] = [];
  let refused = 0;
  let runs = 0;
  return {
    name,
    rates,
    refused: () => refused,
    /** A run on a business of its own, so every run books the same days from the same first slot. */
    async run() {
      const slug = `bench-create-${runs++}`;
      const business = await createBusiness(db, slug, 10, ROUND_THE_CLOCK);
      const requests = creationRequests(business, slug, true);
      const result = await load({ url: `http://127.0.0.1:${port}`, connections: 10, requests });
      rates.push(result.okPerSecond);
      refused += result.non2xx + result.errors;
    },
    async stop() {
      await db.end();
      await stopProcess(server);
      await schema.drop();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const variants = [
  await startVariant('before', beforeDir),
  await startVariant('now', afterDir),
  await startVariant('bare', bareDir),
];
const label = {
  before: `before the outbox (${BEFORE})`,
  now: AFTER ?? 'this checkout',
  bare: 'without its messages',
};
try {
  // A first short run each warms the JIT and the prepared statements; it is not counted.
  for (const v of variants) {
    await v.run();
    v.rates.length = 0;
  }
  for (let round = 0; round < ROUNDS; round++) for (const v of variants) await v.run();
  const [before, now, bare] = variants as [(typeof variants)[0], (typeof variants)[0], (typeof variants)[0]];
  for (const v of variants) {
    console.log(
      `${label[v.name as keyof typeof label]}: ${v.rates.map((r) => r.toFixed(0)).join(', ')} bookings/s, median ${median(v.rates).toFixed(0)}${v.refused() ? `, ${v.refused()} refused or failed` : ''}`,
    );
  }
  console.log(
    ratioLine(
      'booking creation with outbox writes vs before them',
      median(now.rates),
      median(before.rates),
      0.9,
    ),
  );
  console.log(
    ratioLine('the outbox writes alone (with vs without them)', median(now.rates), median(bare.rates), 0.9),
  );
} finally {
  for (const v of variants) await v.stop();
  for (const dir of new Set([beforeDir, afterDir, bareDir]))
    if (dir !== root) rmSync(dir, { recursive: true, force: true });
}
