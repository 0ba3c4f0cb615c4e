// Reads the JSON reports the test steps of `npm test` write to .reports/ (Vitest's JSON reporter,
// the Storybook test-runner's scripts/jest-json-reporter.cjs, the e2e and ui-consumer drivers'
// totals) and counts them so that nothing that did not pass is reported as passed:
// - a failed test is a failure;
// - a skipped, pending or todo test is a failure (we skip no test; a test turns "pending" when a
//   beforeAll hook throws);
// - a test file that failed without a failing test (an import error, a failing hook) is one
//   failure, unless its pending tests already count it;
// - a report that says the run failed but holds none of the above is one failure;
// - a report that is missing means the suite did not run: one failure, reported as "not run".
// Only the e2e step re-runs a failed test (Playwright's retries; apps/web/e2e/reporter.mjs writes
// its report): its report lists the tests that
// failed and then passed as `flakyTests`, which are counted apart — neither passed nor failed —
// and shown with both attempts; a flaky test in any other report (unit, gateway and Storybook
// tests are never re-run) is a failure.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Counts one report. `rerun(name)` tells which test files repeat tests counted elsewhere (the
 * gateway's contract tests on PostgreSQL): their passes are reported apart, their failures count.
 * `flaky` says whether the suite may re-run a failed test (the e2e step only): then its flaky
 * tests come back in `flaky` ({ name, attempts }), else each is a failure.
 */
export function countReport(
  report,
  { root = process.cwd(), rerun = () => false, flaky = false } = {},
) {
  const counted = {
    passed: 0,
    rerunPassed: 0,
    failed: 0,
    flaky: [],
    problems: [],
  };
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  const fileName = (file) => relative(root, String(file.name ?? '?'));
  const detailed = files.length > 0 && files.every((file) => Array.isArray(file.assertionResults));

  if (detailed) {
    for (const file of files) {
      const tests = file.assertionResults;
      const passed = tests.filter((test) => test.status === 'passed').length;
      const failedTests = tests.filter((test) => test.status === 'failed');
      const notRun = tests.filter((test) => test.status !== 'passed' && test.status !== 'failed');
      if (rerun(file.name)) counted.rerunPassed += passed;
      else counted.passed += passed;
      counted.failed += failedTests.length + notRun.length;
      for (const test of failedTests) {
        counted.problems.push(
          `failed: ${fileName(file)} › ${test.fullName ?? test.title}${why(test.failureMessages)}`,
        );
      }
      if (notRun.length > 0) {
        counted.problems.push(
          `${notRun.length} ${notRun.length === 1 ? 'test' : 'tests'} ${notRun[0].status}, not run: ${fileName(file)}` +
            (file.message ? ` (${firstLine(file.message)})` : ''),
        );
      }
      if (file.status === 'failed' && failedTests.length === 0 && notRun.length === 0) {
        counted.failed += 1;
        counted.problems.push(
          `file failed without running its tests: ${fileName(file)} (${firstLine(file.message) || 'no message'})`,
        );
      }
    }
  } else {
    counted.passed += report.numPassedTests ?? 0;
    const notRun = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    counted.failed += (report.numFailedTests ?? 0) + notRun;
    if (notRun > 0) counted.problems.push(`${notRun} tests skipped or pending, not run`);
    for (const test of files.filter((entry) => entry.ok === false)) {
      counted.problems.push(`failed: ${test.name}${why([test.error])}`);
    }
    for (const test of Array.isArray(report.flakyTests) ? report.flakyTests : []) {
      if (flaky) counted.flaky.push({ name: test.name, attempts: test.attempts ?? [] });
      else {
        counted.failed += 1;
        counted.problems.push(
          `failed, then passed when re-run (this suite re-runs none): ${test.name}`,
        );
      }
    }
    const brokenFiles = (report.numRuntimeErrorTestSuites ?? 0) + (report.numFailedTestSuites ?? 0);
    if (brokenFiles > 0 && counted.failed === 0) {
      counted.failed += brokenFiles;
      counted.problems.push(`${brokenFiles} test files failed without a failing test`);
    }
  }
  if (report.success === false && counted.failed === 0) {
    counted.failed += 1;
    counted.problems.push('the runner reported a failure outside the tests (an unhandled error)');
  }
  return counted;
}

/** Reads and counts a report file; a missing or unreadable one is a suite that did not run. */
export function readReport(path, options) {
  if (!existsSync(path)) {
    return {
      passed: 0,
      rerunPassed: 0,
      failed: 1,
      flaky: [],
      problems: ['not run: no report'],
      missing: true,
    };
  }
  try {
    return countReport(JSON.parse(readFileSync(path, 'utf8')), options);
  } catch (error) {
    return {
      passed: 0,
      rerunPassed: 0,
      failed: 1,
      flaky: [],
      problems: [`not run: unreadable report (${error.message})`],
      missing: true,
    };
  }
}

/**
 * The first lines of a failed test's message, so that the summary at the end of `npm test` (the
 * part of a CI log that is kept) says why it failed, not only which test did.
 */
function why(messages) {
  const lines = (Array.isArray(messages) ? messages : [])
    .join('\n')
    // ANSI colour codes out
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    // The Storybook test-runner's preamble (a link to the story and 'Message:') would take the
    // lines the play function's own error needs.
    .filter(
      (line) =>
        !/^Click to debug the error directly in Storybook:?$/.test(line) &&
        !/^https?:\/\/127\.0\.0\.1:\d+\/\?path=/.test(line) &&
        line !== 'Message:',
    )
    .slice(0, 5)
    .map((line) => `\n      ${line.slice(0, 240)}`);
  return lines.join('');
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200);
}

/** The closing line of `npm test`, the one CI reads. */
export function closingLine({ passed, failed, flaky }) {
  return `Tests: ${passed} passed, ${failed} failed, ${flaky} flaky`;
}

/** `npm test`'s exit status: flaky tests do not fail it; a failure, or nothing passing, does. */
export function exitStatus({ passed, failed, flaky }) {
  return failed > 0 || passed + flaky === 0 ? 1 : 0;
}

/**
 * The closing summary's lines for the flaky tests: each by name, with both attempts' first error
 * lines (the second's is 'passed').
 */
export function flakyLines(flaky) {
  return flaky.flatMap(({ step, name, attempts }) => [
    `  - ${step ? `${step}: ` : ''}${name}`,
    ...attempts.map(
      (attempt, index) =>
        `      attempt ${index + 1}: ${attempt === 'passed' ? 'passed' : firstLine(attempt) || 'failed'}`,
    ),
  ]);
}

/** The summary's rows, slowest step first (`duration` in ms). */
export function slowestFirst(rows) {
  return [...rows].sort((a, b) => b.duration - a.duration);
}
