// A Jest reporter for the Storybook test-runner: writes the run's totals to .reports/ in the same
// shape as Vitest's JSON report, so `npm test` prints one closing line for the whole workspace.
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
      }),
    );
  }
}

module.exports = JsonTotalsReporter;
