import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'bookwell-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('one PGlite per data directory', { timeout: 120_000 }, () => {
  it('refuses a data directory that a live process holds, naming it', async () => {
    // The test runner's parent process is alive, so its pid stands in for another Bookwell process.
    writeFileSync(join(dir, 'bookwell.lock'), String(process.ppid));
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(
      `is already in use by another Bookwell process (pid ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that is gone', async () => {
    writeFileSync(join(dir, 'bookwell.lock'), '999999');
    const database = await openPglite({ dataDir: dir });
    const result = await database.pglite!.query<{ one: number }>('select 1 as one');
    expect(result.rows[0]?.one).toBe(1);
    await database.close();
  });
});
