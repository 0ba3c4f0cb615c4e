// A Jest reporter for the Storybook test-runner: writes the run's results to .reports/ in the
// shape of Vitest's JSON report (totals, and per file its status, message and test statuses), so
// that `npm test` counts them the same way: failed and skipped tests, and files that failed
// without running their tests (a broken import, a failing hook), all count as failures.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class JsonTotalsReporter {
  constructor(globalConfig, options) {
    this.outputFile = options.outputFile;
  }

  onRunComplete(_contexts, results) {
    mkdirSync(join(this.outputFile, '..'), { recursive: true });
    writeFileSync(
      this.outputFile,
      JSON.stringify({
        numTotalTests: results.numTotalTests,
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numPendingTests: results.numPendingTests,
        numTodoTests: results.numTodoTests,
        numFailedTestSuites: results.numFailedTestSuites,
        numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
        // Jest sets `results.success` only after the reporters have run (it is still false here),
        // so it is derived from what the run counted.
        success:
          results.numFailedTests === 0 &&
          results.numFailedTestSuites === 0 &&
          results.numRuntimeErrorTestSuites === 0 &&
          !results.snapshot?.failure,
        testResults: results.testResults.map((file) => ({
          name: file.testFilePath,
          status:
            file.testExecError || file.numFailingTests > 0 || file.failureMessage
              ? 'failed'
              : 'passed',
          message: file.testExecError?.message ?? '',
          assertionResults: file.testResults.map((test) => ({
            fullName: test.fullName,
            status: test.status,
            failureMessages: test.failureMessages,
          })),
        })),
      }),
    );
  }
}

module.exports = JsonTotalsReporter;
