// Backups that restore (issue 29, decision 027): a business with every kind of data, backed up while customers
// book, restored on the other engine (both ways in the PostgreSQL pass; PGlite to PGlite in the default one). The
// backup under load is consistent; a quiet one comes back table for table, row for row and file for file; the
// restored app opens the two-factor secrets and reads the manage links with the same server key; a restore into
// a database that holds data is refused and changes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/platform/sql.ts';
import { rowCounter } from '#server/test/factories.ts';
import { createBackup } from './backup.ts';
import {
  bookingLoad,
  type Engine,
  everyRow,
  openDatabase,
  seedEverything,
  signInWithTwoFactor,
  startApp,
  tempDataDir,
  uploadFiles,
} from './backup-test-kit.ts';
import { BackupError } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const directions: Array<[Engine, Engine]> = process.env.DATABASE_URL
  ? [
      ['postgres', 'pglite'],
      ['pglite', 'postgres'],
    ]
  : [['pglite', 'pglite']];

/** What would betray a snapshot that is not one: rows whose partner of the same transaction is missing. */
async function orphans(db: Db, shopId: string) {
  const [found] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from bookings b where not exists (select 1 from clients c where c.id = b.client_id))
        as bookings_without_client,
      (select count(*)::int from outbox o
        where o.booking_id is not null and not exists (select 1 from bookings b where b.id = o.booking_id))
        as messages_without_booking,
      (select count(*)::int from bookings b
        where b.business_id = ${shopId} and not exists (select 1 from outbox o where o.booking_id = b.id))
        as bookings_without_messages`,
  );
  return found;
}

/** Foreign keys left deferrable or app triggers left off: a restore must leave the schema as migrations make it. */
async function loosenedSchema(db: Db) {
  const [found] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from pg_constraint
        where connamespace = current_schema()::regnamespace and contype = 'f' and condeferrable) as deferrable_keys,
      (select count(*)::int from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = current_schema()::regnamespace and t.tgenabled <> 'O') as disabled_triggers`,
  );
  return found;
}

describe.each(directions)('a backup taken on %s, restored on %s', (from, to) => {
  it('is consistent under load, restores every row and file, and keeps secrets and links working', {
    timeout: 300_000,
  }, async () => {
    const source = await openDatabase(from);
    const sourceDir = tempDataDir();
    const backups = tempDataDir();
    const app = await startApp(source, sourceDir);
    const seeded = await seedEverything(app, source.db);
    const [notOnDisk] = await queryRows<{ name: string }>(
      source.db,
      sql`select file_name as name from uploads where id = ${seeded.tenant.uploadId}`,
    );

    const load = bookingLoad(seeded.book);
    await load.started;
    const underLoad = await createBackup({
      database: source,
      dataDir: sourceDir,
      file: join(backups, 'under-load.tar.gz'),
    });
    const booked = await load.stop();
    expect(underLoad.missingUploads).toEqual([notOnDisk!.name]);
    expect(underLoad.manifest).toMatchObject({ engine: from, migration: { tag: expect.any(String) } });
    const rowsOf = (table: string) => underLoad.manifest.tables.find((t) => t.name === table)?.rows ?? 0;
    for (const table of ['bookings', 'clients', 'payment_transactions', 'reviews', 'outbox', 'uploads']) {
      expect(rowsOf(table), table).toBeGreaterThan(0);
    }

    const consistent = await openDatabase(to, { empty: true });
    await restoreBackup({
      database: consistent,
      dataDir: tempDataDir(),
      file: join(backups, 'under-load.tar.gz'),
    });
    expect(await orphans(consistent.db, seeded.shopId)).toEqual({
      bookings_without_client: 0,
      messages_without_booking: 0,
      bookings_without_messages: 0,
    });
    const [{ loadBookings } = { loadBookings: 0 }] = await queryRows<{ loadBookings: number }>(
      consistent.db,
      sql`select count(*)::int as "loadBookings" from bookings where business_id = ${seeded.shopId}`,
    );
    // The seeding's own booking and those of the load the snapshot saw; customers went on booking meanwhile.
    expect(loadBookings).toBeGreaterThanOrEqual(1);
    expect(loadBookings).toBeLessThan(booked + 1);

    const quiet = join(backups, 'quiet.tar.gz');
    await createBackup({ database: source, dataDir: sourceDir, file: quiet });
    const target = await openDatabase(to, { empty: true });
    const targetDir = tempDataDir();
    const restored = await restoreBackup({ database: target, dataDir: targetDir, file: quiet });
    expect(restored.engine).toBe(from);
    expect(await everyRow(target.db)).toEqual(await everyRow(source.db));
    expect(uploadFiles(targetDir)).toEqual(uploadFiles(sourceDir));
    expect(await loosenedSchema(target.db)).toEqual({ deferrable_keys: 0, disabled_triggers: 0 });

    const counts = await rowCounter(target.db);
    const before = await counts();
    const refused = restoreBackup({ database: target, dataDir: targetDir, file: quiet });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(
      `${to === 'pglite' ? 'The DATA_DIR' : 'The PostgreSQL database (DATABASE_URL, in its current schema)'} already holds Bookwell data (rows in api_keys, app_settings, booking_day_totals, booking_events, booking_totals, …). Restore only into an empty DATA_DIR or an empty PostgreSQL database; nothing was changed.`,
    );
    expect(await counts()).toEqual(before);
    expect(uploadFiles(targetDir)).toEqual(uploadFiles(sourceDir));

    const restoredApp = await startApp(target, targetDir);
    const signedIn = await signInWithTwoFactor(restoredApp, seeded);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const managed = await restoredApp.inject({ url: `/api/manage/${seeded.manageToken}` });
    expect(managed.statusCode, managed.body).toBe(200);
    const served = await restoredApp.inject({ url: seeded.uploadUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(
      readFileSync(join(sourceDir, 'uploads', seeded.uploadUrl.replace('/uploads/', ''))),
    );
  });
});
