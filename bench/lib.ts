// Shared benchmark helpers: start a server process and wait for it, load it with autocannon, read memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** What `npm start` runs after `node`: its flags and script, so the benches start the app as users do. */
export const START_ARGS = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(' ')
  .slice(1);
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A port nothing listens on: the OS picks it (port 0) and the probe lets it go for the process about to be started.
 * A fixed port could already be taken by another program, whose answers would then be measured instead.
 */
/** Resolves once nothing listens on `port` any more (a stopped server may keep answering while it shuts down), so
 * that the next start is timed from nothing, not answered by the last one. */
export async function waitForPortClosed(port: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    if (Date.now() > deadline) throw new Error(`port ${port} still open after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function freePort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}

export async function waitForOk(url: string, timeoutMs = 60_000, headers: Record<string, string> = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export function startProcess(args: string[], env: Record<string, string>, cwd = root): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    // The per-address limit on booking and availability would turn a benchmark's single address into 429s.
    env: { ...process.env, LOG_LEVEL: 'warn', BOOKING_RATE_LIMIT_PER_MINUTE: '1000000000', ...env },
    // Its warnings (LOG_LEVEL=warn) show in the bench's output: a 503's cause is logged there.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process now, or its peak so far (`VmHWM`), in MB. */
export function rssMb(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${which}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export type LoadResult = {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
  /** Requests answered 2xx per second. */
  okPerSecond: number;
};

export async function load(options: {
  url: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  requests?: autocannon.Request[];
}): Promise<LoadResult> {
  // autocannon treats a key set to undefined as a value, so only defined options are passed.
  const { connections = 10, duration = 10, ...rest } = options;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const result = await autocannon({ ...defined, url: options.url, connections, duration });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
    okPerSecond: (result.requests.total - result.non2xx - result.errors) / result.duration,
  };
}

/** A fresh schema for one benchmark on the local PostgreSQL, and a URL whose connections use it. */
export async function freshPgSchema(name: string) {
  const schema = `bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public');
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  return {
    schema,
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

export function ratioLine(label: string, value: number, baseline: number, target: number) {
  const ratio = value / baseline;
  const verdict = ratio >= target ? 'OK' : 'BELOW TARGET';
  return `${label}: ${value.toFixed(0)} vs ${baseline.toFixed(0)} → ratio ${ratio.toFixed(2)} (target ≥ ${target}) ${verdict}`;
}

/** A latency against its baseline, where lower is better: the ratio must stay at or under `target`. */
export function latencyRatioLine(label: string, value: number, baseline: number, target: number) {
  const ratio = value / baseline;
  const verdict = ratio <= target ? 'OK' : 'BELOW TARGET';
  return `${label}: p99 ${value.toFixed(0)} ms vs ${baseline.toFixed(0)} ms → ratio ${ratio.toFixed(2)} (target ≤ ${target}) ${verdict}`;
}
