// The flaky seatbelt's own logic, from the e2e runner's retry (retry.mjs) to the closing line and
// summary of `npm test` (scripts/testReports.mjs). No browser: run with the web app's unit tests (vitest).
import assert from 'node:assert/strict';
import { test } from 'vitest';
import {
  closingLine,
  countReport,
  exitStatus,
  flakyLines,
  slowestFirst,
} from '../../../scripts/testReports.mjs';
import { describeError, flakyMarkdown, planned, runWithRetry, tally } from './retry.mjs';

/** A test body that fails its first `failures` attempts, counting every attempt. */
function failing(failures) {
  const calls = { count: 0 };
  const run = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new Error(`boom ${calls.count}`);
  };
  return { calls, run };
}

test('a test that passes is run once and passes', async () => {
  const { calls, run } = failing(0);
  const result = await runWithRetry('a', run, { env: {} });
  assert.equal(calls.count, 1);
  assert.deepEqual(result, { name: 'a', ok: true, status: 'passed', attempts: ['passed'] });
});

test('a test that fails once is run again at once, and is flaky with both attempts', async () => {
  const { calls, run } = failing(1);
  const told = [];
  const result = await runWithRetry('b', run, {
    env: {},
    onFirstFailure: (first) => told.push([first.message, calls.count]),
  });
  assert.equal(calls.count, 2);
  // Told of the first failure before the second attempt started.
  assert.deepEqual(told, [['boom 1', 1]]);
  assert.equal(result.status, 'flaky');
  assert.equal(result.ok, true);
  assert.match(result.attempts[0], /^Error: boom 1\n\s+at /);
  assert.equal(result.attempts[1], 'passed');
});

test('a test that fails twice fails, with both errors, and is not run a third time', async () => {
  const { calls, run } = failing(5);
  const result = await runWithRetry('c', run, { env: {} });
  assert.equal(calls.count, 2);
  assert.equal(result.status, 'failed');
  assert.equal(result.ok, false);
  assert.equal(result.message, 'boom 2');
  assert.match(result.attempts[0], /boom 1/);
  assert.match(result.attempts[1], /boom 2/);
});

test('E2E_FAIL_ONCE fails the first attempt of the matching tests only; E2E_FAIL_TWICE both', async () => {
  const env = { E2E_FAIL_ONCE: 'lands on', E2E_FAIL_TWICE: 'refused' };
  assert.match(planned('Elena lands on /SYS', 1, env).message, /^E2E_FAIL_ONCE: attempt 1/);
  assert.equal(planned('Elena lands on /SYS', 2, env), undefined);
  assert.equal(planned('another test', 1, env), undefined);
  assert.match(planned('is refused', 2, env).message, /^E2E_FAIL_TWICE: attempt 2/);
  assert.equal(planned('anything', 1, {}), undefined);
  assert.equal(planned('anything', 1, { E2E_FAIL_ONCE: '' }), undefined);

  const once = failing(0);
  assert.equal((await runWithRetry('x lands on y', once.run, { env })).status, 'flaky');
  // The hook throws instead of the first attempt: the test body runs only once, the second time.
  assert.equal(once.calls.count, 1);
  assert.equal((await runWithRetry('is refused', failing(0).run, { env })).status, 'failed');
});

test('an error is kept as its message and a stack excerpt; a thrown string as itself', () => {
  const error = new Error('line one\nline two');
  error.stack = [
    'Error: line one',
    'line two',
    ...Array.from({ length: 30 }, (_, i) => `    at f${i}`),
  ].join('\n');
  const kept = describeError(error).split('\n');
  assert.deepEqual(kept.slice(0, 3), ['Error: line one', 'line two', '    at f0']);
  assert.equal(kept.length, 2 + 12 + 1);
  assert.equal(kept.at(-1), '    …');
  assert.equal(describeError('plain'), 'plain');
});

