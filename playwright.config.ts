// Browser tests against the built app (scripts/e2e-server.ts on :4321, or E2E_PORT) in the system Chromium.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4321);

/** CHROMIUM_PATH, else a system Chromium/Chrome; undefined lets Playwright try its own download. Debian's headless
 * shell comes first (`full` leaves it out): the tests need no window, and it spends about a third less CPU than the
 * full browser. */
export function chromiumPath({ full = false } = {}): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    full ? undefined : '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** How the tests start Chromium (`full`: the whole browser, see chromiumPath). */
export function chromiumLaunchOptions({ full = false } = {}) {
  return {
    executablePath: chromiumPath({ full }),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder at start: its own, never test-results/ where `npm test` keeps its summaries.
  outputDir: 'test-results/playwright',
  // Two browsers at once on the one e2e server: every test makes its own owner and business, except those of the
  // seeded demo business, which take turns (the lock DEMO of e2e/fixtures.ts).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI: a test that fails once and then passes is reported as flaky in the run's output, not hidden.
  retries: process.env.CI ? 1 : 0,
  // Generous: the suite shares the machine with builds and other test runs, and axe scans are CPU-heavy. On CI the
  // PostgreSQL pass and Vitest run beside it on two cores (load ~16), where long flows took just over a minute.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs about a fifth of the suite's CPU time: on CI only a retry records one, so a test that
    // fails twice still leaves its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The runner's own Node (24, from node_modules) so the server's .ts sources run as they are.
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    // SIGTERM lets the server close the database and remove its temporary DATA_DIR.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
