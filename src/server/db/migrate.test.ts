// Processes started together on an empty PostgreSQL (a first deployment, or every instance of a new release at
// once) migrate it in turn: none fails on a table another is creating, and each migration is applied once.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const url = process.env.DATABASE_URL;
const schema = `migrate_${randomBytes(6).toString('hex')}`;
const opened: Database[] = [];

afterAll(async () => {
  await opened[0]?.pool?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  for (const database of opened) await database.close();
});

describe.runIf(url)(
  'migrating one PostgreSQL from three pools at once, as three processes starting would',
  () => {
    it('applies every migration once and lets each process start', { timeout: 120_000 }, async () => {
      for (let i = 0; i < 3; i++) opened.push(await openPostgres(url!, { searchPath: schema, max: 3 }));
      await opened[0]!.pool!.query(`CREATE SCHEMA ${schema}`);

      const results = await Promise.allSettled(
        opened.map((database) => migrateDatabase(database, { migrationsSchema: schema })),
      );

      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const journal: { entries: unknown[] } = JSON.parse(
        readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      );
      const { rows } = await opened[0]!.pool!.query(
        `select count(*)::int as n from ${schema}.__drizzle_migrations`,
      );
      expect(rows[0]!.n).toBe(journal.entries.length);
    });
  },
);
