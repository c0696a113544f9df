// Start-up failures stop the process with one clear line and exit code 1, never a stack trace.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT } from '#server/test/app-processes.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, DATABASE_URL: '', DEMO_SEED: 'off', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

function expectOneLine(stderr: string) {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
}

// Each case starts a Node process; on a loaded machine that alone can take many seconds.
describe('start-up failures', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('an unreachable DATABASE_URL', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^bookwell: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/nowhere/);
    expectOneLine(stderr);
  });

  it('a DATABASE_URL that is not a PostgreSQL URL', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'mysql://x' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL must start with postgres://');
    expectOneLine(stderr);
  });

  it('an unwritable DATA_DIR', async () => {
    // Tests run as root, for whom permissions do not bite; a path below a regular file cannot be created by anyone.
    const parent = mkdtempSync(join(tmpdir(), 'bookwell-file-'));
    const file = join(parent, 'not-a-directory');
    writeFileSync(file, '');
    try {
      const { code, stderr } = await start({ DATA_DIR: join(file, 'data') });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `bookwell: DATA_DIR ${join(file, 'data')} is not writable (ENOTDIR); choose another DATA_DIR.\n`,
      );
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('a port in use', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '0.0.0.0', r));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-port-'));
    try {
      const { code, stderr } = await start({ PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toBe(`bookwell: port ${port} is already in use; stop the other program or set PORT.\n`);
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
