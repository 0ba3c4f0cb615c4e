// The e2e harness of the web app: builds it, starts the reference gateway (the same command as
// `npm start`) on a free port with a throw-away data folder serving apps/web/dist — one per
// Playwright worker (fixtures.mjs) — and drives Debian Chromium (CHROMIUM_ARGS, also the launch
// options of playwright.config.mjs; launchBrowser for the benchmarks).
/* global document, window, requestAnimationFrame */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { pnpmCommand } from '../../../scripts/bootstrap.mjs';

export const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repositoryRoot = join(webRoot, '../..');
export const distDir = join(webRoot, 'dist');

/** Chromium as TOOLCHAIN.md says: the Debian package, never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The pnpm that runs this script, as the repository scripts call it. */
const pnpm = () => pnpmCommand();

// Building when dist/ is missing or stale is shared with `npm start` (scripts/webBuild.mjs).
export { buildWebApp, webBuildIsStale as buildIsStale } from '../../../scripts/webBuild.mjs';

/**
 * The ports handed out by this process (one Playwright worker, or a benchmark). The workers are
 * separate processes that each ask the system for a free port of its own (bind to port 0): it
 * hands them out at random over some 28 000 ports, so two workers meeting on one is unlikely.
 */
const portsGiven = new Set();

async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
    // A port just closed may be offered again before the gateway it went to is listening.
    if (!portsGiven.has(port)) {
      portsGiven.add(port);
      return port;
    }
  }
}

async function waitForGateway(url, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The gateway exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/auth/login`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The gateway did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the gateway as `npm start` does (`pnpm --filter @portineria/gateway start`) on a free
 * port, with a fresh data folder (demo seed) and the built web app. With `linkPreviewOrigins`
 * (the worker's previewSite.mjs) it starts through the gateway's test-only entry instead
 * (`start:e2e`, apps/gateway/test/e2e/serve.ts: the same serve, plus the link preview allow-list
 * that no environment variable — so no production start — can set).
 */
export async function startGateway({ linkPreviewOrigins = [] } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portineria-web-e2e-'));
  const [command, ...prefix] = pnpm();
  const output = [];
  const script =
    linkPreviewOrigins.length === 0
      ? ['start']
      : ['start:e2e', ...linkPreviewOrigins.flatMap((origin) => ['--link-preview-origin', origin])];
  const child = spawn(command, [...prefix, '--filter', '@portineria/gateway', ...script], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: distDir,
      LOG: 'silent',
      // The hooks that change a profile mid-session (session.e2e.mjs; apps/gateway/src/auth/testHooks.ts).
      GATEWAY_TEST_HOOKS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // However this run ends (a crash, Ctrl-C, a CI timeout), the gateway's process group goes with it.
  const stopOnExit = () => stopProcessGroup(child);
  process.once('exit', stopOnExit);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () =>
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)),
    );
  }
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForGateway(url, child, 180_000);
  } catch (error) {
    process.stderr.write(output.join(''));
    stopProcessGroup(child);
    throw error;
  }
  return {
    url,
    async close() {
      stopProcessGroup(child);
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', resolve);
        setTimeout(resolve, 10_000);
      });
      process.removeListener('exit', stopOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopProcessGroup(child) {
  try {
    // The group of the child we started (pnpm → tsx → node): the gateway shuts down on SIGTERM.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A page that records console errors, page errors and failed API answers, so a test can say
 * the route rendered cleanly.
 */
export async function newPage(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  // The production build silences the console (000 §8); these tests read it, so it stays on.
  await context.addInitScript(() => {
    window.portineriaKeepConsole = true;
  });
  const page = await context.newPage();
  const problems = [];
  // E2E_DELAY='<regex>@<ms>' holds back every request whose address matches for that long: how
  // the races of a busy machine are reproduced on purpose (a late chunk, a late answer).
  if (process.env.E2E_DELAY) {
    const [pattern, ms] = process.env.E2E_DELAY.split('@');
    await context.route(new RegExp(pattern), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Number(ms)));
      await route.continue();
    });
  }
  page.on('console', (entry) => {
    if (entry.type() === 'error') problems.push(`console: ${entry.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return { context, page, problems };
}

/**
 * Signs in through the stand-in login page, choosing the account by its visible name, and returns
 * when 'Entra' was clicked (Date.now()). Only for tests about what happens on the way in; the
 * others sign in with `start`.
 */
export async function signIn(page, name, returnTo = '/loading?skip') {
  await page.goto(`/auth/login?${new URLSearchParams({ return_to: returnTo })}`);
  const button = page.getByRole('button', { name: `Entra: ${name}` });
  await button.waitFor();
  const clicked = Date.now();
  await button.click();
  return clicked;
}

/**
 * The one way the e2e tests and the benchmarks sign an account in and wait for its dashboard:
 * signs `name` in (through the 2 s Loading screen with `returnTo: '/loading'`; skipped by
 * default), waits for the address of a role's dashboard (`dashboard`, e.g. '/ORG/dashboard', when
 * the test knows which) and then for the dashboard on screen. Returns when 'Entra' was clicked and
 * when the address changed (Date.now()), for whoever times the way in.
 */
export async function start(
  page,
  name,
  { returnTo = '/loading?skip', dashboard, timeout = 30_000 } = {},
) {
  const clicked = await signIn(page, name, returnTo);
  await page.waitForURL(
    ({ pathname }) =>
      dashboard === undefined ? /^\/[A-Z]{3}\/dashboard$/.test(pathname) : pathname === dashboard,
    // The address is enough here ('commit'): the dashboard on screen is waited for next, and the
    // page's load event (late on a busy machine) says nothing about it.
    { timeout, waitUntil: 'commit' },
  );
  const redirected = Date.now();
  await page.getByTestId('dashboard').waitFor({ timeout });
  return { clicked, redirected };
}

/**
 * Signs `name` in straight to `path` (the stand-in login's return_to), for the tests about a
 * screen rather than the way in: the app starts once, on that screen, instead of on the dashboard
 * and then again on the screen (about 3 CPU-s a test on the 2-core machine). Returns once the
 * browser has left the login page and loaded where it was sent, as `page.goto` would.
 */
export async function openAs(page, name, path, { timeout = 30_000 } = {}) {
  await signIn(page, name, path);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), {
    timeout,
    waitUntil: 'load',
  });
}

