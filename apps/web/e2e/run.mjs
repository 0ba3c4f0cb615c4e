// `pnpm --filter @portineria/web e2e`: builds the app once, then runs the e2e tests in lanes that
// work side by side, each with its own gateway (started as `npm start` starts it, with its own
// throw-away demo data) and its own Chromium: on two shared cores most of a test's time is spent
// waiting for the browser and the gateway, so one lane leaves the machine idle. A group of tests
// (one *.e2e.mjs list, or one account's menu routes) always runs whole, in its order, in one lane:
// some tests build on the earlier ones of their group, never on another group's. The groups are
// spread over the lanes by their measured durations (GROUP_SECONDS below). The run also checks the
// size of the JS of the sign-in → dashboard path against size-budget.json (bench/webSize.mjs) and
// writes { numPassedTests, numFailedTests, numFlakyTests, flakyTests, testResults } to
// .reports/web-e2e.json.
// `--only <text>` (or E2E_ONLY) runs the tests whose name contains the text; `--group <a,b>` (or
// E2E_GROUPS) runs whole groups (their names are printed at the start); `--lanes <n>` (or
// E2E_LANES) sets the number of lanes, 3 by default: three lanes cut the run from about 684 to
// 470 s on the 2-core machine (the tests that timed out with lanes were racing a late chunk, late
// menu reads or an address the calendar rewrites, and wait for those now); `--lanes 1` runs one
// group after the other; E2E_DELAY (see harness.mjs) holds requests back to reproduce such races;
// `--rebuild` forces `vite build`; `--update-size` records the sign-in chunk set's size in
// size-budget.json (a deliberate change); E2E_URL=http://127.0.0.1:8080 runs against a gateway
// that is already serving this build (then in one lane, since the groups share its data).
//
// A flake never sinks a run, and never hides (retry.mjs): a test that fails is run again once, at
// once, in its lane (whose next test waits meanwhile). If the second attempt passes the test is
// *flaky*: not a failure, not a pass either — the closing line says `Tests: N passed, N failed,
// N flaky`, .reports/web-e2e.json has numFlakyTests and flakyTests (each with both attempts: the
// first failure's message and stack, then "passed"), and .reports/flaky.md lists them for people.
// A test that fails twice fails the run. Self-test of that seatbelt: E2E_FAIL_ONCE='<text>' makes
// the first attempt of every test whose name contains the text throw (the run ends `1 flaky`, exit
// 0), E2E_FAIL_TWICE='<text>' both attempts (the test fails, exit 1); e.g.
//   E2E_FAIL_ONCE='lands on /SYS/dashboard' node e2e/run.mjs --group shell --only Elena --lanes 1
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebApp, launchBrowser, repositoryRoot, startGateway } from './harness.mjs';
import { flakyMarkdown, runWithRetry, tally } from './retry.mjs';
import {
  checkSignInSize,
  chunkGraphFile,
  recordSignInSize,
  signInJavaScript,
} from '../bench/webSize.mjs';
import { CALENDAR_TESTS } from './calendar.e2e.mjs';
import { CHAT_TESTS } from './chat.e2e.mjs';
import { CLAIM_TESTS } from './claims.e2e.mjs';
import { DASHBOARD_TESTS } from './dashboard.e2e.mjs';
import { LAYOUT_TESTS } from './layout.e2e.mjs';
import { LIST_TESTS } from './lists.e2e.mjs';
import { PLANNING_TESTS } from './planning.e2e.mjs';
import { PRODUCTION_TESTS } from './production.e2e.mjs';
import { RECORD_TESTS } from './records.e2e.mjs';
import { SESSION_TESTS } from './session.e2e.mjs';
import { ACCOUNTS, menuRouteTests, TESTS } from './shell.e2e.mjs';
import { TASK_TESTS } from './tasks.e2e.mjs';
import { TICKET_TESTS } from './tickets.e2e.mjs';
import { TOKEN_TESTS } from './tokens.e2e.mjs';
import { QUOTE_TESTS } from './quotes.e2e.mjs';
import { WORKFLOW_TESTS } from './workflow.e2e.mjs';

/** The size check's name; `--only size` runs it alone. */
const SIZE_CHECK =
  'size: the JS of sign-in → ORG dashboard within 5 % of its recorded size (size-budget.json)';

