// The real app (buildApp) on a test database, with routes only a test adds (a request held open, an answer that
// takes its time): behaviour no production route shows on demand. buildTestApp is ready before a test could add one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { testEnv } from '#server/test/build-test-app.ts';

/** The app on `database` (from openTestDatabase), closed with it after the file's tests. */
export async function buildAppWithTestRoutes(
  database: Database,
  addRoutes: (app: FastifyInstance) => void,
  options: Pick<BuildAppOptions, 'logger'> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookwell-test-routes-'));
  const app = await buildApp({ database, env: testEnv(), dataDir, ...options });
  addRoutes(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