/** The count the top bar's bell shows (ui TopBar: the Badge beside the [data-bell] button), 0 without one. */
export function bellCount(page) {
  return page.evaluate(() => {
    // ui Badge: the visible count is the aria-hidden span beside the bell.
    const badge = document.querySelector('[data-bell]')?.parentElement;
    const shown = [...(badge?.querySelectorAll('span[aria-hidden]') ?? [])]
      .map((element) => element.textContent?.trim() ?? '')
      .find((text) => /^\d+$/.test(text));
    return Number(shown ?? '0');
  });
}

/** A small real PDF: the content check reads its `%PDF-` signature. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Picks a record in a SearchPicker (labelled `label`) by typing part of its name. */
export async function pick(page, label, text) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await input.click();
  await input.fill(text);
  const option = page.getByRole('option', { name: new RegExp(text) }).first();
  await option.waitFor({ timeout: 20_000 });
  await option.click();
}

/** Waits for a snackbar (or any text) that says `text`. */
export async function snack(page, text) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 20_000 });
}

let axeSource;

/**
 * The axe violations of the page (axe-core injected from node_modules, once per loaded document:
 * a walk through the app's screens without reloading keeps it).
 */
export async function axeViolations(page) {
  axeSource ??= readFileSync(join(webRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, not as an inline <script>: the app's Content Security
  // Policy (script-src 'self') rightly refuses inline scripts.
  // Colours are judged at rest: a hover or focus overlay fading in is half transparent until its
  // transition ends, and would be measured against the content it covers. A run during which
  // something started to move (a snackbar's timer ending and its exit fading it out) is repeated
  // once the page is at rest again.
  const atRest = () =>
    page.waitForFunction(
      () =>
        document
          .getAnimations()
          // Spinners and skeletons loop for ever: only the finite transitions are waited for.
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  for (let attempt = 1; ; attempt += 1) {
    await atRest();
    const { moved, violations } = await page.evaluate(async () => {
      let started = 0;
      const count = () => (started += 1);
      const finiteRunning = () =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.effect?.getTiming().iterations !== Infinity &&
              animation.playState === 'running',
          );
      document.addEventListener('animationstart', count, true);
      document.addEventListener('transitionstart', count, true);
      // Something that began to move after atRest() answered and before these listeners (a
      // snackbar's exit starting in between, then over before axe ends) is seen here: its
      // colours were measured half faded, so the run is repeated.
      const movingAtStart = finiteRunning();
      try {
        const result = await window.axe.run(document, { resultTypes: ['violations'] });
        // An animation that began while axe ran (a snackbar's timer ending mid-run) may have its
        // animationstart still queued behind the run: wait a frame for it, and look at what is
        // running now as well.
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        return {
          moved: movingAtStart || started > 0 || finiteRunning(),
          violations: result.violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            nodes: violation.nodes.length,
            target: violation.nodes[0]?.target?.join(' '),
          })),
        };
      } finally {
        document.removeEventListener('animationstart', count, true);
        document.removeEventListener('transitionstart', count, true);
      }
    });
    if (!moved || violations.length === 0 || attempt === 3) return violations;
  }
}

