// The flaky seatbelt's bookkeeping, apart from Playwright so that flaky.test.mjs (vitest) can check
// it: Playwright re-runs a failed test once (`retries: 1` in playwright.config.mjs, on a fresh
// worker: its own gateway, demo data and browser); a test that fails and then passes is *flaky* —
// it does not fail the run, it is not counted as passed either, and it is written down with both
// attempts' errors (.reports/web-e2e.json and .reports/flaky.md, by reporter.mjs) so that it is
// looked into, not forgotten. A test that fails twice fails.

/** How many lines of a failure's stack the reports keep. */
const STACK_LINES = 12;

// ANSI colour codes out: Playwright's messages are coloured for a terminal, the reports are read.
// eslint-disable-next-line no-control-regex
const plain = (text) => String(text).replace(/\u001b\[[0-9;]*m/g, '');

/** A failure as the reports keep it: its message and the first lines of its stack. */
export function describeError(error) {
  const text = plain(error?.stack ?? error?.message ?? error?.value ?? error);
  const message = plain(error?.message ?? error?.value ?? error);
  const lines = text.split('\n');
  // A stack starts with the message (which may have several lines); keep it whole, then an excerpt.
  const messageLines = message.split('\n').length;
  return lines
    .slice(0, messageLines + STACK_LINES)
    .concat(lines.length > messageLines + STACK_LINES ? ['    …'] : [])
    .join('\n');
}

/**
 * The self-test hooks of the seatbelt: E2E_FAIL_ONCE='<text>' fails the first attempt of every
 * test whose name contains the text, E2E_FAIL_TWICE='<text>' both attempts. Returns the error to
 * throw before attempt `attempt` (1 or 2; Playwright's `testInfo.retry + 1`), or undefined.
 */
export function planned(name, attempt, env = process.env) {
  const matches = (text) => Boolean(text) && name.includes(text);
  if (matches(env.E2E_FAIL_TWICE) || (attempt === 1 && matches(env.E2E_FAIL_ONCE))) {
    const hook = matches(env.E2E_FAIL_TWICE) ? 'E2E_FAIL_TWICE' : 'E2E_FAIL_ONCE';
    return new Error(`${hook}: attempt ${attempt} of this test fails on purpose`);
  }
  return undefined;
}

/** One attempt (a Playwright TestResult) as the reports keep it: 'passed' or its errors. */
function attemptText(result) {
  if (result.status === 'passed') return 'passed';
  if (result.status === 'skipped') {
    return 'skipped (not run: an earlier test of its serial group failed in this attempt)';
  }
  const errors = result.errors?.length > 0 ? result.errors : [result.error ?? result.status];
  return errors.map(describeError).join('\n\n');
}

/**
 * A test's result from Playwright's test case (`title`, `outcome()`, `results`, one a attempt):
 * `status` 'passed' (first attempt), 'flaky' (failed, then passed), 'failed' (every attempt) or
 * 'skipped' (never run: counted as not run, never as passed); `ok` (false unless passed or flaky),
 * `attempts` (each 'passed' or its errors) and, for a failed test, `message` and `error`.
 */
export function testResult(test, group) {
  const attempts = test.results.map(attemptText);
  const outcome = test.outcome();
  const last = test.results.at(-1);
  const status =
    outcome === 'flaky'
      ? 'flaky'
      : outcome === 'unexpected'
        ? 'failed'
        : outcome === 'expected' && last?.status === 'passed'
          ? 'passed'
          : 'skipped';
  const result = {
    name: test.title,
    group,
    ok: status === 'passed' || status === 'flaky',
    status,
    attempts,
    durationMs: test.results.reduce((sum, each) => sum + each.duration, 0),
  };
  if (status === 'failed') {
    const error = last.errors?.[0] ?? last.error ?? { message: last.status };
    result.message = plain(error.message ?? error.value ?? last.status);
    result.error = attempts.at(-1);
  }
  return result;
}

/** The counts of a run's results: flaky tests are neither passed nor failed. */
export function tally(results) {
  const count = (status) => results.filter((result) => result.status === status).length;
  return {
    passed: count('passed'),
    failed: count('failed'),
    flaky: count('flaky'),
    skipped: count('skipped'),
  };
}

/**
 * .reports/web-e2e.json, in the shape scripts/testReports.mjs reads: the counts (a skipped test
 * counts as pending, which `npm test` reports as not run), the flaky tests with both attempts and
 * every test's result; `success` false when something failed outside the tests.
 */
export function e2eReport(results, { errors = [] } = {}) {
  const { passed, failed, flaky, skipped } = tally(results);
  return {
    numPassedTests: passed,
    numFailedTests: failed,
    numFlakyTests: flaky,
    numPendingTests: skipped,
    flakyTests: results
      .filter((result) => result.status === 'flaky')
      .map(({ name, attempts }) => ({ name, attempts })),
    ...(errors.length > 0 ? { success: false, errors } : {}),
    testResults: results,
  };
}

/** .reports/flaky.md: every flaky test of the run by name, with both attempts. */
export function flakyMarkdown(results, { when = new Date() } = {}) {
  const flaky = results.filter((result) => result.status === 'flaky');
  const lines = [
    '# Flaky e2e tests',
    '',
    `Run of ${when.toISOString()} (apps/web playwright.config.mjs). A flaky test failed, then passed`,
    'when Playwright ran it again on a fresh worker: it did not fail the run, but it is not counted',
    'as passed. Look into each one: a flake is a race the app or the test has, on a busier machine a',
    'failure. The failed attempt’s trace is kept (see the README, "Browser tests").',
    '',
  ];
  if (flaky.length === 0) return [...lines, 'No flaky test in this run.', ''].join('\n');
  lines.push(`${flaky.length} flaky ${flaky.length === 1 ? 'test' : 'tests'}:`, '');
  for (const result of flaky) {
    lines.push(
      `## ${result.name}`,
      '',
      '1st attempt: failed',
      '',
      '```',
      result.attempts[0],
      '```',
    );
    lines.push('', `2nd attempt: ${result.attempts[1]}`, '');
  }
  return lines.join('\n');
}
