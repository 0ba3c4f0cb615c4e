// `pnpm --filter @portineria/web e2e`: builds the app, starts the gateway, runs the e2e tests in
// Debian Chromium one after the other (2 shared CPU cores), checks the size of the JS of the
// sign-in → dashboard path against size-budget.json (bench/webSize.mjs), and writes { numPassedTests, numFailedTests } to .reports/web-e2e.json.
// `--only <text>` runs the tests whose name contains the text; `--rebuild` forces `vite build`;
// `--update-size` records the sign-in chunk set's size in size-budget.json (a deliberate change);
// E2E_URL=http://127.0.0.1:8080 runs against a gateway that is already serving this build.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebApp, launchBrowser, repositoryRoot, startGateway } from './harness.mjs';
import {
  checkSignInSize,
  chunkGraphFile,
  recordSignInSize,
  signInJavaScript,
} from '../bench/webSize.mjs';
import { CALENDAR_TESTS } from './calendar.e2e.mjs';
import { DASHBOARD_TESTS } from './dashboard.e2e.mjs';
import { LAYOUT_TESTS } from './layout.e2e.mjs';
import { LIST_TESTS } from './lists.e2e.mjs';
import { PLANNING_TESTS } from './planning.e2e.mjs';
import { PRODUCTION_TESTS } from './production.e2e.mjs';
import { RECORD_TESTS } from './records.e2e.mjs';
import { SESSION_TESTS } from './session.e2e.mjs';
import { menuRouteTests, TESTS } from './shell.e2e.mjs';
import { TASK_TESTS } from './tasks.e2e.mjs';
import { WORKFLOW_TESTS } from './workflow.e2e.mjs';

/** The size check's name; `--only size` runs it alone. */
const SIZE_CHECK =
  'size: the JS of sign-in → ORG dashboard within 5 % of its recorded size (size-budget.json)';

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const selected = [
  ...TESTS,
  ...LAYOUT_TESTS,
  ...LIST_TESTS,
  ...DASHBOARD_TESTS,
  ...RECORD_TESTS,
  ...CALENDAR_TESTS,
  ...WORKFLOW_TESTS,
  ...TASK_TESTS,
  ...PLANNING_TESTS,
  ...PRODUCTION_TESTS,
  ...SESSION_TESTS,
  ...menuRouteTests(),
].filter((test) => only === undefined || test.name.includes(only));

// The size check reads the chunk graph a build writes beside it.
buildWebApp({ force: process.argv.includes('--rebuild') || !existsSync(chunkGraphFile) });
// E2E_URL reuses a gateway already serving this build (while developing); otherwise one is started.
const gateway = process.env.E2E_URL
  ? { url: process.env.E2E_URL, close: async () => undefined }
  : await startGateway();
const browser = await launchBrowser();
const results = [];
try {
  for (const test of selected) {
    const started = Date.now();
    try {
      await test.run({ browser, url: gateway.url });
      results.push({ name: test.name, ok: true });
      process.stdout.write(`✓ ${test.name} (${Date.now() - started} ms)\n`);
    } catch (error) {
      results.push({ name: test.name, ok: false, error: String(error?.stack ?? error) });
      process.stdout.write(
        `✗ ${test.name}\n  ${String(error?.message ?? error)
          .split('\n')
          .join('\n  ')}\n`,
      );
    }
  }
  if (only === undefined || SIZE_CHECK.includes(only)) {
    // The size check of the sign-in chunk set, one test of the run.
    const measured = await signInJavaScript(browser, gateway.url);
    if (process.argv.includes('--update-size')) recordSignInSize(measured);
    const { ok, lines } = checkSignInSize(measured);
    process.stdout.write(`${lines.join('\n')}\n`);
    results.push({ name: SIZE_CHECK, ok, ...(ok ? {} : { error: lines[0] }) });
    process.stdout.write(`${ok ? '✓' : '✗'} ${SIZE_CHECK}\n`);
  }
} finally {
  await browser.close();
  await gateway.close();
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
const reports = join(repositoryRoot, '.reports');
mkdirSync(reports, { recursive: true });
writeFileSync(
  join(reports, 'web-e2e.json'),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed, testResults: results }, null, 2),
);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
