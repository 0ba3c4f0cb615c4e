// `pnpm bench` for @portineria/ui: the gzipped cost of the theme and of each exported component
// imported alone, and of Chip + Dialog + SideDrawer + SearchPicker together next to MUI's Chip +
// Dialog + Drawer + Autocomplete built the same way. Every figure is printed beside its budget
// (../size-budget.json: the performance budget's targets, and for every entry its recorded size
// and the 5 % the size check of npm test allows), and every budgeted figure with its attribution:
// which package or module contributes how many gzipped KB.
//
// How an entry is built and measured: ../scripts/sizeMeasure.mjs (esbuild, minified, tree-shaken,
// code-split, React and React DOM external, react-aria's strings for it-IT only as an Italian app
// keeps them; JS and CSS gzipped at level 9). "Initial" is what loads with the entry; "lazy" is
// what it loads when first needed (the tooltip on first hover or focus, the picker's results on
// first use). esbuild also copies a lazy part's CSS into the entry's stylesheet, so initial CSS
// here includes it (a Vite app loads it with the part).
//
// The four against MUI's count every chunk each side can load, initial and lazy together (a
// lazily loaded popup is still paid by every user who opens it); the entry-only ratio is printed
// for reference only.
//
// "The same way": MUI is imported per component (`@mui/material/Chip`), so ours is too
// (`@portineria/ui/Chip`, the per-component entries of the exports map).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  attributionLines,
  buildUi,
  cleanUp,
  importCode,
  kb,
  measure,
  measureEntries,
  uiEntries,
  uiRoot,
} from '../scripts/sizeMeasure.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const budget = JSON.parse(readFileSync(join(uiRoot, 'size-budget.json'), 'utf8'));
const targets = budget.targets.initialJs;
const limitOf = (bytes) => Math.floor(bytes * (1 + budget.tolerance));

buildUi();
const rows = await measureEntries();
const fourNames = ['Chip', 'Dialog', 'SideDrawer', 'SearchPicker'];
const ours = await measure(
  importCode(uiEntries().filter((entry) => fourNames.includes(entry.name))),
);
const mui = await measure(
  `import Chip from '@mui/material/Chip';\nimport Dialog from '@mui/material/Dialog';\nimport Drawer from '@mui/material/Drawer';\nimport Autocomplete from '@mui/material/Autocomplete';\nconsole.log(Chip, Dialog, Drawer, Autocomplete);\n`,
  { nodePaths: [join(here, 'node_modules')] },
);
cleanUp();

const out = (line = '') => process.stdout.write(`${line}\n`);
const verdict = (ok) => (ok ? '✓' : '✗');

out('\n@portineria/ui — gzipped KB, React and React DOM excluded');
out(
  `${'entry'.padEnd(24)}${'JS'.padStart(7)}${'CSS'.padStart(7)}${'initial'.padStart(8)}${'lazy'.padStart(7)}   ${'recorded initial/lazy, limit +5 %'.padEnd(36)}target (initial JS)`,
);
for (const row of rows) {
  const recorded = budget.entries[row.name];
  const recordedText = recorded
    ? `${kb(recorded.initial, 5)}/${kb(recorded.lazy, 5).trim()}, ≤${kb(limitOf(recorded.initial), 5)} ${verdict(row.initial.total <= limitOf(recorded.initial) && row.lazy.total <= limitOf(recorded.lazy))}`
    : '  not recorded';
  const target = targets[row.name];
  const targetText = target ? `≤ ${kb(target, 4).trim()} ${verdict(row.initial.js <= target)}` : '';
  out(
    `${row.name.slice(0, 23).padEnd(24)}${kb(row.initial.js)}${kb(row.initial.css)}${kb(row.initial.total, 8)}${kb(row.lazy.total)}   ${recordedText.padEnd(36)}${targetText}`,
  );
}

// The ratio counts every chunk each side can load (initial + lazy): the picker's results and a
// tooltip load on first use, and a part moved behind import() must not pass for a saving. The
// entry-only ratio is printed beside it for reference, never as the verdict.
const everyChunk = (sizes) => sizes.initial.total + sizes.lazy.total;
const ratio = everyChunk(ours) / everyChunk(mui);
const entryOnlyRatio = ours.initial.total / mui.initial.total;
out();
out(
  `${'the four, JS + CSS'.padEnd(56)}${'initial'.padStart(8)}${'lazy'.padStart(7)}${'all'.padStart(7)}`,
);
out(
  `${`Portineria: ${fourNames.join(' + ')}`.padEnd(56)}${kb(ours.initial.total, 8)}${kb(ours.lazy.total)}${kb(everyChunk(ours))}`,
);
out(
  `${'MUI: Chip + Dialog + Drawer + Autocomplete'.padEnd(56)}${kb(mui.initial.total, 8)}${kb(mui.lazy.total)}${kb(everyChunk(mui))}`,
);
out(
  `Ours / MUI's, every chunk each can load (initial + lazy): ${(ratio * 100).toFixed(1)} % (target ≤ ${budget.targets.fourToMui * 100} %) ${verdict(ratio <= budget.targets.fourToMui)}`,
);
out(`  (what loads with the entries alone, for reference: ${(entryOnlyRatio * 100).toFixed(1)} %)`);

out('\nAttribution of the budgeted figures (gzipped KB; lazy: loaded when first needed)');
for (const row of rows.filter((candidate) => targets[candidate.name])) {
  out(
    `\n  ${row.name}: ${kb(row.initial.js).trim()} KB initial JS, target ≤ ${kb(targets[row.name]).trim()} ${verdict(row.initial.js <= targets[row.name])}`,
  );
  out(attributionLines(row.attribution).join('\n'));
}
out(
  `\n  Portineria: ${fourNames.join(' + ')}: ${kb(ours.initial.total).trim()} KB initial, ${kb(everyChunk(ours)).trim()} KB with the lazy chunks`,
);
out(attributionLines(ours.attribution).join('\n'));
out(`\n  MUI: Chip + Dialog + Drawer + Autocomplete: ${kb(mui.initial.total).trim()} KB`);
out(attributionLines(mui.attribution).join('\n'));
