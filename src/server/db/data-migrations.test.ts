// The data migrations' runner: each step once, in its own transaction, also when two processes start together.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import type { Tx } from './client.ts';
import { runDataMigrations } from './data-migrations.ts';
import { appSettings } from './schema/accounts.ts';
import { dataMigrations } from './schema/data-migrations.ts';

const database = await openTestDatabase();
const { db } = database;
afterAll(() => database.close());

/** A step that counts its runs and leaves a setting named after itself. */
function countingStep(name: string, options: { fail?: boolean; delayMs?: number } = {}) {
  const step = {
    runs: 0,
    name,
    run: async (tx: Tx) => {
      step.runs++;
      await tx.insert(appSettings).values({ key: name, value: step.runs });
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.fail) throw new Error(`${name} failed`);
    },
  };
  return step;
}

const recorded = async (names: string[]) =>
  (await db.select().from(dataMigrations).where(inArray(dataMigrations.name, names))).map((row) => row.name);
const setting = async (key: string) =>
  (await db.select().from(appSettings).where(eq(appSettings.key, key)))[0]?.value;

describe('data migrations', () => {
  it('run once each and are recorded', async () => {
    const first = countingStep('test_first');
    const second = countingStep('test_second');
    await runDataMigrations(db, [first, second]);
    await runDataMigrations(db, [first, second]);
    expect([first.runs, second.runs]).toEqual([1, 1]);
    expect((await recorded(['test_first', 'test_second'])).sort()).toEqual(['test_first', 'test_second']);
  });

  it('leave nothing behind when a step fails, and run it again at the next start', async () => {
    const broken = countingStep('test_broken', { fail: true });
    await expect(runDataMigrations(db, [broken])).rejects.toThrow('test_broken failed');
    expect(await setting('test_broken')).toBeUndefined();
    expect(await recorded(['test_broken'])).toEqual([]);

    const fixed = countingStep('test_broken');
    await runDataMigrations(db, [fixed]);
    expect(fixed.runs).toBe(1);
    expect(await setting('test_broken')).toBe(1);
  });

  it('run a step once when two processes start at the same time', async () => {
    // One step object, so its count adds up both runners' runs (on PostgreSQL, two connections of the pool).
    const slow = countingStep('test_concurrent', { delayMs: 300 });
    await Promise.all([runDataMigrations(db, [slow]), runDataMigrations(db, [slow])]);
    expect(slow.runs).toBe(1);
    expect(await recorded(['test_concurrent'])).toEqual(['test_concurrent']);
  });
});
