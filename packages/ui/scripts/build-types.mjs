// Declarations for the published package. The domain rules are bundled into dist/_domain, so their
// declarations go there too, and every `@portineria/domain` import in the ui declarations is
// rewritten to that relative path: consumers never need the private domain package. Source
// specifiers ('./Chip.tsx') become the emitted ones ('./Chip.js'), which TypeScript maps to .d.ts.
// (A single bundled index.d.ts via rollup-plugin-dts ran out of memory on this package.)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ui = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(ui, 'dist');
const tsc = join(ui, 'node_modules/.bin/tsc');

execFileSync(tsc, ['-p', join(ui, 'tsconfig.domain-types.json')], { stdio: 'inherit' });
rewrite(join(dist, '_domain'));
execFileSync(tsc, ['-p', join(ui, 'tsconfig.build.json')], { stdio: 'inherit' });
rewrite(dist);
writeFileSync(join(dist, 'side-effect.d.ts'), 'export {};\n');

function rewrite(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) {
      rewrite(path);
      continue;
    }
    if (!name.endsWith('.d.ts')) continue;
    const domainEntry = relative(dirname(path), join(dist, '_domain/index.js'));
    const source = readFileSync(path, 'utf8')
      .replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2')
      .replace(
        /(['"])@portineria\/domain\1/g,
        `'${domainEntry.startsWith('.') ? domainEntry : `./${domainEntry}`}'`,
      );
    writeFileSync(path, source);
  }
}
