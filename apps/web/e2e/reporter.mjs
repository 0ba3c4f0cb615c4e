// Playwright reporter beside `list`: writes .reports/web-e2e.json (the counts and results that
// scripts/test.mjs and scripts/testReports.mjs read) and .reports/flaky.md, and closes the run with
// `Tests: N passed, N failed, N flaky`. The bookkeeping is in reports.mjs (tested by flaky.test.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeError, e2eReport, flakyMarkdown, tally, testResult } from './reports.mjs';
import { repositoryRoot } from './harness.mjs';

export default class PortineriaReporter {
  /** Errors outside any test (the global setup, a worker's teardown). */
  errors = [];

  onBegin(config, suite) {
    this.suite = suite;
  }

  onError(error) {
    this.errors.push(describeError(error));
  }

  onEnd(result) {
    // `playwright test --list` runs nothing: the last run's reports stay as they were.
    if (process.argv.includes('--list')) return;
    // The tests in the order they are listed (files, then their describes), whatever ran first.
    const results = this.suite
      .allTests()
      .map((test) => testResult(test, test.titlePath().slice(3, -1).join(' › ')));
    const errors = [...this.errors];
    if (result.status !== 'passed' && !results.some((each) => each.status === 'failed')) {
      errors.push(`the run ended ${result.status}`);
    }
    const reports = join(repositoryRoot, '.reports');
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      join(reports, 'web-e2e.json'),
      JSON.stringify(e2eReport(results, { errors }), null, 2),
    );
    writeFileSync(join(reports, 'flaky.md'), flakyMarkdown(results));
    const lines = [];
    for (const { name, attempts } of results.filter((each) => each.status === 'flaky')) {
      lines.push(
        `flaky: ${name}`,
        `  1st attempt: ${attempts[0].split('\n')[0]}`,
        '  2nd attempt: passed',
      );
    }
    const { passed, failed, flaky, skipped } = tally(results);
    if (flaky > 0) lines.push('(both attempts of each in .reports/flaky.md)');
    if (skipped > 0) lines.push(`${skipped} not run (skipped), which counts as a failure`);
    for (const error of errors) lines.push(`error outside the tests: ${error.split('\n')[0]}`);
    lines.push(`Tests: ${passed} passed, ${failed} failed, ${flaky} flaky`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
