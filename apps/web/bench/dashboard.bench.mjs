// `pnpm bench` (apps/web): the speed of the first screen every ORG user sees (000 §2 Dashboards). Builds the
// app when stale, starts the gateway as `npm start` does, and signs Giulia Rossi in five times in a
// fresh Debian Chromium context each time (cold cache), first as a user signs in (through the
// 2 s 'Stai per accedere con il profilo' screen of 000 §2), then with the screen skipped (`?skip`).
// For each run it measures, from the click on 'Entra' to every widget of her default dashboard
// showing data:
//   - the time (ms) from the click to the moment the page reports every widget ready;
//   - the API requests made, and any made twice (same method, path, query and body);
//   - whether the counts were in flight together: the share of count requests that started before
//     the first count answered;
//   - the JS transferred (gzipped bytes on the wire, from the resource timing entries);
//   - where the time went: when the token was asked, when the profiles and the organisation
//     answered, when the ORG chunk arrived, when the counts were asked and the last one answered,
//     and how long a count waited in the browser for one of its six connections to the gateway.
// It prints the median of the five runs beside its budget and each run's figures, then the JS of
// the sign-in path beside its budget with what makes it up (bench/webSize.mjs). Budgets: 2.2 s
// through the screen, 0.8 s skipped, 180 KB gzipped; no request made twice, every count in flight
// at once. Figures only: no assertion here.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildWebApp, launchBrowser, newPage, start, startGateway } from '../e2e/harness.mjs';
import {
  checkSignInSize,
  chunkGraphFile,
  signInJavaScript,
  waitForDashboardData,
} from './webSize.mjs';

