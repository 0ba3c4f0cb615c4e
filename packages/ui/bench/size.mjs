// `pnpm bench` for @portineria/ui: the gzipped cost of the theme, of each exported component
// imported alone, and of Chip + Dialog + Drawer + SearchPicker together, next to the same four
// from MUI built the same way (esbuild, minified, tree-shaken, React and React DOM external since
// every app has them; JS and CSS both counted). Target: our four at most half of MUI's.
//
// "The same way": MUI is imported per component (`@mui/material/Chip`), so ours is too
// (`@portineria/ui/Chip`, the per-component entries of the exports map). Both builds run
// react-aria's optimize-locales plugin keeping it-IT, as an Italian app does: react-aria ships the
// strings of 34 languages and MUI ships English only, so without it the comparison would weigh
// translations nobody loads. The figure through the root entry is printed too: esbuild keeps the
// CSS of every component re-exported by a barrel (evanw/esbuild#2933), Vite/Rollup do not.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const ui = join(here, '..');
execFileSync('pnpm', ['--filter', '@portineria/ui', 'run', 'build'], { cwd: ui, stdio: 'inherit' });
const distIndex = join(ui, 'dist/index.js');
const work = mkdtempSync(join(tmpdir(), 'ui-size-'));

/** Value exports of the public list (types are free), each with the module that defines it. */
const source = readFileSync(join(ui, 'src/index.ts'), 'utf8');
const modules = new Map(
  [...source.matchAll(/^export \{\s*([^}]+?)\s*\} from '\.\/([^']+)\.tsx?';/gm)].flatMap((match) =>
    match[1]
      .split(',')
      .filter((name) => name.trim())
      .map((name) => [name.trim().split(' as ').pop(), match[2]]),
  ),
);
const exported = [...modules.keys()].filter(
  (name) => /^[A-Z][a-z]/.test(name) && name !== 'DialogParts',
);
/** The per-component entry of a name: `@portineria/ui/Chip` resolves to `dist/Chip/Chip.js`. */
const entryOf = (name) => join(ui, 'dist', `${modules.get(name)}.js`);
const importEach = (names) =>
  names.map((name) => `import { ${name} } from '${entryOf(name)}';`).join('\n');

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

async function measure(label, code) {
  const directory = mkdtempSync(join(work, 'entry-'));
  const entry = join(directory, 'entry.jsx');
  writeFileSync(entry, code);
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: join(directory, 'out'),
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    loader: { '.woff': 'empty', '.woff2': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [join(ui, 'node_modules'), join(here, 'node_modules')],
    plugins: [italianOnly],
    logLevel: 'error',
  });
  let js = 0;
  let css = 0;
  for (const file of readdirSync(join(directory, 'out'))) {
    const bytes = gzipSync(readFileSync(join(directory, 'out', file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { label, js, css, total: js + css };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = [];
rows.push(
  await measure(
    'theme (lightTheme + base styles)',
    `import '${join(ui, 'dist/theme/global.css.js')}';\nimport { lightTheme } from '${distIndex}';\nconsole.log(lightTheme);`,
  ),
);
for (const name of exported) {
  rows.push(await measure(name, `${importEach([name])}\nconsole.log(${name});`));
}
const ourFour = ['Chip', 'Dialog', 'SideDrawer', 'SearchPicker'].filter((name) =>
  exported.includes(name),
);
const ours = await measure(
  `Portineria: ${ourFour.join(' + ')}`,
  `${importEach(ourFour)}\nconsole.log(${ourFour.join(', ')});`,
);
const oursThroughRoot = await measure(
  `  same four through the root entry (esbuild)`,
  `import { ${ourFour.join(', ')} } from '${distIndex}';\nconsole.log(${ourFour.join(', ')});`,
);
const mui = await measure(
  'MUI: Chip + Dialog + Drawer + Autocomplete',
  `import Chip from '@mui/material/Chip';\nimport Dialog from '@mui/material/Dialog';\nimport Drawer from '@mui/material/Drawer';\nimport Autocomplete from '@mui/material/Autocomplete';\nconsole.log(Chip, Dialog, Drawer, Autocomplete);`,
);
rmSync(work, { recursive: true, force: true });

process.stdout.write('\n@portineria/ui — gzipped size (KB), React and React DOM excluded\n');
process.stdout.write(
  `${'what'.padEnd(44)}${'JS'.padStart(8)}${'CSS'.padStart(8)}${'total'.padStart(8)}\n`,
);
for (const row of [...rows, ours, oursThroughRoot, mui]) {
  process.stdout.write(
    `${row.label.slice(0, 43).padEnd(44)}${kb(row.js)} ${kb(row.css)} ${kb(row.total)}\n`,
  );
}
const ratio = ours.total / mui.total;
process.stdout.write(
  `\nOur four / MUI's four: ${(ratio * 100).toFixed(1)} % (target ≤ 50 %)${ourFour.length < 4 ? ` — only ${ourFour.join(', ')} exist yet` : ''}\n`,
);