const argument = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
// E2E_ONLY and E2E_GROUPS say the same when the runner is started by `npm test`'s driver, e.g.
// `E2E_GROUPS=shell node scripts/test.mjs --only 'web build,web-e2e'`.
const only = argument('--only') ?? (process.env.E2E_ONLY || undefined);
const onlyGroups = (argument('--group') ?? (process.env.E2E_GROUPS || undefined))?.split(',');

/** The size check as a test: it signs in on a fresh context and reads what the browser fetched. */
const sizeCheck = {
  name: SIZE_CHECK,
  async run({ browser, url }) {
    const measured = await signInJavaScript(browser, url);
    if (process.argv.includes('--update-size')) recordSignInSize(measured);
    const { ok, lines } = checkSignInSize(measured);
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!ok) throw new Error(lines[0]);
  },
};

/**
 * The groups, in the order a single lane runs them. Each account's menu routes are a group of
 * their own: they only read, so they need no other test before them.
 */
const GROUPS = [
  { name: 'shell', tests: TESTS },
  { name: 'layout', tests: LAYOUT_TESTS },
  { name: 'lists', tests: LIST_TESTS },
  { name: 'dashboard', tests: DASHBOARD_TESTS },
  { name: 'records', tests: RECORD_TESTS },
  { name: 'calendar', tests: CALENDAR_TESTS },
  { name: 'workflow', tests: WORKFLOW_TESTS },
  { name: 'tasks', tests: TASK_TESTS },
  { name: 'tickets', tests: TICKET_TESTS },
  { name: 'claims', tests: CLAIM_TESTS },
  { name: 'tokens', tests: TOKEN_TESTS },
  { name: 'quotes', tests: QUOTE_TESTS },
  { name: 'planning', tests: PLANNING_TESTS },
  { name: 'production', tests: PRODUCTION_TESTS },
  { name: 'session', tests: SESSION_TESTS },
  { name: 'chat', tests: CHAT_TESTS },
  ...ACCOUNTS.map((account) => ({
    name: `menu ${account.name}`,
    tests: menuRouteTests([account.name]),
  })),
  { name: 'size', tests: [sizeCheck] },
];

/**
 * Each group's duration in seconds, one lane at a time on the 2-core CI machine (the ✓ lines of
 * a full run): what the lanes are balanced by. A group missing here counts 7 s a test.
 */
const GROUP_SECONDS = {
  shell: 70,
  layout: 85,
  lists: 85,
  dashboard: 27,
  records: 35,
  calendar: 64,
  workflow: 73,
  tasks: 30,
  planning: 35,
  production: 10,
  session: 33,
  chat: 20,
  'menu Giulia Rossi': 52,
  'menu Luca Neri': 34,
  'menu Sara Conti': 39,
  'menu Paolo Bianchi': 23,
  'menu Anna Gallo': 15,
  'menu Maria Verdi': 19,
  'menu Marco Ferri': 11,
  'menu Elena Marino': 4,
  size: 5,
};

const selected = GROUPS.filter(
  (group) => onlyGroups === undefined || onlyGroups.includes(group.name),
)
  .map((group) => ({
    ...group,
    tests: group.tests.filter((test) => only === undefined || test.name.includes(only)),
  }))
  .filter((group) => group.tests.length > 0);
if (onlyGroups) {
  const unknown = onlyGroups.filter((name) => !GROUPS.some((group) => group.name === name));
  if (unknown.length > 0) {
    process.stdout.write(
      `unknown groups: ${unknown.join(', ')}; the groups are: ${GROUPS.map((group) => group.name).join(', ')}\n`,
    );
    process.exit(1);
  }
}

const weight = (group) =>
  (GROUP_SECONDS[group.name] ?? 7 * group.tests.length) *
  (group.tests.length / GROUPS.find((each) => each.name === group.name).tests.length);

/**
 * The groups spread over `count` lanes, longest first onto the lane with the least work so far;
 * inside a lane the groups keep the order of GROUPS.
 */
function planLanes(groups, count) {
  const lanes = Array.from({ length: Math.min(count, groups.length) }, () => ({
    groups: [],
    seconds: 0,
  }));
  for (const group of [...groups].sort((a, b) => weight(b) - weight(a))) {
    const lightest = lanes.reduce((best, lane) => (lane.seconds < best.seconds ? lane : best));
    lightest.groups.push(group);
    lightest.seconds += weight(group);
  }
  for (const lane of lanes) lane.groups.sort((a, b) => groups.indexOf(a) - groups.indexOf(b));
  return lanes;
}

/** The lanes of a run (and of `npm test`) unless told otherwise. */
const DEFAULT_LANES = 3;

