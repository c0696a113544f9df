// GET /api/ready, for load balancers and orchestrators (issue 29, docs/decisions/026): 200 once the database
// answers and holds every migration this build ships (SQL and data migrations), 503 otherwise, in one query per
// probe, and 503 from the moment the app starts shutting down. Then the server stops accepting at once; a probe
// already in flight is answered 503 here, one routed afterwards by Fastify itself (return503OnClosing).
// GET /api/health stays the liveness check: it touches nothing.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { DATA_MIGRATIONS } from '#server/db/data-migrations.ts';
import { pgErrorCode } from '#server/db/errors.ts';
import { queryRows } from '#server/platform/sql.ts';

export const READY_PATH = '/api/ready';

const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({
  status: z.literal('not_ready'),
  reason: z.enum(['database', 'migrations', 'shutting_down']),
});
export type Readiness = z.infer<typeof readySchema> | z.infer<typeof notReadySchema>;

/** When the newest SQL migration of this build was generated: drizzle records it as the row's created_at. */
const journal = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: Array<{ when: number }> };
const latestMigration = Math.max(...journal.entries.map((entry) => entry.when));
const UNDEFINED_TABLE = '42P01';

/** Where migrate.ts keeps drizzle's journal: its own schema on PGlite, the tables' schema on PostgreSQL. */
function migrationsTable(database: Database) {
  return database.kind === 'pglite' ? sql`drizzle.__drizzle_migrations` : sql`__drizzle_migrations`;
}

export async function checkReadiness(database: Database): Promise<Readiness> {
  try {
    const [row] = await queryRows<{ latest: number | null; steps: number }>(
      database.db,
      sql`select (select max(created_at) from ${migrationsTable(database)})::float8 as latest,
        (select count(*) from data_migrations
          where name in (${sql.join(
            DATA_MIGRATIONS.map((step) => sql`${step.name}`),
            sql`, `,
          )}))::int as steps`,
    );
    const migrated = (row?.latest ?? 0) >= latestMigration && row?.steps === DATA_MIGRATIONS.length;
    return migrated ? { status: 'ready' } : { status: 'not_ready', reason: 'migrations' };
  } catch (error) {
    // No journal or no data_migrations table yet: an empty database, or one not migrated.
    if (pgErrorCode(error) === UNDEFINED_TABLE) return { status: 'not_ready', reason: 'migrations' };
    return { status: 'not_ready', reason: 'database' };
  }
}

export async function readinessRoutes(app: FastifyInstance, options: { database: Database }) {
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      READY_PATH,
      { config: { rateLimit: false }, schema: { response: { 200: readySchema, 503: notReadySchema } } },
      async (_request, reply) => {
        // Checked after the query: the answer says what holds when it is sent.
        const checked = await checkReadiness(options.database);
        const readiness: Readiness = shuttingDown
          ? { status: 'not_ready', reason: 'shutting_down' }
          : checked;
        return reply
          .status(readiness.status === 'ready' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(readiness);
      },
    );
}
