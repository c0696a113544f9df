import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { messageCatalogs } from './scripts/message-catalogs.ts';

// Projects (docs/decisions/023). `per-engine*`: the test files that open the run's database, which they do only
// through the test kit (src/server/test/build-test-app.ts) or by reading DATABASE_URL themselves; the PostgreSQL
// pass runs these alone. `once`: the rest (pure logic, client components, tests that always use PGlite, such as the
// start-up and crash tests), which give the same answer on either engine and run in the default pass only.
const OPENS_RUN_DATABASE = /#server\/test\/build-test-app\.ts|process\.env\.DATABASE_URL/;
const testFiles = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
const source = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
const perEngine = globSync(testFiles, { cwd: import.meta.dirname }).filter((file) =>
  OPENS_RUN_DATABASE.test(source(file)),
);
// A file that mocks a module (vi.mock) needs a module graph of its own: one loaded by an earlier file keeps the real
// module (uploads.test.ts's full disk went unnoticed when shared).
const mocksModules = (file: string) => /\bvi\.mock\(/.test(source(file));

export default defineConfig({
  // Message catalogs compile as in the build (docs/decisions/032).
  plugins: [messageCatalogs()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'per-engine',
          include: perEngine.filter((file) => !mocksModules(file)),
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file builds its own app on its own database; re-importing the server's module graph for every file
          // was two thirds of the project's time (`import 67%`). Shared between files, it costs 60% less CPU.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'per-engine-isolated',
          include: perEngine.filter(mocksModules),
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'once', include: testFiles, exclude: [...configDefaults.exclude, ...perEngine] },
      },
    ],
  },
});
