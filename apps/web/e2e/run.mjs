// `pnpm --filter @portineria/web e2e`: builds the app, starts the gateway, runs the e2e tests in
// Debian Chromium one after the other (2 shared CPU cores), prints the initial JS of the
// sign-in → dashboard path, and writes { numPassedTests, numFailedTests } to .reports/web-e2e.json.
// `--only <text>` runs the tests whose name contains the text; `--rebuild` forces `vite build`;
// E2E_URL=http://127.0.0.1:8080 runs against a gateway that is already serving this build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildWebApp,
  distDir,
  gzippedSize,
  launchBrowser,
  newPage,
  repositoryRoot,
  signIn,
  startGateway,
} from './harness.mjs';
import { DASHBOARD_TESTS } from './dashboard.e2e.mjs';
import { RECORD_TESTS } from './records.e2e.mjs';
import { menuRouteTests, TESTS } from './shell.e2e.mjs';
import { WORKFLOW_TESTS } from './workflow.e2e.mjs';

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const selected = [
  ...TESTS,
  ...DASHBOARD_TESTS,
  ...RECORD_TESTS,
  ...WORKFLOW_TESTS,
  ...menuRouteTests(),
].filter((test) => only === undefined || test.name.includes(only));

/** The JS files the browser fetched from /assets/ between opening the login and the dashboard. */
async function initialJavaScript(browser, url) {
  const { context, page } = await newPage(browser, url);
  const files = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  try {
    await signIn(page, 'Giulia Rossi');
    await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
  }
  const entry = readFileSync(join(distDir, 'index.html'), 'utf8').match(
    /src="\/(assets\/[^"]+\.js)"/,
  )?.[1];
  const total = [...files].reduce((sum, file) => sum + gzippedSize(file), 0);
  return { files: [...files], total, entry: entry ? gzippedSize(entry) : 0 };
}

buildWebApp({ force: process.argv.includes('--rebuild') });
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
  if (only === undefined) {
    const size = await initialJavaScript(browser, gateway.url);
    process.stdout.write(
      `Initial JS, sign-in → dashboard: ${(size.total / 1024).toFixed(1)} KB gzipped in ${size.files.length} files (entry ${(size.entry / 1024).toFixed(1)} KB)\n`,
    );
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
