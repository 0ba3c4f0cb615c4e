// `pnpm bench` for @portineria/domain: what a consumer pays for one rule.
//
// Each line bundles a two-line consumer, `import { formatMoney } from '@portineria/domain'` and a
// use of it, with rolldown (the bundler of Vite 8, which builds apps/web and the ui package),
// minified, as an ES module for the browser, and prints its size gzipped (level 9) and the domain
// modules and packages that make it up. Domain must tree-shake per function: `sideEffects: false`,
// no work at import time, each rule reading only its own area's strings.
//
// Budgets: where a rule is what a ui display leaf renders, its budget is that leaf's whole budget
// in the performance budget (Money, DateTime, FileSize, TruncatedText, Avatar, RoleBadge ≤ 3 KB,
// OrderChips ≤ 5 KB, React's part included), a ceiling the domain part alone must stay under.
// Other rules have no budget; their figures are there to compare across commits. No assertion,
// no timing.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const here = dirname(fileURLToPath(import.meta.url));
const domainRoot = join(here, '..');
const entry = join(domainRoot, 'src/index.ts');

const KB = 1024;

/** What one consumer imports, the budget of its gzipped bundle in bytes (null: none), and who uses it. */
const CONSUMERS = [
  { names: ['formatMoney'], budget: 3 * KB, usedBy: 'ui Money' },
  { names: ['formatDateTime'], budget: 3 * KB, usedBy: 'ui DateTime' },
  { names: ['formatFileSize'], budget: 3 * KB, usedBy: 'ui FileSize, FileDropzone' },
  { names: ['truncateText'], budget: 3 * KB, usedBy: 'ui TruncatedText' },
  { names: ['initialsOf', 'paletteIndexForName'], budget: 3 * KB, usedBy: 'ui Avatar' },
  { names: ['roleLabel', 'roleColorToken', 'roleIcon'], budget: 3 * KB, usedBy: 'ui RoleBadge' },
  { names: ['orderChips'], budget: 5 * KB, usedBy: 'ui OrderChips' },
  { names: ['characterCount'], budget: null, usedBy: 'length rules' },
  { names: ['supplierBadge'], budget: null, usedBy: 'supplier badge' },
  { names: ['requiredRule', 'maxLengthRule'], budget: null, usedBy: 'forms' },
  { names: ['validateEventForm'], budget: null, usedBy: 'calendar form' },
  { names: ['evaluatePermission'], budget: null, usedBy: 'permission lock' },
  { names: ['routeRequirement'], budget: null, usedBy: 'without the route table' },
  { names: ['hrefFor'], budget: null, usedBy: 'route table' },
  { names: ['guardDecision'], budget: null, usedBy: 'route table and guard' },
  { names: ['dashboardWidgetById'], budget: null, usedBy: 'widget catalogue' },
  { names: ['sessionMachine'], budget: null, usedBy: 'xstate' },
];

/** A module's name for the attribution: a domain file, or the package it comes from. */
function moduleName(id) {
  const fromPackage = id.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/,
  );
  if (fromPackage) return fromPackage[1];
  return relative(domainRoot, id);
}

async function measure(code) {
  const bundle = await rolldown({
    input: 'consumer',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'consumer',
        resolveId: (id) => (id === 'consumer' ? id : null),
        load: (id) => (id === 'consumer' ? code : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'es', minify: true });
  await bundle.close();
  const [chunk] = output;
  const byModule = new Map();
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (id === 'consumer' || module.renderedLength === 0) continue;
    const name = moduleName(id);
    byModule.set(name, (byModule.get(name) ?? 0) + module.renderedLength);
  }
  const rendered = [...byModule.values()].reduce((sum, length) => sum + length, 0);
  const gzipped = gzipSync(chunk.code, { level: 9 }).length;
  // Attribution: each module's share of the gzipped size, in proportion to its rendered code.
  const attribution = [...byModule.entries()]
    .sort((left, right) => right[1] - left[1])
    .map(([name, length]) => ({ name, bytes: (gzipped * length) / rendered }));
  return { minified: chunk.code.length, gzipped, attribution };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const lines = [];
for (const consumer of CONSUMERS) {
  const code = `import { ${consumer.names.join(', ')} } from ${JSON.stringify(entry)};\nconsole.log(${consumer.names.join(', ')});\n`;
  lines.push({ consumer, ...(await measure(code)) });
}
const everything = await measure(
  `import * as domain from ${JSON.stringify(entry)};\nconsole.log(domain);\n`,
);

process.stdout.write(
  '\n@portineria/domain — one import, bundled alone (rolldown, minified, gzip -9)\n\n',
);
process.stdout.write(
  `${'import'.padEnd(44)}${'gzipped'.padStart(10)}${'budget'.padStart(10)}  used by\n`,
);
for (const { consumer, gzipped } of lines) {
  const over = consumer.budget !== null && gzipped > consumer.budget ? '  OVER BUDGET' : '';
  process.stdout.write(
    `${consumer.names.join(' + ').padEnd(44)}${kb(gzipped).padStart(10)}${(consumer.budget === null ? '-' : kb(consumer.budget)).padStart(10)}  ${consumer.usedBy}${over}\n`,
  );
}
process.stdout.write(
  `${'everything (import * as domain)'.padEnd(44)}${kb(everything.gzipped).padStart(10)}${'-'.padStart(10)}\n`,
);

process.stdout.write('\nWhere the bytes come from (gzipped share, largest first)\n');
for (const { consumer, attribution } of [
  ...lines,
  { consumer: { names: ['everything'] }, attribution: everything.attribution },
]) {
  const top = attribution
    .slice(0, 5)
    .map(({ name, bytes }) => `${name} ${kb(bytes)}`)
    .join(', ');
  const rest = attribution.length > 5 ? `, ${attribution.length - 5} more` : '';
  process.stdout.write(`  ${consumer.names.join(' + ')}: ${top}${rest}\n`);
}