const RUNS = 5;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function oneRun(browser, url, returnTo) {
  const { context, page } = await newPage(browser, url);
  const requests = [];
  // The session start's token request and its organisation read: when the start checks began
  // and when their last answer (an ORG profile's organisation) came.
  const wayIn = {
    tokenAsked: undefined,
    profilesAnswered: undefined,
    organizationAnswered: undefined,
    roleCodeArrived: undefined,
  };
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/auth/token' && wayIn.tokenAsked === undefined) wayIn.tokenAsked = Date.now();
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
    const { pathname } = new URL(request.url());
    if (wayIn.profilesAnswered === undefined && pathname === '/api/v2/users/auth/profiles') {
      wayIn.profilesAnswered = Date.now();
    }
    // The ORG role's chunk (its screen's code), preloaded once the profile is known.
    if (wayIn.roleCodeArrived === undefined && /^\/assets\/ORG-[^/]*\.js$/.test(pathname)) {
      wayIn.roleCodeArrived = Date.now();
    }
    if (
      wayIn.organizationAnswered === undefined &&
      /^\/api\/v2\/organizations\/[^/]+$/.test(new URL(request.url()).pathname)
    ) {
      wayIn.organizationAnswered = Date.now();
    }
  });
  try {
    // Sign-in navigates away from the login page, which resets the page clock: both ends are
    // wall-clock times on the Node side (`start` says when 'Entra' was clicked and when the
    // address changed), the end taken when the page reports every widget ready.
    const { clicked, redirected } = await start(page, 'Giulia Rossi', {
      returnTo,
      dashboard: '/ORG/dashboard',
    });
    await waitForDashboardData(page);
    const ready = Date.now();
    const { javascript, longestCountQueue } = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      return {
        javascript: entries
          .filter((entry) => entry.name.endsWith('.js'))
          .reduce((sum, entry) => sum + (entry.transferSize || entry.encodedBodySize || 0), 0),
        // How long a count waited in the browser before it was sent (the browser opens six
        // connections to one host, which the role's code files share with the reads).
        longestCountQueue: Math.max(
          0,
          ...entries
            .filter((entry) => entry.name.includes('/search/count') && entry.requestStart > 0)
            .map((entry) => entry.requestStart - entry.startTime),
        ),
      };
    });
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
    const since = (time) => (time === undefined || !Number.isFinite(time) ? '–' : time - clicked);
    return {
      ms: ready - clicked,
      afterRedirectMs: ready - redirected,
      tokenAskedMs: wayIn.tokenAsked === undefined ? undefined : wayIn.tokenAsked - clicked,
      checksEndedMs:
        wayIn.organizationAnswered === undefined ? undefined : wayIn.organizationAnswered - clicked,
      redirectMs: redirected - clicked,
      profilesAnsweredMs: since(wayIn.profilesAnswered),
      roleCodeMs: since(wayIn.roleCodeArrived),
      countsAskedMs: since(Math.min(...counts.map((entry) => entry.started))),
      countsAnsweredMs: since(Math.max(...counts.map((entry) => entry.finished ?? -Infinity))),
      longestCountQueueMs: Math.round(longestCountQueue),
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

/** The two ways in, each with its budget (ms): through the 2 s screen, and with it skipped. */
const MODES = [
  {
    label: "through the 2 s 'Stai per accedere con il profilo' screen",
    returnTo: '/loading',
    budgetMs: 2200,
  },
  { label: 'with the screen skipped (?skip)', returnTo: '/loading?skip', budgetMs: 800 },
];

/**
 * The dashboard paints this soon after the session's redirect: its code and data were loaded
 * during the Loading screen. The spec's 2 s start after the start checks (000 §4: user, profile,
 * module, initialisation, then the 2 s delay), so the click → painted time is their time + 2 s +
 * this.
 */
const AFTER_REDIRECT_BUDGET_MS = 200;

process.stdout.write(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}\n`,
);
buildWebApp({ force: !existsSync(chunkGraphFile) });
const gateway = process.env.E2E_URL
  ? { url: process.env.E2E_URL, close: async () => undefined }
  : await startGateway();
const browser = await launchBrowser();
const results = [];
let javascript;
try {
  // One warm-up sign-in: the gateway's first queries compile and fill PGlite's caches.
  await oneRun(browser, gateway.url, '/loading?skip');
  for (const mode of MODES) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await oneRun(browser, gateway.url, mode.returnTo));
    }
    results.push({ mode, runs });
  }
  javascript = await signInJavaScript(browser, gateway.url);
} finally {
  await browser.close();
  await gateway.close();
}

for (const { mode, runs } of results) {
  process.stdout.write(
    `\nGiulia Rossi, click on 'Entra' → every widget of the default ORG dashboard showing data, ${mode.label}\n`,
  );
  runs.forEach((run, index) => {
    process.stdout.write(
      `  run ${index + 1}: ${run.ms} ms (${run.afterRedirectMs} ms after the redirect; token asked at ${run.tokenAskedMs} ms, ` +
        `organisation answered at ${run.checksEndedMs} ms, redirect at ${run.redirectMs} ms), ${run.requests} API requests (${run.repeated.length} repeated), ` +
        `${run.concurrentCounts}/${run.counts} counts in flight together, JS ${run.javascriptKb.toFixed(1)} KB\n`,
    );
    process.stdout.write(
      `    profiles answered at ${run.profilesAnsweredMs} ms, ORG chunk arrived at ${run.roleCodeMs} ms, ` +
        `counts asked from ${run.countsAskedMs} ms, last count answered at ${run.countsAnsweredMs} ms, ` +
        `a count waited up to ${run.longestCountQueueMs} ms for a connection\n`,
    );
    for (const line of run.repeated) process.stdout.write(`    repeated: ${line}\n`);
  });
  const medianMs = median(runs.map((run) => run.ms));
  const afterRedirect = median(runs.map((run) => run.afterRedirectMs));
  // Only the Loading screen's 2 s give time to load ahead; skipped, the redirect comes at once.
  const afterBudget = mode.returnTo.includes('skip')
    ? ''
    : ` (budget ${AFTER_REDIRECT_BUDGET_MS} ms ${afterRedirect <= AFTER_REDIRECT_BUDGET_MS ? '✓' : '✗'})`;
  process.stdout.write(
    `Median of ${RUNS}: ${medianMs} ms (budget ${mode.budgetMs} ms ${medianMs <= mode.budgetMs ? '✓' : '✗'}), ` +
      `${afterRedirect} ms after the redirect${afterBudget}; ` +
      `${median(runs.map((run) => run.requests))} API requests; ` +
      `${median(runs.map((run) => run.repeated.length))} made twice; ` +
      `${median(runs.map((run) => run.concurrentCounts))}/${median(runs.map((run) => run.counts))} counts in flight together\n`,
  );
}
process.stdout.write(`\n${checkSignInSize(javascript).lines.join('\n')}\n`);
process.stdout.write(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}\n`,
);
