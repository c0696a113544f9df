// `npm test`: every check a change must pass — lint, types, unit/HTTP tests, client build, bundle budgets, browser
// tests. Runs them all, prints one summary line, and exits non-zero if anything failed. With DATABASE_URL it runs
// only what the database engine can change (docs/decisions/023): the `per-engine*` Vitest projects and the browser tests.
// With ALSO_DATABASE_URL (CI) it runs them on PGlite and then runs those Vitest projects again on that PostgreSQL.
// Two lanes run at once (docs/decisions/023): lint, types and Vitest; the client build, the budgets and the browser
// tests. The browser lane's output is shown as it comes, the other's whole once each step has finished.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL);
// Each pass writes to a folder of its own, so CI's two passes can run side by side and neither removes the other's.
const out = join(root, 'test-results', onPostgres ? 'postgres' : 'pglite');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (name: string) => join(root, 'node_modules/.bin', name);
type Step = { name: string; command: string[]; env?: Record<string, string>; counts?: () => Counts };
/** What a runner's report says; `failures` names each failed test, so that the last lines of a run say which. */
type Counts = { passed: number; failed: number; failures: string[] };

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; assertionResults: { fullName: string; status: string }[] }[];
};
type PlaywrightSuite = {
  title: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
};

function playwrightFailures(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const titles = [...path, suite.title];
    const failed = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => [...titles, spec.title].join(' › '));
    return [...failed, ...playwrightFailures(suite.suites ?? [], titles)];
  });
}
const playwrightJson = join(out, 'playwright.json');

// BROWSER_TESTS=off leaves out the client build, the bundle budgets and the browser tests: CI runs them once, on
// the embedded database, and runs the server's tests again on PostgreSQL, where the server is what differs.
const browser = process.env.BROWSER_TESTS !== 'off';

// Lint, types, the tests that never open the run's database and the bundle budgets give the same answer on either
// engine: the PostgreSQL pass leaves them to the default one.
const engineFree = (step: Step) => (onPostgres ? [] : [step]);

const staticChecks: Step[] = [
  ...engineFree({ name: 'lint (biome)', command: [bin('biome'), 'check', '.'] }),
  ...engineFree({ name: 'types (tsc)', command: [bin('tsc'), '--noEmit'] }),
];
/** Vitest: every project on PGlite, or (`postgresUrl`) the `per-engine*` projects on that PostgreSQL; `label` starts
 * each failure's name, so that a second engine's says which it was. */
function vitest(postgresUrl: string | undefined, reportName = 'vitest.json', label = ''): Step {
  const report = join(out, reportName);
  return {
    name: `unit and HTTP tests (vitest${postgresUrl ? ', PostgreSQL' : ''})`,
    command: [
      bin('vitest'),
      'run',
      ...(postgresUrl ? ['--project', 'per-engine*'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env: postgresUrl ? { DATABASE_URL: postgresUrl } : {},
    counts: () => {
      const r = readJson<VitestReport>(report);
      const failures = (r?.testResults ?? []).flatMap(({ name, status, assertionResults }) => {
        const file = label + name.replace(root, '');
        const tests = assertionResults.filter((test) => test.status === 'failed');
        // A file that failed outside its tests (an import, a hook) has no failed test of its own.
        if (status === 'failed' && tests.length === 0) return [file];
        return tests.map((test) => `${file} › ${test.fullName}`);
      });
      return { passed: r?.numPassedTests ?? 0, failed: r?.numFailedTests ?? 0, failures };
    },
  };
}
const alsoPostgres = onPostgres ? undefined : process.env.ALSO_DATABASE_URL;
const secondEngine: Step[] = alsoPostgres
  ? [vitest(alsoPostgres, 'vitest-postgres.json', '[postgres] ')]
  : [];
const browserSteps: Step[] = [
  { name: 'client build (vite)', command: [bin('vite'), 'build', '--logLevel', 'warn'] },
  ...engineFree({
    name: 'bundle budgets',
    command: [process.execPath, join(root, 'scripts/check-bundle.ts')],
  }),
  {
    name: 'browser tests (playwright)',
    command: [bin('playwright'), 'test', '--reporter=list,json', '--output', join(out, 'playwright')],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    counts: () => {
      const r = readJson<PlaywrightReport>(playwrightJson);
      const failures = playwrightFailures(r?.suites ?? []);
      return {
        passed: (r?.stats.expected ?? 0) + (r?.stats.flaky ?? 0),
        failed: r?.stats.unexpected ?? 0,
        failures,
      };
    },
  },
];

type Outcome = { name: string; ok: boolean; seconds: number; counts?: Counts };

/** Runs one step; its output goes to the terminal as it comes (`live`), or is kept and shown once the step ends. */
function run(step: Step, live: boolean): Promise<Outcome> {
  const started = performance.now();
  if (live) process.stdout.write(`\n▶ ${step.name}\n`);
  const child = spawn(step.command[0]!, step.command.slice(1), {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
  return new Promise((resolve) => {
    // 'close' comes after the output's last chunk, and also when the program could not be started.
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = (performance.now() - started) / 1000;
      const shown = live ? Buffer.concat(output).toString() : `\n▶ ${step.name}\n${Buffer.concat(output)}`;
      process.stdout.write(`${shown}◀ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s\n`);
      resolve({ name: step.name, ok, seconds, counts: step.counts?.() });
    });
  });
}

/** A lane's steps one after the other: the client build comes before the budgets and the browser tests. */
async function runLane(steps: Step[], live: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await run(step, live));
  return outcomes;
}

// Playwright's workers spend much of their time waiting for pages, so Vitest shares the cores with them. More lanes
// than two overload the two cores: CI took twice as long with four (docs/decisions/023). The browser tests end
// first, so the second engine's Vitest follows them.
const lanes = [
  [...staticChecks, vitest(process.env.DATABASE_URL)],
  [...(browser ? browserSteps : []), ...secondEngine],
].filter((lane) => lane.length > 0);
const outcomes = (
  await Promise.all(lanes.map((lane, index) => runLane(lane, index === lanes.length - 1)))
).flat();

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const failures: string[] = [];
for (const { name, ok, counts } of outcomes) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    failures.push(...counts.failures);
    // A runner that crashed before reporting still counts as a failure.
    if (!ok && counts.failed === 0) failed += 1;
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (!ok) failedSteps.push(name);
}

writeFileSync(join(out, 'summary.json'), JSON.stringify({ passed, failed, failedSteps, failures }));
process.stdout.write(
  `\n${outcomes.map(({ name, seconds }) => `${name} ${seconds.toFixed(0)} s`).join(', ')}\n`,
);
if (failedSteps.length) process.stdout.write(`Failed: ${failedSteps.join(', ')}\n`);
for (const failure of failures) process.stdout.write(`✘ ${failure}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);
