// Foundation targets (issue 2, floors and goals from issue 26): cold start, idle memory, /api/health and
// /api/auth/user throughput as ratios against bare node:http baselines measured in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  freshPgSchema,
  load,
  ratioLine,
  root,
  rssMb,
  START_ARGS,
  startProcess,
  stopProcess,
  waitForOk,
  waitForPortClosed,
} from './lib.ts';

const APP_PORT = await freePort();
const BASE_PORT = await freePort();
const appUrl = `http://127.0.0.1:${APP_PORT}`;
const report = (line: string) => console.log(line);

/** A figure against its floor (must stay under) and its goal (where we want it). */
function targetLine(label: string, value: number, unit: string, floor: number, goal: number) {
  const verdict = value < goal ? 'GOAL REACHED' : value < floor ? 'under the floor' : 'ABOVE THE FLOOR';
  return `${label}: ${value.toFixed(0)} ${unit} (floor < ${floor}, goal < ${goal}) ${verdict}`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-bench-'));
const pgliteEnv = { PORT: APP_PORT, DATA_DIR: dataDir, DATABASE_URL: '' };

// First start creates, migrates and seeds the data directory (and builds the client if needed).
let app = startProcess(START_ARGS, pgliteEnv);
await waitForOk(`${appUrl}/api/health`, 300_000);
await stopProcess(app);

// Cold start of `npm start` on the existing data directory, to the first 200 from /api/health.
const coldStarts: number[] = [];
for (let i = 0; i < 3; i++) {
  await waitForPortClosed(APP_PORT);
  const started = performance.now();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...pgliteEnv, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  await waitForOk(`${appUrl}/api/health`);
  coldStarts.push(performance.now() - started);
  const exited = new Promise((r) => npm.once('exit', r));
  process.kill(-npm.pid!, 'SIGTERM');
  await exited;
}
const bestCold = Math.min(...coldStarts);
report(
  targetLine(
    `cold start (npm start, existing PGlite data dir → first 200; runs ${coldStarts.map((t) => t.toFixed(0)).join(', ')} ms), best`,
    bestCold,
    'ms',
    2000,
    1000,
  ),
);

app = startProcess(START_ARGS, pgliteEnv);
await waitForOk(`${appUrl}/api/health`);
await new Promise((r) => setTimeout(r, 3000));
report(targetLine('idle RSS on PGlite, 3 s after the first 200', rssMb(app.pid!), 'MB', 400, 300));
report(`peak RSS on PGlite so far: ${rssMb(app.pid!, 'VmHWM').toFixed(0)} MB (no target; decision 025)`);

const baseline = startProcess(['bench/baseline-server.ts', 'constant'], { PORT: BASE_PORT });
await waitForOk(`http://127.0.0.1:${BASE_PORT}/`);
const bare = await load({ url: `http://127.0.0.1:${BASE_PORT}/` });
const healthPglite = await load({ url: `${appUrl}/api/health` });
await stopProcess(baseline);
await stopProcess(app);
rmSync(dataDir, { recursive: true, force: true });
report(ratioLine('GET /api/health req/s (PGlite app) vs bare node:http', healthPglite.rps, bare.rps, 0.75));

// PostgreSQL: memory, and the session lookup against a bare server running the same query with node-postgres.
const schema = await freshPgSchema('foundation');
try {
  app = startProcess(START_ARGS, { PORT: APP_PORT, DATABASE_URL: schema.url, DEMO_SEED: 'off' });
  await waitForOk(`${appUrl}/api/health`, 120_000);
  await new Promise((r) => setTimeout(r, 3000));
  report(targetLine('idle RSS on PostgreSQL, 3 s after the first 200', rssMb(app.pid!), 'MB', 250, 150));
  const registered = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench-${Date.now()}@example.com`,
      password: 'secret123',
    }),
  });
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
  const headers = { cookie };
  const userApp = await load({ url: `${appUrl}/api/auth/user`, headers });
  const healthPg = await load({ url: `${appUrl}/api/health` });
  await stopProcess(app);

  // The bare server again, right after the app: a baseline measured minutes earlier on this shared machine
  // moved the ratio more than the app did.
  const healthBaseline = startProcess(['bench/baseline-server.ts', 'constant'], { PORT: BASE_PORT });
  await waitForOk(`http://127.0.0.1:${BASE_PORT}/`);
  const barePg = await load({ url: `http://127.0.0.1:${BASE_PORT}/` });
  await stopProcess(healthBaseline);

  const sessionBaseline = startProcess(['bench/baseline-server.ts', 'session'], {
    PORT: BASE_PORT,
    DATABASE_URL: schema.url,
  });
  await waitForOk(`http://127.0.0.1:${BASE_PORT}/`, 30_000, headers);
  const userBare = await load({ url: `http://127.0.0.1:${BASE_PORT}/`, headers });
  await stopProcess(sessionBaseline);
  if (userApp.non2xx || userBare.non2xx)
    report(`warning: non-2xx answers app=${userApp.non2xx} bare=${userBare.non2xx}`);
  report(
    ratioLine('GET /api/health req/s (PostgreSQL app) vs bare node:http', healthPg.rps, barePg.rps, 0.75),
  );
  report(
    ratioLine(
      'GET /api/auth/user req/s (PostgreSQL) vs bare node:http + same query',
      userApp.rps,
      userBare.rps,
      0.6,
    ),
  );
} finally {
  await schema.drop();
}
