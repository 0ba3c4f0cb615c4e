// `pnpm bench` (apps/web): the speed of the first screen every ORG user sees (000 §2 Dashboards). Builds the
// app when stale, starts the gateway as `npm start` does, and signs Giulia Rossi in five times in a
// fresh Debian Chromium context each time (cold cache). For each run it measures, from the click on
// 'Entra' to every widget of her default dashboard showing data:
//   - the time (ms) from the click to the moment the page reports every widget ready;
//   - the API requests made, and any made twice (same method, path, query and body);
//   - whether the counts were in flight together: the share of count requests that started before
//     the first count answered;
//   - the JS transferred (gzipped bytes on the wire, from the resource timing entries).
// It prints the median of the five runs and each run's figures. Targets (the dashboard's own): under 1.0 s on
// localhost, no request made twice, every count in flight at once. Figures only: no assertion here.
/* global document */
import { buildWebApp, launchBrowser, newPage, startGateway } from '../e2e/harness.mjs';

const RUNS = 5;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Every cell of the grid rendered its widget and none is still loading. */
async function waitForDashboardData(page) {
  await page.waitForFunction(
    () => {
      const cells = [...document.querySelectorAll('[data-cell-component]')];
      if (cells.length === 0) return false;
      return cells.every((cell) => {
        const states = [...cell.querySelectorAll('[data-widget-state]')].map((element) =>
          element.getAttribute('data-widget-state'),
        );
        return states.length > 0 && states.every((state) => state === 'ready');
      });
    },
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
}

async function oneRun(browser, url) {
  const { context, page } = await newPage(browser, url);
  const requests = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    requests.push({
      key: `${request.method()} ${pathname}${search} ${request.postData() ?? ''}`,
      path: pathname,
      started: Date.now(),
      finished: undefined,
      request,
    });
  });
  page.on('requestfinished', (request) => {
    const entry = requests.find((item) => item.request === request);
    if (entry) entry.finished = Date.now();
  });
  try {
    await page.goto(`/auth/login?${new URLSearchParams({ return_to: '/loading?skip' })}`);
    const button = page.getByRole('button', { name: 'Entra: Giulia Rossi' });
    await button.waitFor();
    // Sign-in navigates away from the login page, which resets the page clock: both ends are
    // wall-clock times on the Node side, the end taken when the page reports every widget ready.
    const clicked = Date.now();
    await button.click();
    await page.waitForURL((address) => address.pathname === '/ORG/dashboard', { timeout: 30_000 });
    await waitForDashboardData(page);
    const ready = Date.now();
    const javascript = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry.transferSize || entry.encodedBodySize || 0), 0),
    );
    const made = requests.filter((entry) => entry.started <= ready);
    const seen = new Map();
    for (const entry of made) seen.set(entry.key, (seen.get(entry.key) ?? 0) + 1);
    const repeated = [...seen.entries()].filter(([, count]) => count > 1);
    // The widgets' counts; the bell's unread count waits for the realtime socket on purpose.
    const counts = made.filter(
      (entry) => entry.path.endsWith('/search/count') && !entry.path.includes('/notifications/'),
    );
    const firstCountAnswer = Math.min(...counts.map((entry) => entry.finished ?? Infinity));
    const concurrentCounts = counts.filter((entry) => entry.started <= firstCountAnswer).length;
    return {
      ms: ready - clicked,
      requests: made.length,
      repeated: repeated.map(([key, count]) => `${count}× ${key.slice(0, 140)}`),
      counts: counts.length,
      concurrentCounts,
      javascriptKb: javascript / 1024,
    };
  } finally {
    await context.close();
  }
}

buildWebApp();
const gateway = process.env.E2E_URL
  ? { url: process.env.E2E_URL, close: async () => undefined }
  : await startGateway();
const browser = await launchBrowser();
const runs = [];
try {
  // One warm-up sign-in: the gateway's first queries compile and fill PGlite's caches.
  await oneRun(browser, gateway.url);
  for (let index = 0; index < RUNS; index += 1) runs.push(await oneRun(browser, gateway.url));
} finally {
  await browser.close();
  await gateway.close();
}

process.stdout.write(
  '\nGiulia Rossi, sign-in → every widget of the default ORG dashboard showing data\n',
);
runs.forEach((run, index) => {
  process.stdout.write(
    `  run ${index + 1}: ${run.ms} ms, ${run.requests} API requests (${run.repeated.length} repeated), ` +
      `${run.concurrentCounts}/${run.counts} counts in flight together, JS ${run.javascriptKb.toFixed(1)} KB\n`,
  );
  for (const line of run.repeated) process.stdout.write(`    repeated: ${line}\n`);
});
process.stdout.write(
  `Median of ${RUNS}: ${median(runs.map((run) => run.ms))} ms; ` +
    `${median(runs.map((run) => run.requests))} API requests; ` +
    `${median(runs.map((run) => run.repeated.length))} made twice; ` +
    `${median(runs.map((run) => run.concurrentCounts))}/${median(runs.map((run) => run.counts))} counts in flight together; ` +
    `JS transferred ${median(runs.map((run) => run.javascriptKb)).toFixed(1)} KB\n`,
);
