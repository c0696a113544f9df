// Data migrations written in TypeScript, for changes that need the app's own rules (decision 019): run in order
// after the SQL migrations, each once, in its own transaction. Never edit or reorder a step that has shipped.
import { repairPhoneNumbers } from '#server/modules/clients/phone-repair.ts';
import type { Db, Tx } from './client.ts';
import { dataMigrations } from './schema/data-migrations.ts';

export type DataMigration = { name: string; run: (tx: Tx) => Promise<void> };

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  { name: '0001_phone_numbers_as_the_app_reads_them', run: repairPhoneNumbers },
];

/**
 * Runs the steps not recorded yet. A step's row is inserted before it runs, in its transaction: a second process
 * starting at the same time waits on that row and then skips the step, and a step that fails leaves no row, so
 * the next start runs it again.
 */
export async function runDataMigrations(db: Db, steps: readonly DataMigration[] = DATA_MIGRATIONS) {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(dataMigrations)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: dataMigrations.name });
      if (claimed.length > 0) await step.run(tx);
    });
  }
}
