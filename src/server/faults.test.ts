// Crash safety of the embedded database: a server killed with SIGKILL is back at once on the same DATA_DIR, with
// everything it acknowledged before the kill.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT } from '#server/test/app-processes.ts';
import { openPglite } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-crash-'));
const started: ChildProcess[] = [];

type Server = {
  pid: Promise<number>;
  url: Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
};

/**
 * Starts the server on port 0 and reads the address it listens at from its log. With `holdZombie` it runs under a
 * parent that never reaps children (`sh` replaced by `sleep`), so after a SIGKILL it stays a zombie for as long as
 * the test needs: the window a busy parent (npm, a shell, a supervisor) leaves open for a second or so.
 */
function startServer(options: { holdZombie: boolean }): Server {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_SEED: 'off',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  const child = options.holdZombie
    ? spawn('/bin/sh', ['-c', '"$0" "$1" & echo "pid $!"; exec sleep 600', process.execPath, main], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const waiters: Array<() => void> = [];
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    for (const waiter of waiters) waiter();
  });
  const read = (pattern: RegExp) => {
    const found = new Promise<string>((resolve, reject) => {
      waiters.push(() => {
        const match = pattern.exec(stdout);
        if (match) resolve(match[1]!);
      });
      void exit.then(({ code }) => reject(new Error(`server exited (${code}): ${stderr}`)));
    });
    // Rejects when the process ends, also after the test has what it needs: not an unhandled rejection then.
    found.catch(() => {});
    return found;
  };
  const pid = options.holdZombie ? read(/^pid (\d+)$/m).then(Number) : Promise.resolve(child.pid!);
  return { pid, url: read(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/), exit };
}

function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

const owner = { firstName: 'Crash', lastName: 'Test', email: 'crash@example.com', password: 'secret123' };

function post(url: string, path: string, body: unknown) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  // Migrated here, in process, so the servers under test start in about a second instead of migrating first.
  const database = await openPglite({ dataDir });
  await migrateDatabase(database);
  await database.close();
}, PROCESS_TEST_TIMEOUT);

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// Each step starts a Node process; on a loaded machine that alone can take many seconds.
describe('restart right after a crash', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('a server killed with SIGKILL and restarted at once, while it is still a zombie, serves what it acknowledged', async () => {
    const first = startServer({ holdZombie: true });
    const firstUrl = await first.url;
    expect((await post(firstUrl, '/api/auth/register', owner)).status).toBe(201);

    const pid = await first.pid;
    process.kill(pid, 'SIGKILL');
    // Restarted at once. Forking from a test worker can itself take 200 ms on a loaded machine, so instead of timing
    // the spawn the test proves something stronger than "within 100 ms": the killed server has not even been reaped
    // when the new one is serving.
    const second = startServer({ holdZombie: false });
    const secondUrl = await second.url;
    expect(processState(pid)).toBe('Z');
    expect((await fetch(`${secondUrl}/api/health`)).status).toBe(200);
    const login = await post(secondUrl, '/api/auth/login', { email: owner.email, password: owner.password });
    expect(login.status).toBe(200);
  });
});