test('flaky tests count neither as passed nor as failed', () => {
  const results = [
    { status: 'passed' },
    { status: 'flaky' },
    { status: 'failed' },
    { status: 'passed' },
  ];
  assert.deepEqual(tally(results), { passed: 2, failed: 1, flaky: 1 });
});

test('flaky.md lists every flaky test by name with both attempts', () => {
  const when = new Date('2026-12-06T20:00:00Z');
  const markdown = flakyMarkdown(
    [
      { name: 'ok one', status: 'passed', attempts: ['passed'] },
      { name: 'shaky one', status: 'flaky', attempts: ['Error: late chunk\n    at x', 'passed'] },
    ],
    { when },
  );
  assert.match(markdown, /2026-12-06T20:00:00.000Z/);
  assert.match(markdown, /1 flaky test:/);
  assert.match(
    markdown,
    /## shaky one\n\n1st attempt: failed\n\n```\nError: late chunk\n {4}at x\n```/,
  );
  assert.match(markdown, /2nd attempt: passed/);
  assert.doesNotMatch(markdown, /ok one/);
  assert.match(flakyMarkdown([], { when }), /No flaky test in this run\./);
});

const e2eReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numFlakyTests: 1,
  flakyTests: [{ name: 'shaky', attempts: ['Error: late chunk\n    at x', 'passed'] }],
  testResults: [
    { name: 'good', ok: true, status: 'passed' },
    { name: 'shaky', ok: true, status: 'flaky' },
    { name: 'broken', ok: false, status: 'failed', error: 'Error: no row\n    at y' },
  ],
};

test('the e2e report: flaky tests apart, failures with their first lines', () => {
  const counted = countReport(e2eReport, { flaky: true });
  assert.equal(counted.passed, 3);
  assert.equal(counted.failed, 1);
  assert.deepEqual(counted.flaky, [{ name: 'shaky', attempts: e2eReport.flakyTests[0].attempts }]);
  assert.deepEqual(counted.problems, ['failed: broken\n      Error: no row']);
});

test('a flaky test in a suite that may not re-run (unit, gateway, Storybook) is a failure', () => {
  const counted = countReport(e2eReport);
  assert.equal(counted.failed, 2);
  assert.deepEqual(counted.flaky, []);
  assert.match(counted.problems[1], /re-runs none\): shaky$/);
});

test('the closing line and the exit status: flaky never fails the run, a failure does', () => {
  assert.equal(
    closingLine({ passed: 10, failed: 0, flaky: 0 }),
    'Tests: 10 passed, 0 failed, 0 flaky',
  );
  assert.equal(
    closingLine({ passed: 9, failed: 2, flaky: 1 }),
    'Tests: 9 passed, 2 failed, 1 flaky',
  );
  assert.equal(exitStatus({ passed: 9, failed: 0, flaky: 1 }), 0);
  assert.equal(exitStatus({ passed: 0, failed: 0, flaky: 1 }), 0);
  assert.equal(exitStatus({ passed: 9, failed: 1, flaky: 0 }), 1);
  assert.equal(exitStatus({ passed: 0, failed: 0, flaky: 0 }), 1);
});

test("the summary names each flaky test with both attempts' first error lines", () => {
  assert.deepEqual(
    flakyLines([
      { step: 'web-e2e', name: 'shaky', attempts: ['Error: late chunk\n    at x', 'passed'] },
    ]),
    ['  - web-e2e: shaky', '      attempt 1: Error: late chunk', '      attempt 2: passed'],
  );
});

test('the steps are listed slowest first', () => {
  const rows = [
    { duration: 5_000, cells: ['lint'] },
    { duration: 600_000, cells: ['web-e2e'] },
    { duration: 90_000, cells: ['storybook'] },
  ];
  assert.deepEqual(
    slowestFirst(rows).map((row) => row.cells[0]),
    ['web-e2e', 'storybook', 'lint'],
  );
  assert.equal(rows[0].cells[0], 'lint', 'the rows given are left as they were');
});