/** The gzipped size in bytes of a built file under dist/. */
export function gzippedSize(relativePath) {
  return gzipSync(readFileSync(join(distDir, relativePath))).length;
}

/** How often the retrying assertions below look again. */
const POLL_MS = 100;

/**
 * The local day 'YYYY-MM-DD' `offset` days from `from` (today by default), counted at noon so
 * that a daylight-saving change cannot shift it.
 */
export function localDay(offset = 0, from = new Date()) {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset, 12);
  const pad = (value) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the date fields and the lists show it (002 §5.1). */
export const shownDay = (day) => day.split('-').reverse().join('/');

/**
 * Waits until `condition()` holds (it may be async), looking again every 100 ms, and fails with
 * `describe()` of the last state after `timeout`: a condition wait, never a fixed pause.
 */
export async function waitUntil(condition, { timeout = 10_000, describe = () => '' } = {}) {
  const started = Date.now();
  for (;;) {
    if (await condition()) return;
    if (Date.now() - started > timeout) {
      throw new Error(
        `Condition not met within ${timeout} ms${describe ? `: ${await describe()}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Asserts that a locator matches exactly `expected` elements, waiting for the page to get there
 * (Playwright's `count()` answers at once; this retries like its `toHaveCount`).
 */
export async function expectCount(locator, expected, what = String(locator), timeout = 10_000) {
  let last;
  await waitUntil(
    async () => {
      last = await locator.count();
      return last === expected;
    },
    { timeout, describe: () => `${what}: ${expected} expected, ${last} found` },
  );
}

/** Lets the page paint twice: whatever a click changes synchronously has happened by then. */
export async function afterNextPaint(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * A new service order of the signed-in office for Idraulica Bianchi S.r.l., created by hand with
 * an existing order's building and supplier, valid from today for 30 days; sent to the supplier
 * when `send`. Answers its id: a record of the test's own, which no other test changes.
 */
export async function createOrderByHand(page, { object, send = false }) {
  const found = await callByHand(page, 'org', 'orders/search', {
    method: 'POST',
    body: JSON.stringify({
      where: { '$org_suppliers.name1$': 'Idraulica Bianchi S.r.l.' },
      include: [{ association: 'org_suppliers' }],
      limit: 1,
    }),
  });
  if (found.status !== 200) throw new Error(`orders/search: ${JSON.stringify(found.body)}`);
  const [model] = found.body.rows.results;
  if (!model) throw new Error(`no order for Idraulica Bianchi: ${JSON.stringify(found.body)}`);
  const created = await callByHand(page, 'org', 'orders', {
    method: 'POST',
    body: JSON.stringify({
      category: 'ODS',
      object,
      _building: model._building,
      _supplier: model._supplier,
      validFrom: localDay(0),
      validTo: localDay(30),
      ...(send ? { send: true } : {}),
    }),
  });
  if (created.status !== 201) throw new Error(`orders: ${JSON.stringify(created.body)}`);
  return created.body.rows.results[0].id;
}

/**
 * A call to the gateway from the page, with the page's own session (its token and profile of the
 * given role): what someone who bypasses the screen, or another session's save, sends.
 */
export async function callByHand(page, roleKey, path, init = {}) {
  // Right after openAs the page has loaded but the session may not have chosen its profile yet
  // (it is stored a moment later): a call made then named no profile (403 PROFILE_INVALID).
  await page.waitForFunction(
    () => window.localStorage.getItem('portineria.profileId') !== null,
    null,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(
    async ({ roleKey, path, init }) => {
      const issued = await (await fetch('/auth/token', { method: 'POST' })).json();
      const profileId = JSON.parse(window.localStorage.getItem('portineria.profileId'));
      const response = await fetch(`/api/v2/${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${issued.token}`,
          'X-Portineria-Profile': `portineria:${roleKey}:${profileId}`,
          'Content-Type': 'application/json',
        },
      });
      return { status: response.status, body: await response.json() };
    },
    { roleKey, path, init },
  );
}

/** The sort button of a list column (ui RecordList's sortable header), by the column's name. */
export function sortHeader(page, column) {
  return page.locator('main table thead').getByRole('button', { name: new RegExp(`^${column},`) });
}

/** The `aria-sort` of a list column's header cell ('none', 'ascending', 'descending'). */
export function ariaSort(page, column) {
  return page
    .locator('main table thead th')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${column},`) }) })
    .getAttribute('aria-sort');
}
