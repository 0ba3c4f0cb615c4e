// `npm test`: installs what is missing, then runs every check of the workspace — typecheck, lint,
// each package's tests, the gateway's contract tests again on PostgreSQL, Storybook, the packed ui
// package and the web app's end-to-end tests — and ends with one line for CI,
// "Tests: N passed, N failed, N flaky".
//
// The steps are independent, so they run side by side, four at a time by default
// (PORTINERIA_TEST_PARALLEL; 1 runs them one after the other). The two browser suites (Storybook
// and the e2e tests) are the longest steps and start first, side by side, while the other steps
// follow one another in the remaining lanes, heaviest first. Run one after the other (as until
// December 2026), the browser suites made a chain of about 1850 s on the 2-core CI machine while
// the other lane stood idle at the end; neither suite keeps two cores busy on its own (the e2e
// lanes mostly wait on the browser and the gateway), so side by side they fill the machine
// instead. The web app's `vite build` is a step of its own, first of all, so the e2e step starts on
// a built app (it waits for it: `after`). A step's output is kept until it ends and then printed
// in one piece under its name (the whole log also goes to .reports/logs/<step>.log), so parallel
// steps never interleave.
//
// Counting (scripts/testReports.mjs): failed, skipped and pending tests, test files that failed
// without running their tests, and a suite whose report is missing ("not run") are failures; a
// step that fails outside its tests (typecheck, lint, a coverage threshold) counts one. The
// gateway's contract tests re-run on PostgreSQL get their own line: their failures count, their
// passes are not added to the total a second time. Only the e2e step re-runs a test that failed
// (once, on a fresh Playwright worker: retries in apps/web/playwright.config.mjs); one that then
// passed is flaky — listed by name with both
// attempts after the failures, counted in "N flaky", and it does not make the exit status non-zero.
// The summary lists the steps slowest first.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { closingLine, exitStatus, flakyLines, readReport, slowestFirst } from './testReports.mjs';

const started = Date.now();
const say = (line) => process.stdout.write(`[portineria] ${line}\n`);
const { pnpm } = bootstrap({ chromium: true, postgres: true, libreOffice: true });

