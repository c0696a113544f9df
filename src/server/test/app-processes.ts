// Real app processes (src/server/main.ts) on one PostgreSQL, each test file in a schema of its own, for what must
// hold across processes. The first process migrates and seeds the demo shop; the others join afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

/** The time a test that starts real app processes may take. It is the machine's time, not the app's: on CI four
 * lanes share two cores (docs/decisions/023), and a process that starts in seconds alone took over a minute there. */
export const PROCESS_TEST_TIMEOUT = 300_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitForHealth(base: string) {
  for (let i = 0; i < 1_800; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`app at ${base} did not start`);
}

async function adminQuery(databaseUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** `count` processes in a fresh schema `schema` (`databaseUrl` reaches it), each with `env` added to this one's;
 * `stop` ends them and drops it. */
export async function startAppProcesses(options: {
  databaseUrl: string;
  schema: string;
  count: number;
  env?: Record<string, string>;
}) {
  const { databaseUrl, schema } = options;
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(null)))),
    );
    await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  };
  await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  const schemaUrl = new URL(databaseUrl);
  schemaUrl.searchParams.set('options', `-c search_path=${schema},public`);
  const bases: string[] = [];
  try {
    for (let i = 0; i < options.count; i++) {
      const port = await freePort();
      children.push(
        spawn(process.execPath, [main], {
          env: {
            ...process.env,
            DATABASE_URL: schemaUrl.toString(),
            PORT: String(port),
            HOST: '127.0.0.1',
            DEMO_SEED: i === 0 ? 'on' : 'off',
            LOG_LEVEL: 'warn',
            ...options.env,
          },
          stdio: 'ignore',
        }),
      );
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(base);
      bases.push(base);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases, databaseUrl: schemaUrl.toString(), stop };
}
