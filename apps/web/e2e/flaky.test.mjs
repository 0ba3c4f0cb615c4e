// The flaky seatbelt's own logic, from Playwright's test results (reports.mjs, which reporter.mjs
// writes out) to the closing line and summary of `npm test` (scripts/testReports.mjs). No browser:
// run with the web app's unit tests (vitest).
import assert from 'node:assert/strict';
import { test } from 'vitest';
import {
  closingLine,
  countReport,
  exitStatus,
  flakyLines,
  slowestFirst,
} from '../../../scripts/testReports.mjs';
import { describeError, e2eReport, flakyMarkdown, planned, tally, testResult } from './reports.mjs';

/** A Playwright test case as a reporter sees it: its title, its attempts and their outcome. */
function testCase(title, statuses) {
  const results = statuses.map((status, retry) => ({
    status,
    retry,
    duration: 100,
    errors:
      status === 'passed' || status === 'skipped'
        ? []
        : [
            {
              message: `\u001b[31mError: boom ${retry + 1}\u001b[39m`,
              stack: `Error: boom ${retry + 1}\n    at body (x.spec.mjs:1:1)`,
            },
          ],
  }));
  const last = statuses.at(-1);
  const outcome = () =>
    last === 'skipped'
      ? 'skipped'
      : last !== 'passed'
        ? 'unexpected'
        : statuses.length > 1
          ? 'flaky'
          : 'expected';
  return { title, results, outcome };
}

test('a test that passes at once is passed, with its one attempt', () => {
  assert.deepEqual(testResult(testCase('a', ['passed']), 'shell'), {
    name: 'a',
    group: 'shell',
    ok: true,
    status: 'passed',
    attempts: ['passed'],
    durationMs: 100,
  });
});

test('a test that fails, then passes at the retry, is flaky with both attempts', () => {
  const result = testResult(testCase('b', ['failed', 'passed']), 'shell');
  assert.equal(result.status, 'flaky');
  assert.equal(result.ok, true);
  assert.equal(result.attempts[0], 'Error: boom 1\n    at body (x.spec.mjs:1:1)');
  assert.equal(result.attempts[1], 'passed');
  assert.equal(result.durationMs, 200);
});

test('a test that fails twice (or times out) fails, with both errors and the last message', () => {
  const result = testResult(testCase('c', ['failed', 'timedOut']), 'shell');
  assert.equal(result.status, 'failed');
  assert.equal(result.ok, false);
  assert.equal(result.message, 'Error: boom 2', 'the colour codes are out');
  assert.match(result.attempts[0], /boom 1/);
  assert.match(result.attempts[1], /boom 2/);
  assert.equal(result.error, result.attempts[1]);
});

test('a test left unrun (its serial group failed before it) is skipped, never passed', () => {
  const result = testResult(testCase('d', ['skipped', 'skipped']), 'workflow');
  assert.equal(result.status, 'skipped');
  assert.equal(result.ok, false);
  assert.match(result.attempts[0], /^skipped \(not run/);
});

test('E2E_FAIL_ONCE fails the first attempt of the matching tests only; E2E_FAIL_TWICE both', () => {
  const env = { E2E_FAIL_ONCE: 'lands on', E2E_FAIL_TWICE: 'refused' };
  assert.match(planned('Elena lands on /SYS', 1, env).message, /^E2E_FAIL_ONCE: attempt 1/);
  assert.equal(planned('Elena lands on /SYS', 2, env), undefined);
  assert.equal(planned('another test', 1, env), undefined);
  assert.match(planned('is refused', 1, env).message, /^E2E_FAIL_TWICE: attempt 1/);
  assert.match(planned('is refused', 2, env).message, /^E2E_FAIL_TWICE: attempt 2/);
  assert.equal(planned('anything', 1, {}), undefined);
  assert.equal(planned('anything', 1, { E2E_FAIL_ONCE: '' }), undefined);
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
  assert.deepEqual(tally(results), { passed: 2, failed: 1, flaky: 1, skipped: 0 });
});

test('the e2e report has the counts testReports.mjs reads, a skipped test as pending', () => {
  const results = [
    testResult(testCase('good', ['passed']), 'shell'),
    testResult(testCase('shaky', ['failed', 'passed']), 'shell'),
    testResult(testCase('broken', ['failed', 'failed']), 'shell'),
    testResult(testCase('unrun', ['skipped', 'skipped']), 'workflow'),
  ];
  const report = e2eReport(results);
  assert.equal(report.numPassedTests, 1);
  assert.equal(report.numFailedTests, 1);
  assert.equal(report.numFlakyTests, 1);
  assert.equal(report.numPendingTests, 1);
  assert.deepEqual(report.flakyTests, [{ name: 'shaky', attempts: results[1].attempts }]);
  assert.equal(report.success, undefined);
  const counted = countReport(report, { flaky: true });
  assert.equal(counted.passed, 1);
  assert.equal(counted.failed, 2, 'the failed test and the one not run');
  assert.deepEqual(
    counted.flaky.map((each) => each.name),
    ['shaky'],
  );
  assert.match(counted.problems.join('\n'), /failed: broken\n {6}Error: boom 2/);
});

test('an error outside the tests (a gateway that did not start) fails the run', () => {
  const report = e2eReport([testResult(testCase('good', ['passed']), 'shell')], {
    errors: ['Error: The gateway did not answer within 180000 ms'],
  });
  assert.equal(report.success, false);
  assert.equal(countReport(report, { flaky: true }).failed, 1);
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

const writtenReport = {
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
  const counted = countReport(writtenReport, { flaky: true });
  assert.equal(counted.passed, 3);
  assert.equal(counted.failed, 1);
  assert.deepEqual(counted.flaky, [
    { name: 'shaky', attempts: writtenReport.flakyTests[0].attempts },
  ]);
  assert.deepEqual(counted.problems, ['failed: broken\n      Error: no row']);
});

test('a flaky test in a suite that may not re-run (unit, gateway, Storybook) is a failure', () => {
  const counted = countReport(writtenReport);
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
