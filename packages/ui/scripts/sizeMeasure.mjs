// How @portineria/ui's size is measured, shared by the size check (`npm test`) and the bench
// (`pnpm bench`): an entry is bundled the way a consumer's bundler would (esbuild, minified,
// tree-shaken, ESM with code splitting, React and React DOM external since every app has them,
// react-aria's strings kept for it-IT only as an Italian app does with the optimize-locales
// plugin) and every output file is gzipped at level 9. What loads with the entry (the entry file
// and the chunks it imports statically) is its `initial` size; chunks reached only through
// `import()` (a tooltip loaded when first shown) are its `lazy` size.
//
// Attribution: each output file's gzipped size is shared among the modules in it in proportion
// to their minified bytes in that file (esbuild's metafile), then summed per package or ui/domain
// area, so that a regression names the package or module that caused it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const uiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(uiRoot, 'dist');

/**
 * Builds dist/ with rollup, the published form (declarations are not needed to measure), unless
 * `reuse` is set and dist/ is newer than the sources.
 */
export function buildUi({ reuse = false } = {}) {
  if (reuse && existsSync(join(dist, 'index.js')) && !sourceNewerThan(dist)) return;
  execFileSync(join(uiRoot, 'node_modules/.bin/rollup'), ['-c', '--silent'], {
    cwd: uiRoot,
    stdio: 'inherit',
  });
}

function newestModification(directory) {
  let newest = 0;
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestModification(path) : stat.mtimeMs);
  }
  return newest;
}

function sourceNewerThan(directory) {
  const built = statSync(join(directory, 'index.js')).mtimeMs;
  return [join(uiRoot, 'src'), join(uiRoot, '../domain/src')].some(
    (source) => newestModification(source) > built,
  );
}

/**
 * The public entries: every value export of src/index.ts that is a component, with the module
 * that defines it (`@portineria/ui/Chip` resolves to `dist/Chip/Chip.js`, the exports map's `./*`).
 */
export function uiEntries() {
  const source = readFileSync(join(uiRoot, 'src/index.ts'), 'utf8');
  const modules = new Map(
    [...source.matchAll(/^export \{\s*([^}]+?)\s*\} from '\.\/([^']+)\.tsx?';/gm)].flatMap(
      (match) =>
        match[1]
          .split(',')
          .filter((name) => name.trim())
          .map((name) => [name.trim().split(' as ').pop(), match[2]]),
    ),
  );
  return [...modules.entries()]
    .filter(([name]) => /^[A-Z][a-z]/.test(name) && name !== 'DialogParts')
    .map(([name, module]) => ({ name, file: join(dist, `${module}.js`) }));
}

/** Source code importing each named component from its per-component entry. */
export function importCode(entries) {
  const lines = entries.map(({ name, file }) => `import { ${name} } from '${file}';`);
  return `${lines.join('\n')}\nconsole.log(${entries.map(({ name }) => name).join(', ')});\n`;
}

/** The theme entry: the base styles and one theme class. */
export const themeCode = `import '${join(dist, 'theme/global.css.js')}';\nimport { lightTheme } from '${join(dist, 'theme/lightTheme.css.js')}';\nconsole.log(lightTheme);\n`;

/**
 * What `@react-aria/optimize-locales-plugin` does for Vite (apps/web uses it), written for esbuild
 * because the plugin's esbuild adapter fails ("Do not know how to load path: locales-plugin:…"):
 * react-aria and react-stately import their strings per locale (`…/intl/combobox/fr-FR.mjs`);
 * every locale but Italian resolves to an empty module.
 */
const italianOnly = {
  name: 'italian-only-react-aria-strings',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /[a-z]{2}-[A-Z]{2}\.m?js$/ }, (args) => {
      const fromAria = /[/\\](react-aria|react-stately|@react-aria|@react-stately)[/\\]/.test(
        args.importer,
      );
      if (!fromAria || /it-IT\.m?js$/.test(args.path)) return undefined;
      return { path: 'removed-locale', namespace: 'italian-only' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'italian-only' }, () => ({
      contents: 'export default undefined;',
      loader: 'js',
    }));
  },
};

/**
 * The attribution group of a bundled module: an npm package (react-aria and react-stately by
 * their area, since each is one package of many hooks), a ui component folder, ui's or domain's
 * messages, a domain area.
 */
export function groupOf(input) {
  if (input.startsWith('italian-only:')) return 'react-aria: other locales (emptied)';
  const packagePath = input.split('node_modules/').pop();
  if (packagePath !== input) {
    const parts = packagePath.split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name === 'react-aria' || name === 'react-stately') {
      const area = packagePath.match(/dist\/private\/([^/]+)\//)?.[1];
      if (area === 'intl') return `${name} (it-IT strings)`;
      return area ? `${name} (${area})` : name;
    }
    return name;
  }
  const uiPath = input.split('packages/ui/dist/')[1];
  if (uiPath === undefined) return 'entry';
  if (uiPath.startsWith('_domain/')) {
    const area = uiPath.split('/')[1];
    return `domain: ${area.replace(/\.js$/, '')}`;
  }
  const [folder, file] = uiPath.split('/');
  if (folder === 'messages') return 'ui: messages';
  if (folder === 'private')
    return `ui: private/${file.replace(/(\.css)?(\.ts\.vanilla)?\.(js|css)$/, '')}`;
  return `ui: ${folder}`;
}

