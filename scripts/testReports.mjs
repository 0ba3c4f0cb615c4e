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
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Counts one report. `rerun(name)` tells which test files repeat tests counted elsewhere (the
 * gateway's contract tests on PostgreSQL): their passes are reported apart, their failures count.
 */
export function countReport(report, { root = process.cwd(), rerun = () => false } = {}) {
  const counted = {
    passed: 0,
    rerunPassed: 0,
    failed: 0,
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
      counted.problems.push(`failed: ${test.name}`);
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
    .slice(0, 4)
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