const laneCount = process.env.E2E_URL
  ? 1
  : Math.max(1, Number(argument('--lanes') ?? process.env.E2E_LANES) || DEFAULT_LANES);
const lanes = planLanes(selected, laneCount);

// The size check reads the chunk graph a build writes beside it.
buildWebApp({ force: process.argv.includes('--rebuild') || !existsSync(chunkGraphFile) });

for (const [index, lane] of lanes.entries()) {
  process.stdout.write(
    `lane ${index + 1} (~${Math.round(lane.seconds)} s): ${lane.groups.map((group) => group.name).join(', ')}\n`,
  );
}

/** Where each test's result goes: its place in the whole list, so the report keeps that order. */
const order = selected.flatMap((group) => group.tests);
const results = new Array(order.length);

/** A failure's message under its test's line. */
const indent = (text) => `  ${String(text).split('\n').join('\n  ')}`;

/** Runs one lane: its own gateway and browser, its groups one after the other. */
async function runLane(lane) {
  const tests = lane.groups.flatMap((group) => group.tests);
  let gateway;
  let browser;
  try {
    // E2E_URL reuses a gateway already serving this build (while developing).
    gateway = process.env.E2E_URL
      ? { url: process.env.E2E_URL, close: async () => undefined }
      : await startGateway();
    browser = await launchBrowser();
  } catch (error) {
    // A lane that cannot start fails each of its tests with the reason.
    for (const test of tests) {
      results[order.indexOf(test)] = {
        name: test.name,
        ok: false,
        status: 'failed',
        error: String(error?.stack ?? error),
      };
      process.stdout.write(`✗ ${test.name}\n  ${String(error?.message ?? error)}\n`);
    }
    await browser?.close();
    await gateway?.close();
    return;
  }
  try {
    for (const test of tests) {
      const started = Date.now();
      // Each line in one write, so that the lanes' lines never interleave inside a message.
      const result = await runWithRetry(test.name, () => test.run({ browser, url: gateway.url }), {
        onFirstFailure: (first) =>
          process.stdout.write(
            `✗ ${test.name} (1st attempt; running it again at once)\n${indent(first.message)}\n`,
          ),
      });
      results[order.indexOf(test)] = result;
      const took = test === sizeCheck ? '' : ` (${Date.now() - started} ms)`;
      if (result.status === 'passed') process.stdout.write(`✓ ${test.name}${took}\n`);
      else if (result.status === 'flaky') {
        process.stdout.write(`~ ${test.name}${took}: FLAKY, passed at the 2nd attempt\n`);
      } else {
        process.stdout.write(`✗ ${test.name} (2nd attempt too)\n${indent(result.message)}\n`);
      }
    }
  } finally {
    await browser.close();
    await gateway.close();
  }
}

const started = Date.now();
await Promise.all(
  lanes.map(async (lane, index) => {
    await runLane(lane);
    process.stdout.write(
      `lane ${index + 1} done in ${Math.round((Date.now() - started) / 1000)} s (planned ~${Math.round(lane.seconds)} s one lane at a time)\n`,
    );
  }),
);
process.stdout.write(
  `${lanes.length} lane${lanes.length === 1 ? '' : 's'}, ${Math.round((Date.now() - started) / 1000)} s\n`,
);

const { passed, failed, flaky } = tally(results);
const flakyTests = results
  .filter((result) => result.status === 'flaky')
  .map(({ name, attempts }) => ({ name, attempts }));
const reports = join(repositoryRoot, '.reports');
mkdirSync(reports, { recursive: true });
writeFileSync(
  join(reports, 'web-e2e.json'),
  JSON.stringify(
    {
      numPassedTests: passed,
      numFailedTests: failed,
      numFlakyTests: flaky,
      flakyTests,
      testResults: results,
    },
    null,
    2,
  ),
);
writeFileSync(join(reports, 'flaky.md'), flakyMarkdown(results));
for (const { name, attempts } of flakyTests) {
  process.stdout.write(
    `flaky: ${name}\n  1st attempt: ${attempts[0].split('\n')[0]}\n  2nd attempt: passed\n`,
  );
}
if (flaky > 0) process.stdout.write(`(both attempts of each in .reports/flaky.md)\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed, ${flaky} flaky\n`);
// Flaky tests do not fail the run; a run in which nothing ran at all does.
process.exit(failed > 0 || passed + flaky === 0 ? 1 : 0);