const reports = join(root, '.reports');
const logs = join(reports, 'logs');
rmSync(reports, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

/** The workspace packages with a `test` script; each writes .reports/<its folder name>.json. */
function packagesWithTests() {
  const listed = spawnSync(pnpm[0], [...pnpm.slice(1), 'ls', '-r', '--depth', '-1', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`pnpm ls failed: ${listed.stderr}`);
  return JSON.parse(listed.stdout)
    .filter((workspacePackage) => workspacePackage.path !== root)
    .map((workspacePackage) => ({
      name: workspacePackage.name,
      short: basename(workspacePackage.path),
      manifest: JSON.parse(readFileSync(join(workspacePackage.path, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => manifest.scripts?.test);
}

const unitSteps = Object.fromEntries(
  packagesWithTests().map(({ name, short }) => [
    short,
    {
      name: `unit ${short}`,
      command: ['--filter', name, 'run', 'test'],
      reports: [`${short}.json`],
    },
  ]),
);
const { gateway: gatewayUnit, domain: domainUnit, ...lighterUnits } = unitSteps;

/**
 * Every step, in the order they are offered a free lane, with the reports each must write. The
 * longest first: the web build that the e2e step waits for, Storybook, then the e2e step, which
 * takes the first lane free once the web build is done. The other steps follow heaviest first (as
 * measured on the 2-core CI machine; see the per-step times and cpu of the summary).
 */
const steps = [
  // The web app's production build, which the e2e step serves (and reuses, being fresh).
  { name: 'web build', command: ['--filter', '@portineria/web', 'run', 'build'], reports: [] },
  // Storybook: every story's play test, axe and visual baseline (scripts/storybook-test.mjs).
  { name: 'storybook', command: ['run', 'test:storybook'], reports: ['storybook.json'] },
  // The web app built and served by the gateway as `npm start` does, driven in Debian Chromium by
  // @playwright/test on workers that each have their own gateway and browser
  // (apps/web/playwright.config.mjs; its reporter writes web-e2e.json).
  {
    name: 'web-e2e',
    command: ['--filter', '@portineria/web', 'run', 'e2e'],
    reports: ['web-e2e.json'],
    after: ['web build'],
    // The one suite that re-runs a failed test once (a pass then is "flaky", .reports/flaky.md).
    flaky: true,
  },
  ...(gatewayUnit ? [gatewayUnit] : []),
  // The gateway's contract tests again on a throw-away Debian PostgreSQL, and two gateway
  // instances on one database relaying realtime events through LISTEN/NOTIFY.
  {
    name: 'gateway-postgres',
    command: ['--filter', '@portineria/gateway', 'run', 'test:postgres'],
    reports: ['gateway-postgres.json'],
    rerun: (file) => file.includes(`${sep}test${sep}contract${sep}`),
  },
  { name: 'lint', command: ['run', 'lint'], reports: [] },
  { name: 'typecheck', command: ['run', 'typecheck'], reports: [] },
  ...(domainUnit ? [domainUnit] : []),
  // @portineria/ui from its packed tarball: built, installed, typechecked and rendered.
  { name: 'ui-consumer', command: ['run', 'test:ui-consumer'], reports: ['ui-consumer.json'] },
  ...Object.values(lighterUnits).sort((a, b) => a.name.localeCompare(b.name)),
];
// `node scripts/test.mjs --only 'unit domain,lint'` runs only the named steps (while working on
// them); `npm test` runs them all.
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1]?.split(',') : undefined;
if (only) {
  const unknown = only.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    say(
      `passi sconosciuti: ${unknown.join(', ')}; i passi sono: ${steps.map((step) => step.name).join(', ')}`,
    );
    process.exit(1);
  }
  steps.splice(0, steps.length, ...steps.filter((step) => only.includes(step.name)));
}

/**
 * Steps that never run at the same time: both build @portineria/ui into packages/ui/dist (the size
 * check measures that build, the consumer check packs it), and one would rewrite the other's.
 */
const apart = [['unit ui', 'ui-consumer']];

const parallel = Math.max(1, Number(process.env.PORTINERIA_TEST_PARALLEL) || 4);
const seconds = (milliseconds) => `${Math.round(milliseconds / 1000)} s`;
// CPU seconds per step. GNU time counts only the descendants that were waited for, and misses
// Chromium's renderers and whatever a tool starts and leaves (the e2e step showed 544 CPU-s in a
// 1144 s run that kept two cores loaded). Where the cgroup v1 cpuacct controller is writable (CI
// runs as root), each step runs in a cgroup of its own, which counts every process it starts;
// elsewhere GNU time's figure is shown, marked '≥'.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const cpuacct = '/sys/fs/cgroup/cpuacct';

/** A cpuacct cgroup for one step, or undefined where none can be made. */
function stepCgroup(slug) {
  const directory = join(cpuacct, `portineria-${process.pid}-${slug}`);
  try {
    mkdirSync(directory);
    return {
      procs: join(directory, 'cgroup.procs'),
      usage: () => Number(readFileSync(join(directory, 'cpuacct.usage'), 'utf8')) / 1e6,
      remove: () => {
        try {
          rmdirSync(directory);
        } catch {
          // A process the step left behind still lives in it; the kernel keeps the group.
        }
      },
    };
  } catch {
    return undefined;
  }
}

/** Runs one step with its output kept aside; resolves with its exit status and durations. */
function runStep(step) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const slug = step.name.replace(/\W+/g, '-');
    const chunks = [];
    const log = createWriteStream(join(logs, `${slug}.log`));
    const cpuFile = join(logs, `${slug}.cpu`);
    const group = stepCgroup(slug);
    const command = [...pnpm, ...step.command];
    const [program, ...args] = group
      ? ['/bin/sh', '-c', 'echo $$ > "$0" && exec "$@"', group.procs, ...command]
      : gnuTime
        ? [gnuTime, '-f', '%U %S', '-o', cpuFile, ...command]
        : command;
    const child = spawn(program, args, {
      cwd: root,
      // The output is piped, so tools would drop colours on a terminal and keep them in CI logs
      // (some honour FORCE_COLOR whatever its value): say which one is wanted.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      chunks.push(chunk);
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => keep(Buffer.from(`${error.stack ?? error}\n`)));
    child.on('close', (code, signal) => {
      log.end();
      let cpu;
      let cpuComplete = false;
      if (group) {
        cpu = group.usage();
        cpuComplete = true;
        group.remove();
      } else {
        try {
          const [user, system] = readFileSync(cpuFile, 'utf8').trim().split(/\s+/).slice(-2);
          cpu = (Number(user) + Number(system)) * 1000;
        } catch {
          cpu = undefined;
        }
      }
      resolve({
        status: code ?? (signal ? 1 : 0),
        duration: Date.now() - begin,
        cpu,
        cpuComplete,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    });
  });
}

/**
 * Runs the steps `parallel` at a time, in order, keeping the `apart` pairs apart and starting a
 * step only once the steps it comes `after` (those of this run) have ended.
 */
function runAll() {
  const results = new Map();
  const waiting = [...steps];
  const running = new Set();
  return new Promise((done) => {
    const clashes = (step) =>
      apart.some((pair) => pair.includes(step.name) && pair.some((other) => running.has(other))) ||
      (step.after ?? []).some(
        (name) => steps.some((other) => other.name === name) && !results.has(name),
      );
    const startWhatFits = () => {
      for (const step of [...waiting]) {
        if (running.size >= parallel) break;
        if (clashes(step)) continue;
        waiting.splice(waiting.indexOf(step), 1);
        running.add(step.name);
        say(
          `▶ ${step.name}${running.size > 1 ? ` (insieme a ${[...running].filter((name) => name !== step.name).join(', ')})` : ''}`,
        );
        runStep(step).then((result) => {
          running.delete(step.name);
          results.set(step.name, result);
          const verdict =
            result.status === 0 ? 'riuscito' : `NON riuscito (uscita ${result.status})`;
          process.stdout.write(
            `\n[portineria] ── ${step.name}: ${verdict}, ${seconds(result.duration)} ──\n`,
          );
          process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
          process.stdout.write(`[portineria] ── fine di ${step.name} ──\n\n`);
          if (waiting.length === 0 && running.size === 0) done(results);
          else startWhatFits();
        });
      }
    };
    startWhatFits();
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
say(`load average all'inizio: ${load()}`);
const results = await runAll();

let passed = 0;
let failed = 0;
const rows = [];
const problems = [];
const flaky = [];
for (const step of steps) {
  const result = results.get(step.name);
  let stepPassed = 0;
  let stepFailed = 0;
  let stepFlaky = 0;
  const notes = [];
  for (const report of step.reports) {
    const counted = readReport(join(reports, report), {
      root,
      rerun: step.rerun,
      flaky: step.flaky,
    });
    stepPassed += counted.passed;
    stepFailed += counted.failed;
    stepFlaky += counted.flaky.length;
    flaky.push(...counted.flaky.map((test) => ({ ...test, step: step.name })));
    if (counted.rerunPassed > 0) {
      notes.push(
        `+ ${counted.rerunPassed} passed in the re-run of the contract tests on PostgreSQL (not added to the total)`,
      );
    }
    if (counted.missing) notes.push('NOT RUN: no report');
    problems.push(...counted.problems.map((problem) => `${step.name}: ${problem}`));
  }
  if (result.status !== 0 && stepFailed === 0) {
    stepFailed = 1;
    problems.push(`${step.name}: exited with ${result.status} (see its output above)`);
  }
  passed += stepPassed;
  failed += stepFailed;
  const counts = `${stepPassed} passed, ${stepFailed} failed${step.flaky ? `, ${stepFlaky} flaky` : ''}`;
  rows.push({
    duration: result.duration,
    cells: [
      step.name,
      result.status === 0 && stepFailed === 0 ? 'ok' : 'FAILED',
      seconds(result.duration),
      result.cpu === undefined ? '' : `cpu ${result.cpuComplete ? '' : '≥'}${seconds(result.cpu)}`,
      [step.reports.length > 0 ? counts : '', ...notes].filter(Boolean).join(' '),
    ],
  });
}

const width = (column) => Math.max(...rows.map((row) => row.cells[column].length));
process.stdout.write(
  `\n[portineria] ── riepilogo (${parallel} passi alla volta; il più lento per primo) ──\n`,
);
for (const row of slowestFirst(rows)) {
  const [name, verdict, wall, cpu, tests] = row.cells;
  process.stdout.write(
    `  ${name.padEnd(width(0))}  ${verdict.padEnd(width(1))}  ${wall.padStart(width(2))}  ${cpu.padEnd(width(3))}  ${tests}\n`,
  );
}
if (problems.length > 0) {
  process.stdout.write('\n[portineria] non riuscito:\n');
  for (const problem of problems.slice(0, 60)) process.stdout.write(`  - ${problem}\n`);
  if (problems.length > 60) process.stdout.write(`  … e altri ${problems.length - 60}\n`);
}
if (flaky.length > 0) {
  process.stdout.write(
    '\n[portineria] instabili (flaky: non riusciti, poi riusciti alla ripetizione; non fanno fallire la run; .reports/flaky.md):\n',
  );
  for (const line of flakyLines(flaky)) process.stdout.write(`${line}\n`);
}
say(
  `totale ${seconds(Date.now() - started)} (load average alla fine: ${load()}); log completi in ${relative(root, logs)}/`,
);
const totals = { passed, failed, flaky: flaky.length };
process.stdout.write(`${closingLine(totals)}\n`);
process.exit(exitStatus(totals));
