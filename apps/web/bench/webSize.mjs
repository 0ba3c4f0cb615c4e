// The web app's JavaScript by what makes it up, shared by the size check of the e2e run
// (e2e/size.spec.mjs, in `npm test`) and the bench (`pnpm bench`). A build writes its chunk graph
// (build/chunkGraph.ts: each chunk's imports and the minified bytes of every module in it); each
// file's gzipped size (as the gateway serves it) is shared among its modules in proportion to
// their bytes, then summed per npm package or per area of the workspace, so that a regression
// names its cause.
/* global document */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir, newPage, start, webRoot } from '../e2e/harness.mjs';

export const chunkGraphFile = join(webRoot, 'node_modules/.cache/chunk-graph.json');

/** The chunks of the last build, by file name (`assets/…js`). */
export function readChunkGraph() {
  if (!existsSync(chunkGraphFile)) {
    throw new Error(`${chunkGraphFile} is missing: build the web app (vite build) first`);
  }
  const { chunks } = JSON.parse(readFileSync(chunkGraphFile, 'utf8'));
  return new Map(chunks.map((chunk) => [chunk.file, chunk]));
}

/** A built file's size gzipped as the gateway sends it (zlib's default level). */
export function gzippedSize(file) {
  return gzipSync(readFileSync(join(distDir, file))).length;
}

/**
 * The attribution group of a module: an npm package (react-aria and react-stately by their area),
 * a ui component folder, a domain or api-client area, a web folder (features by area).
 */
export function groupOf(module) {
  const packagePath = module.split('node_modules/').pop();
  if (packagePath !== module) {
    const parts = packagePath.split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name === 'react-aria' || name === 'react-stately') {
      const area = packagePath.match(/dist\/private\/([^/]+)\//)?.[1];
      return area ? `${name} (${area})` : name;
    }
    return name;
  }
  const [top, workspacePackage, source, first, second] = module.split('/');
  if (top === 'packages' && source === 'src') {
    const short = { ui: 'ui', domain: 'domain', 'api-client': 'api-client' }[workspacePackage];
    const area = first?.includes('.') ? first.replace(/\.[a-z.]+$/, '') : first;
    return `${short ?? workspacePackage}: ${area}`;
  }
  if (top === 'apps' && workspacePackage === 'web' && source === 'src') {
    if (first === 'features' && second) return `web: features/${second}`;
    return `web: ${first?.includes('.') ? first : first}`;
  }
  return module;
}

/**
 * The files and the gzipped bytes per group of `files`: `{ total, files: [{ file, bytes }],
 * groups: Map<group, bytes>, modules: Map<module, bytes> }`.
 */
export function attribute(files, graph = readChunkGraph()) {
  const groups = new Map();
  const modules = new Map();
  const sized = [];
  for (const file of files) {
    const bytes = gzippedSize(file);
    sized.push({ file, bytes });
    const chunk = graph.get(file);
    const entries = Object.entries(chunk?.modules ?? { [file]: 1 });
    const sum = entries.reduce((total, [, length]) => total + length, 0);
    for (const [module, length] of entries) {
      const share = (bytes * length) / sum;
      modules.set(module, (modules.get(module) ?? 0) + share);
      const group = groupOf(module);
      groups.set(group, (groups.get(group) ?? 0) + share);
    }
  }
  return {
    total: sized.reduce((total, item) => total + item.bytes, 0),
    files: sized.sort((left, right) => right.bytes - left.bytes),
    groups,
    modules,
  };
}

/** Bytes as KB with one decimal, right-aligned in `width` characters. */
export const kb = (bytes, width = 7) => (bytes / 1024).toFixed(1).padStart(width);

/** The groups by decreasing size, those under `floor` bytes summed in one line. */
export function attributionLines(groups, { floor = 400, indent = '    ', limit = 40 } = {}) {
  const rows = [...groups.entries()].sort((left, right) => right[1] - left[1]);
  const shown = rows.filter(([, bytes]) => bytes >= floor).slice(0, limit);
  const rest = rows.slice(shown.length);
  const lines = [`${indent}${'package or module'.padEnd(48)}${'KB gz'.padStart(7)}`];
  for (const [group, bytes] of shown)
    lines.push(`${indent}${group.slice(0, 47).padEnd(48)}${kb(bytes)}`);
  if (rest.length > 0) {
    const sum = rest.reduce((total, [, bytes]) => total + bytes, 0);
    lines.push(`${indent}${`${rest.length} smaller groups`.padEnd(48)}${kb(sum)}`);
  }
  return lines;
}

/** The recorded size of the sign-in chunk set and the budget beside it (apps/web/size-budget.json). */
export const budgetFile = join(webRoot, 'size-budget.json');

export function readBudget() {
  return JSON.parse(readFileSync(budgetFile, 'utf8'));
}

/** Records the measured sign-in chunk set as the new reference (a deliberate change). */
export function recordSignInSize(measured) {
  const budget = readBudget();
  budget.signIn = { bytes: measured.total, files: measured.files.length };
  writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
}

/** Every cell of the dashboard grid rendered its widget and none is still loading. */
export async function waitForDashboardData(page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const cells = [...document.querySelectorAll('[data-cell-component]')];
      if (cells.length === 0) return false;
      return cells.every((cell) => {
        const states = [...cell.querySelectorAll('[data-widget-state]')].map((element) =>
          element.getAttribute('data-widget-state'),
        );
        return states.length > 0 && states.every((state) => state === 'ready');
      });
    },
    undefined,
    { timeout, polling: 'raf' },
  );
}

/**
 * The JS files the browser fetched from /assets/ between opening the app's sign-in and Giulia
 * Rossi's ORG dashboard showing every widget's data, attributed (see `attribute`).
 */
export async function signInJavaScript(browser, url) {
  const { context, page } = await newPage(browser, url);
  const files = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  try {
    await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
    await waitForDashboardData(page);
  } finally {
    await context.close();
  }
  const entry = readFileSync(join(distDir, 'index.html'), 'utf8').match(
    /src="\/(assets\/[^"]+\.js)"/,
  )?.[1];
  return { ...attribute([...files]), entry: entry ? gzippedSize(entry) : 0 };
}

/**
 * The size check of the sign-in chunk set: fails when it grew more than the tolerance over the
 * recorded size. Returns `{ ok, lines }`, the lines to print (the figure beside its limit and
 * budget, the files, the attribution).
 */
export function checkSignInSize(measured, budget = readBudget()) {
  const recorded = budget.signIn.bytes;
  const limit = Math.floor(recorded * (1 + budget.tolerance));
  const ok = measured.total <= limit;
  const lines = [
    `JS sign-in → ORG dashboard: ${kb(measured.total, 0)} KB gzipped in ${measured.files.length} files ` +
      `(entry ${kb(measured.entry, 0)} KB); recorded ${kb(recorded, 0)} KB, limit ${kb(limit, 0)} KB ` +
      `(+${budget.tolerance * 100} %) ${ok ? '✓' : '✗'}; budget ${budget.budgetKb} KB ` +
      `${measured.total <= budget.budgetKb * 1024 ? '✓' : '✗'}`,
    ...measured.files.map(({ file, bytes }) => `    ${file.padEnd(48)}${kb(bytes)}`),
    ...attributionLines(measured.groups),
  ];
  return { ok, lines };
}
