// `pnpm bench` (calendar part) for @portineria/ui: how long the month view with 1,000 events and
// the week view with 300 events take to render in Chromium on this machine, next to their budgets
// (200 ms and 100 ms). The page (main.tsx) is built by Vite in production mode, served locally and
// opened in Debian's Chromium; each view is mounted 12 times with new events. Figures are printed,
// never asserted: a slow run is read, not failed.
//
// Two figures per mount: the wall-clock time from render to the next painted frame, and the CPU
// time the renderer's main thread spent in that window (from the browser's trace). On a shared
// machine the wall clock also counts the time other processes held the cores (the load average is
// printed with the figures); the CPU time is what the calendar itself costs.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'calendar-bench-'));
const budgets = { month: 200, week: 100 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

await build({
  root: here,
  logLevel: 'error',
  mode: 'production',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096 },
});

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  let file = normalize(join(outDir, decodeURIComponent(pathname)));
  if (!file.startsWith(outDir)) return void response.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let results;
let cpu;
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
  await page.waitForFunction(() => globalThis.benchResults !== undefined, null, {
    timeout: 120_000,
  });
  results = await page.evaluate(() => globalThis.benchResults);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  cpu = mainThreadCpu(trace.traceEvents ?? trace);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

/**
 * For each `<name>-<run>-start` / `-end` pair of marks, the CPU time (`tdur`) of the main thread's
 * top-level tasks in that window; a task cut by the window counts in proportion.
 */
function mainThreadCpu(events) {
  const marks = new Map();
  let thread;
  for (const event of events) {
    if (event.cat?.includes('blink.user_timing') && /-(start|end)$/.test(event.name)) {
      marks.set(event.name, event.ts);
      thread = `${event.pid}:${event.tid}`;
    }
  }
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      `${event.pid}:${event.tid}` === thread &&
      typeof event.tdur === 'number',
  );
  const byMount = {};
  for (const [name, start] of marks) {
    const match = /^(.*)-(\d+)-start$/.exec(name);
    if (!match) continue;
    const end = marks.get(`${match[1]}-${match[2]}-end`);
    if (end === undefined) continue;
    let total = 0;
    for (const task of tasks) {
      const overlap = Math.min(end, task.ts + task.dur) - Math.max(start, task.ts);
      if (overlap > 0 && task.dur > 0) total += (task.tdur * overlap) / task.dur;
    }
    (byMount[match[1]] ??= [])[Number(match[2])] = total / 1000;
  }
  return byMount;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const rows = [
  ['month view, 1,000 events', 'month', budgets.month],
  ['week view, 300 events', 'week', budgets.week],
];
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
process.stdout.write(
  `\nCalendar render (Chromium, production build, 12 mounts each; ${cpus().length} cores, load average ${load})\n`,
);
for (const [name, key, budget] of rows) {
  const samples = results[key];
  const painted = samples.map((sample) => sample.painted);
  const commit = samples.map((sample) => sample.commit);
  const cpuTimes = (cpu[key] ?? []).filter((value) => value !== undefined);
  const verdict = (value) => (value <= budget ? 'within budget' : 'OVER BUDGET');
  process.stdout.write(
    `  ${name} (budget ${budget} ms)\n` +
      `    wall clock, render to paint: median ${ms(median(painted))} (React commit ${ms(median(commit))}), ` +
      `first mount ${ms(painted[0])}, worst ${ms(Math.max(...painted))}: ${verdict(median(painted))}\n` +
      (cpuTimes.length > 0
        ? `    main-thread CPU, render to paint: median ${ms(median(cpuTimes))}, first mount ${ms(cpuTimes[0])}, ` +
          `worst ${ms(Math.max(...cpuTimes))}: ${verdict(median(cpuTimes))}\n`
        : '    main-thread CPU: not found in the trace\n'),
  );
}