let work;
function workDirectory() {
  work ??= mkdtempSync(join(tmpdir(), 'ui-size-'));
  return work;
}

/** Removes the temporary build folders. */
export function cleanUp() {
  if (work) rmSync(work, { recursive: true, force: true });
  work = undefined;
}

const gzipped = (contents) => gzipSync(contents, { level: 9 }).length;

/**
 * Bundles `code` and returns its gzipped size: `initial` and `lazy`, each `{ js, css, total }`
 * in bytes, and `attribution`, a map group → `{ js, css, lazy }` bytes.
 * `nodePaths` adds folders to resolve packages from (the bench's MUI).
 */
export async function measure(code, { nodePaths = [] } = {}) {
  const directory = mkdtempSync(join(workDirectory(), 'entry-'));
  const entry = join(directory, 'entry.jsx');
  writeFileSync(entry, code);
  const outdir = join(directory, 'out');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    outdir,
    metafile: true,
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    loader: { '.woff': 'empty', '.woff2': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [join(uiRoot, 'node_modules'), ...nodePaths],
    plugins: [italianOnly],
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const nameOf = (path) => relative(outdir, join(process.cwd(), path));
  const contents = new Map(result.outputFiles.map((file) => [relative(outdir, file.path), file]));
  const byName = new Map(Object.entries(outputs).map(([path, meta]) => [nameOf(path), meta]));

  // What loads with the entry: the entry file, its CSS, and every chunk it imports statically.
  const entryName = [...byName.keys()].find((name) => name === 'entry.js');
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    const meta = byName.get(name);
    if (meta.cssBundle) initial.add(nameOf(meta.cssBundle));
    for (const imported of meta.imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(nameOf(imported.path));
    }
  };
  visit(entryName);

  const sizes = {
    initial: { js: 0, css: 0, total: 0 },
    lazy: { js: 0, css: 0, total: 0 },
  };
  const attribution = new Map();
  for (const [name, meta] of byName) {
    const file = contents.get(name);
    if (!file) continue;
    const bytes = gzipped(file.contents);
    const kind = name.endsWith('.css') ? 'css' : 'js';
    const when = initial.has(name) ? 'initial' : 'lazy';
    sizes[when][kind] += bytes;
    sizes[when].total += bytes;
    const inputs = Object.entries(meta.inputs).filter(([, input]) => input.bytesInOutput > 0);
    const sum = inputs.reduce((total, [, input]) => total + input.bytesInOutput, 0);
    for (const [path, input] of inputs) {
      const group = groupOf(path.includes(':') ? path : join(process.cwd(), path));
      const share = (bytes * input.bytesInOutput) / sum;
      const row = attribution.get(group) ?? { js: 0, css: 0, lazy: 0 };
      if (when === 'lazy') row.lazy += share;
      else row[kind] += share;
      attribution.set(group, row);
    }
  }
  return { ...sizes, attribution };
}

/** The theme and every public entry, each measured alone: `{ name, initial, lazy, attribution }`. */
export async function measureEntries() {
  const entries = [
    { name: 'theme', code: themeCode },
    ...uiEntries().map((entry) => ({ name: entry.name, code: importCode([entry]) })),
  ];
  return mapLimited(entries, 2, async (entry) => ({
    name: entry.name,
    ...(await measure(entry.code)),
  }));
}

/** Bytes as KB with one decimal, right-aligned in `width` characters. */
export const kb = (bytes, width = 7) => (bytes / 1024).toFixed(1).padStart(width);

/**
 * An attribution table: the groups by decreasing size, those under `floor` bytes summed in one
 * line. Returns the lines to print.
 */
export function attributionLines(attribution, { floor = 150, indent = '    ' } = {}) {
  const rows = [...attribution.entries()]
    .map(([group, row]) => ({ group, ...row, total: row.js + row.css + row.lazy }))
    .sort((left, right) => right.total - left.total);
  const shown = rows.filter((row) => row.total >= floor);
  const rest = rows.filter((row) => row.total < floor);
  const lines = [
    `${indent}${'package or module'.padEnd(44)}${'JS'.padStart(7)}${'CSS'.padStart(7)}${'lazy'.padStart(7)}`,
  ];
  const line = (label, row) =>
    `${indent}${label.slice(0, 43).padEnd(44)}${kb(row.js)}${kb(row.css)}${row.lazy ? kb(row.lazy) : '      -'}`;
  for (const row of shown) lines.push(line(row.group, row));
  if (rest.length > 0) {
    const sum = (key) => rest.reduce((total, row) => total + row[key], 0);
    lines.push(
      line(`${rest.length} smaller modules`, { js: sum('js'), css: sum('css'), lazy: sum('lazy') }),
    );
  }
  return lines;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function mapLimited(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
