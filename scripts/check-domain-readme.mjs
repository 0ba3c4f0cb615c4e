// packages/domain/README.md must list the public API, every export on its own line, so that the
// ui, api-client and web work can find each rule by name. This check (part of `pnpm lint`) reads
// the real export list with the TypeScript compiler and fails on any export the README misses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './bootstrap.mjs';

const entry = join(root, 'packages/domain/src/index.ts');
const program = ts.createProgram([entry], {
  allowImportingTsExtensions: true,
  noEmit: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
});
const checker = program.getTypeChecker();
const source = program.getSourceFile(entry);
const exported = checker
  .getExportsOfModule(checker.getSymbolAtLocation(source))
  .map((symbol) => symbol.name);
const readme = readFileSync(join(root, 'packages/domain/README.md'), 'utf8');
// A name counts as listed when it opens a code span: `name` or `name(…)` / `name<…>`.
const missing = exported.filter((name) => !new RegExp('`' + name + '[`(<]').test(readme));
if (missing.length > 0) {
  process.stderr.write(
    `packages/domain/README.md misses ${missing.length} export(s):\n${missing.map((name) => `  - ${name}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write(`packages/domain/README.md lists all ${exported.length} exports.\n`);
