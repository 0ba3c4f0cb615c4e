// The size check of `npm test`: builds @portineria/ui (rollup, the published form), measures every
// public entry as sizeMeasure.mjs describes (gzipped, what loads with the entry and what it loads
// later), and fails when one grows more than the tolerance (5 %) over its size recorded in
// size-budget.json, printing the attribution of every entry that failed so that the regression
// names its cause. A new entry without a recorded size fails too, and so does a recorded one that
// no longer exists: the file changes only on purpose.
//
//   node packages/ui/scripts/size-check.mjs            # check (and .reports/ui.json if .reports/ exists)
//   node packages/ui/scripts/size-check.mjs --update   # record the current sizes
//   node packages/ui/scripts/size-check.mjs --reuse    # skip the build when dist/ is newer than src/
//
// Recording new sizes is a deliberate change for consumers: add a changeset saying what grew or
// shrank and why.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributionLines, buildUi, cleanUp, kb, measureEntries, uiRoot } from './sizeMeasure.mjs';

const budgetFile = join(uiRoot, 'size-budget.json');
const update = process.argv.includes('--update');
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const tolerance = budget.tolerance;

buildUi({ reuse: process.argv.includes('--reuse') });
const measured = await measureEntries();
cleanUp();

if (update) {
  budget.entries = Object.fromEntries(
    measured.map((row) => [row.name, { initial: row.initial.total, lazy: row.lazy.total }]),
  );
  writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  process.stdout.write(
    `Recorded ${measured.length} entries in ${budgetFile}.\nAdd a changeset saying what changed size and why.\n`,
  );
  process.exit(0);
}

const failures = [];
const limit = (bytes) => Math.floor(bytes * (1 + tolerance));
process.stdout.write(
  `\n@portineria/ui entries, gzipped KB (initial: loads with the entry; lazy: loaded when first needed)\n`,
);
process.stdout.write(
  `${'entry'.padEnd(26)}${'initial'.padStart(8)}${'recorded'.padStart(9)}${'limit'.padStart(8)}${'lazy'.padStart(8)}${'recorded'.padStart(9)}${'limit'.padStart(8)}\n`,
);
for (const row of measured) {
  const recorded = budget.entries[row.name];
  if (!recorded) {
    failures.push({ row, reason: 'no recorded size (run with --update and add a changeset)' });
    process.stdout.write(`${row.name.padEnd(26)}${kb(row.initial.total, 8)}   not recorded\n`);
    continue;
  }
  const over = [];
  if (row.initial.total > limit(recorded.initial)) over.push('initial');
  if (row.lazy.total > limit(recorded.lazy)) over.push('lazy');
  if (over.length > 0) {
    failures.push({
      row,
      reason: `${over.join(' and ')} more than ${tolerance * 100} % over the recorded size`,
    });
  }
  process.stdout.write(
    `${row.name.padEnd(26)}${kb(row.initial.total, 8)}${kb(recorded.initial, 9)}${kb(limit(recorded.initial), 8)}${kb(row.lazy.total, 8)}${kb(recorded.lazy, 9)}${kb(limit(recorded.lazy), 8)}${over.length ? '  ✗' : ''}\n`,
  );
}
const gone = Object.keys(budget.entries).filter(
  (name) => !measured.some((row) => row.name === name),
);
for (const name of gone) {
  failures.push({ row: { name }, reason: 'recorded but no longer an entry (run with --update)' });
}

for (const { row, reason } of failures) {
  process.stdout.write(`\n✗ ${row.name}: ${reason}\n`);
  if (row.attribution) process.stdout.write(`${attributionLines(row.attribution).join('\n')}\n`);
}
process.stdout.write(
  `\n${measured.length - failures.length} of ${measured.length} entries within ${tolerance * 100} % of their recorded size.\n`,
);

// npm test's step for this package reads .reports/ui.json (scripts/testReports.mjs): one test per
// entry, so that the closing "Tests:" line counts them and names any that grew.
const reports = join(uiRoot, '../../.reports');
if (existsSync(reports)) {
  const failed = new Set(failures.map(({ row }) => row.name));
  const names = [...measured.map((row) => row.name), ...gone];
  writeFileSync(
    join(reports, 'ui.json'),
    JSON.stringify({
      numPassedTests: names.length - failed.size,
      numFailedTests: failed.size,
      testResults: names.map((name) => ({
        name: `size of ${name} within ${tolerance * 100} % of its record`,
        ok: !failed.has(name),
      })),
    }),
  );
}
process.exit(failures.length > 0 ? 1 : 0);
