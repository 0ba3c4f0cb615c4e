// The e2e runner's seatbelt against a flake (run.mjs): a test that fails is run once more, at once
// and alone in its lane; if that second attempt passes the test is *flaky* — it does not fail the
// run, it is not counted as passed either, and it is written down with both attempts' errors
// (.reports/web-e2e.json and .reports/flaky.md) so that it is looked into, not forgotten. A test
// that fails twice fails. Kept apart from run.mjs, which runs a suite as soon as it is imported,
// so that flaky.test.mjs can check it.

/** How many lines of a failure's stack the reports keep. */
const STACK_LINES = 12;

/** A failure as the reports keep it: its message and the first lines of its stack. */
export function describeError(error) {
  const text = String(error?.stack ?? error?.message ?? error);
  const message = String(error?.message ?? error);
  const lines = text.split('\n');
  // A stack starts with the message (which may have several lines); keep it whole, then an excerpt.
  const messageLines = message.split('\n').length;
  return lines
    .slice(0, messageLines + STACK_LINES)
    .concat(lines.length > messageLines + STACK_LINES ? ['    …'] : [])
    .join('\n');
}

/**
 * The self-test hooks of the seatbelt (documented in run.mjs's header): E2E_FAIL_ONCE='<text>'
 * fails the first attempt of every test whose name contains the text, E2E_FAIL_TWICE='<text>'
 * both attempts. Returns the error to throw before attempt `attempt` (1 or 2), or undefined.
 */
export function planned(name, attempt, env = process.env) {
  const matches = (text) => Boolean(text) && name.includes(text);
  if (matches(env.E2E_FAIL_TWICE) || (attempt === 1 && matches(env.E2E_FAIL_ONCE))) {
    const hook = matches(env.E2E_FAIL_TWICE) ? 'E2E_FAIL_TWICE' : 'E2E_FAIL_ONCE';
    return new Error(`${hook}: attempt ${attempt} of this test fails on purpose`);
  }
  return undefined;
}

/**
 * Runs `test` (`run()` resolves or throws) and, if it fails, once more right away. Resolves with
 * its result: `status` 'passed' (first attempt), 'flaky' (failed, then passed) or 'failed' (twice),
 * `ok` (false only when failed), `attempts` (each 'passed' or its error) and `error` (the last
 * failure's, for a failed test). `onFirstFailure(error)` is told before the second attempt.
 */
export async function runWithRetry(name, run, { env = process.env, onFirstFailure } = {}) {
  const attempt = async (number) => {
    try {
      const hook = planned(name, number, env);
      if (hook) throw hook;
      await run();
      return 'passed';
    } catch (error) {
      return { message: String(error?.message ?? error), error: describeError(error) };
    }
  };
  const first = await attempt(1);
  if (first === 'passed') return { name, ok: true, status: 'passed', attempts: ['passed'] };
  await onFirstFailure?.(first);
  const second = await attempt(2);
  const attempts = [first.error, second === 'passed' ? 'passed' : second.error];
  if (second === 'passed') return { name, ok: true, status: 'flaky', attempts };
  return {
    name,
    ok: false,
    status: 'failed',
    error: second.error,
    message: second.message,
    attempts,
  };
}

/** The counts of a run's results: flaky tests are neither passed nor failed. */
export function tally(results) {
  const count = (status) => results.filter((result) => result.status === status).length;
  return { passed: count('passed'), failed: count('failed'), flaky: count('flaky') };
}

/** .reports/flaky.md: every flaky test of the run by name, with both attempts. */
export function flakyMarkdown(results, { when = new Date() } = {}) {
  const flaky = results.filter((result) => result.status === 'flaky');
  const lines = [
    '# Flaky e2e tests',
    '',
    `Run of ${when.toISOString()} (apps/web/e2e/run.mjs). A flaky test failed, then passed when run`,
    'again at once and alone in its lane: it did not fail the run, but it is not counted as passed.',
    'Look into each one: a flake is a race the app or the test has, on a busier machine a failure.',
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
