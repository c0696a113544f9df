// PGlite overload (issue 12): 200 connections on the demo's public availability, far more than one embedded
// database can serve at once. What cannot be queued must get a quick 503 with Retry-After; no request may hang for
// over 2 s. Then (issue 25) one address floods the server-rendered booking page while another reads availability
// at a visitor's pace: the flood must not take the polite address's turns (TRUST_PROXY=1, each address sent as
// X-Forwarded-For).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, START_ARGS, startProcess, stopProcess, waitForOk } from './lib.ts';

const CONNECTIONS = 200;
const DURATION_S = 20;
const MAX_LATENCY_MS = 2_000;
const FLOOD_CONNECTIONS = 100;
const POLITE_PER_SECOND = 5;
const POLITE_TARGET = 0.95;

const port = await freePort();
const appUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-overload-'));
// Through `npm start`'s script: the booking page is rendered on the server only from a client build (made if missing).
const app = startProcess(START_ARGS, {
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_SEED: 'on',
  TRUST_PROXY: '1',
});
try {
  await waitForOk(`${appUrl}/api/health`, 600_000);
  const services = (await (await fetch(`${appUrl}/api/businesses/demo/services`)).json()) as Array<{
    id: string;
  }>;
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  // The booking page's own read: one day of free times.
  const path = `/api/businesses/demo/availability?serviceId=${services[0]!.id}&from=${from}&days=1`;
  await waitForOk(`${appUrl}${path}`);
  // One connection first: the time one request takes alone, which sets how long a full queue takes to drain.
  const alone = await autocannon({ url: `${appUrl}${path}`, connections: 1, duration: 3 });
  console.log(
    `one connection: p50 ${alone.latency.p50} ms, ${alone.requests.average.toFixed(0)} req/s (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs)`,
  );

  let shed = 0;
  let shedWithoutRetryAfter = 0;
  const result = await autocannon({
    url: appUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // Anything still unanswered after 10 s is counted as a timeout, never as a latency.
    timeout: 10,
    requests: [
      {
        method: 'GET',
        path,
        onResponse: (status, _body, _context, headers) => {
          if (status !== 503) return;
          shed++;
          const names = Object.keys(headers ?? {}).map((name) => name.toLowerCase());
          if (!names.includes('retry-after')) shedWithoutRetryAfter++;
        },
      },
    ],
  });
  const served = result['2xx'];
  const other = result.non2xx - shed;
  console.log(
    `${CONNECTIONS} connections for ${DURATION_S} s on GET availability (1 day) on PGlite: ${served} answered 200, ${shed} answered 503 (${shedWithoutRetryAfter} without Retry-After), ${other} other, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  console.log(
    `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  const ok =
    result.latency.max < MAX_LATENCY_MS &&
    result.timeouts === 0 &&
    result.errors === 0 &&
    other === 0 &&
    shedWithoutRetryAfter === 0;
  console.log(
    `overload: max latency ${result.latency.max} ms (target < ${MAX_LATENCY_MS}), every refusal a 503 with Retry-After ${ok ? 'OK' : 'BELOW TARGET'}`,
  );

  const [flood, polite] = await Promise.all([
    autocannon({
      url: `${appUrl}/book/demo`,
      connections: FLOOD_CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      headers: { 'x-forwarded-for': '203.0.113.1' },
    }),
    autocannon({
      url: `${appUrl}${path}`,
      connections: 1,
      overallRate: POLITE_PER_SECOND,
      duration: DURATION_S,
      timeout: 10,
      headers: { 'x-forwarded-for': '203.0.113.2' },
    }),
  ]);
  const statuses = (r: autocannon.Result) =>
    Object.entries(r.statusCodeStats ?? {})
      .map(([status, { count }]) => `${count ?? 0}× ${status}`)
      .join(', ');
  console.log(
    `one address, ${FLOOD_CONNECTIONS} connections for ${DURATION_S} s on GET /book/demo: ${statuses(flood)}, ${flood.errors} errors`,
  );
  // autocannon's errors include its timeouts.
  const sent = polite['2xx'] + polite.non2xx + polite.errors;
  const share = polite['2xx'] / sent;
  console.log(
    `another address meanwhile, ${POLITE_PER_SECOND} req/s on GET availability: ${statuses(polite)}, ${polite.errors} errors; p99 ${polite.latency.p99} ms`,
  );
  console.log(
    `fair shedding: the polite address got ${(share * 100).toFixed(1)}% 2xx (target ≥ ${POLITE_TARGET * 100}%) ${share >= POLITE_TARGET ? 'OK' : 'BELOW TARGET'}`,
  );
} finally {
  await stopProcess(app);
  rmSync(dataDir, { recursive: true, force: true });
}
