// Issue 13's target "booking throughput within 10% with the outbox writes", on PostgreSQL: public booking creation
// (chosen member, distinct slots, as in booking.bench.ts) by this checkout against the code just before the booking
// statement began writing messages (BEFORE: the parent of 982bb6c, which added the confirmation, reminders and owner
// push to it). Each runs on its own fresh schema with its own server process (the API only, no client build), and
// the two are measured in turns so the machine's noise falls on both alike; the medians are compared.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
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

/** A checkout of `commit` in a temporary folder, using this checkout's node_modules. */
function checkout(commit: string) {
  const dir = mkdtempSync(join(tmpdir(), `bookwell-${commit}-`));
  execSync(`git archive ${commit} | tar -x -C ${dir}`, { cwd: root, shell: '/bin/bash' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
const beforeDir = checkout(BEFORE);
const afterDir = AFTER ? checkout(AFTER) : root;

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

const variants = [await startVariant('before', beforeDir), await startVariant('now', afterDir)];
try {
  // A first short run each warms the JIT and the prepared statements; it is not counted.
  for (const v of variants) {
    await v.run();
    v.rates.length = 0;
  }
  for (let round = 0; round < ROUNDS; round++) for (const v of variants) await v.run();
  const [before, now] = variants as [(typeof variants)[0], (typeof variants)[0]];
  for (const v of variants) {
    console.log(
      `${v.name === 'before' ? `before the outbox (${BEFORE})` : (AFTER ?? 'this checkout')}: ${v.rates.map((r) => r.toFixed(0)).join(', ')} bookings/s, median ${median(v.rates).toFixed(0)}${v.refused() ? `, ${v.refused()} refused or failed` : ''}`,
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
} finally {
  for (const v of variants) await v.stop();
  for (const dir of new Set([beforeDir, afterDir]))
    if (dir !== root) rmSync(dir, { recursive: true, force: true });
}
