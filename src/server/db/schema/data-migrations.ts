// The data migrations written in TypeScript (src/server/db/data-migrations.ts) that have run, one row each.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const dataMigrations = pgTable('data_migrations', {
  name: text().primaryKey(),
  appliedAt: createdAt(),
});
