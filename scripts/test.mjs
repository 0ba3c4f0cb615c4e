// `npm test`: installs what is missing, then typecheck, lint and every test of every package.
// Each vitest run writes a JSON report to .reports/; the totals are printed at the end as
// "Tests: N passed, N failed" so that CI reads one closing line for the whole workspace.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, root, run } from './bootstrap.mjs';

const started = Date.now();
const { pnpm } = bootstrap({ chromium: true, postgres: true });

const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['test', ['run', 'test:unit']],
  // The gateway's contract tests again on a throw-away Debian PostgreSQL, and two gateway
  // instances on one database relaying realtime events through LISTEN/NOTIFY.
  ['gateway-postgres', ['--filter', '@portineria/gateway', 'run', 'test:postgres']],
  // Storybook: every story's play test, axe and pixel-exact visual baseline, in Debian Chromium.
  ['storybook', ['run', 'test:storybook']],
  // @portineria/ui from its packed tarball: built, installed, typechecked and rendered.
  ['ui-consumer', ['run', 'test:ui-consumer']],
  // The web app built and served by the gateway as `npm start` does, driven in Debian Chromium.
  ['web-e2e', ['--filter', '@portineria/web', 'run', 'e2e']],
];
const failed = [];
for (const [name, args] of steps) {
  process.stdout.write(`\n[portineria] ── ${name} ──\n`);
  const status = run(pnpm, args);
  if (status !== 0) failed.push(name);
}

let passed = 0;
let failedTests = 0;
if (existsSync(reports)) {
  for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failedTests += report.numFailedTests ?? 0;
  }
}
const seconds = Math.round((Date.now() - started) / 1000);
process.stdout.write(
  `\n[portineria] ${seconds} s; passi non riusciti: ${failed.join(', ') || 'nessuno'}\n`,
);
process.stdout.write(`Tests: ${passed} passed, ${failedTests} failed\n`);
process.exit(failed.length > 0 || failedTests > 0 || passed === 0 ? 1 : 0);
