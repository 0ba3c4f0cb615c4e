// The web app's browser tests (`pnpm --filter @portineria/web run e2e`, which `npm test` runs):
// @playwright/test over Debian Chromium, never a downloaded browser (TOOLCHAIN.md). Each worker
// owns a gateway with its own demo data and a browser (e2e/fixtures.mjs); the global setup builds
// the app once. See the README's "Browser tests".
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, repositoryRoot } from './e2e/harness.mjs';

/**
 * Three workers by default: on the 2-core machine most of a test's time is spent waiting for the
 * browser and the gateway, and three lanes cut the old runner's run from about 684 to 470 s.
 * E2E_LANES sets another number; E2E_URL (one gateway already serving) means one.
 */
const workers = process.env.E2E_URL ? 1 : Math.max(1, Number(process.env.E2E_LANES) || 3);

/** E2E_ONLY='<text>' runs the tests whose name contains the text, as `--grep` does. */
const only = process.env.E2E_ONLY
  ? new RegExp(process.env.E2E_ONLY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  : undefined;

/**
 * E2E_GROUPS='<a>,<b>' runs those files' tests only (shell, calendar, menu, size…: e2e/<a>.spec.mjs),
 * as naming the files on the command line does (`playwright test shell calendar`).
 */
const groups = process.env.E2E_GROUPS?.split(',').filter(Boolean);

export default defineConfig({
  testDir: './e2e',
  testMatch: groups ? groups.map((group) => `${group}.spec.mjs`) : '*.spec.mjs',
  globalSetup: './e2e/globalSetup.mjs',
  // Any test may run on any worker, after any other: none reads what another left, except the
  // serial group declared in workflow.spec.mjs.
  fullyParallel: true,
  workers,
  // The seatbelt: a failed test runs once more on a fresh worker; a pass then is "flaky" (reported,
  // not failing the run; .reports/flaky.md). Twice failed fails.
  retries: 1,
  // A backstop against a hang, not a race's timeout: the old runner had no limit per test, the
  // tests bound each of their own waits, and the longest wait for a chunk's retry on purpose.
  timeout: 180_000,
  forbidOnly: Boolean(process.env.CI),
  ...(only ? { grep: only } : {}),
  // Traces of the failed attempts (retain-on-failure), gitignored with the rest of .reports/.
  outputDir: join(repositoryRoot, '.reports/web-e2e-traces'),
  reporter: [['list'], ['./e2e/reporter.mjs']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Every attempt is traced and the trace kept when it fails: its actions, the DOM snapshot
    // before and after each, the console and the network. Not the screencast: recording a
    // 1920×1080 film of every test was about a third of the suite's CPU (tokens and tickets,
    // one worker: 102 CPU-s traced with it, 73 without, 64 untraced) and doubled its time on
    // the 2-core machine; the failure's page snapshot (error-context.md) is written either way.
    // Tracing only the retry ('on-first-retry') saved 13 % of their CPU (tickets and tokens, one
    // worker: 77 → 67 CPU-s) but left a flaky test's failed attempt without a trace, and the
    // retry's trace of a pass explains nothing: the flake is what has to be understood.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    // playwright-core's own defaults, which the tests were written against (the test runner's
    // default would be no limit at all).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
