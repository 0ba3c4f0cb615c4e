/**
 * A Vite plugin that records the build's chunk graph beside the build (not in dist/, which the
 * gateway serves): for each JS chunk, its file, whether it is the entry, the module it stands for,
 * the chunks it imports statically and through `import()`, and the minified bytes each source
 * module contributes to it. The size check and the bench read it to say which package or module
 * makes up the JavaScript of the sign-in path (bench/webSize.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

/** One chunk of the graph. */
export interface GraphChunk {
  file: string;
  isEntry: boolean;
  /** The module a lazy chunk stands for (the target of an `import()`), relative to the root. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Source module (relative to the repository root) → minified bytes in this chunk. */
  modules: Record<string, number>;
}

export function chunkGraph({ output, root }: { output: string; root: string }): Plugin {
  const name = (id: string) => relative(root, id.replace(/^\0/, '').replace(/\?.*$/, ''));
  return {
    name: 'portineria-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: GraphChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          file: item.fileName,
          isEntry: item.isEntry,
          facade: item.facadeModuleId ? name(item.facadeModuleId) : null,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(item.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id, module]) => [name(id), module.renderedLength]),
          ),
        });
      }
      mkdirSync(dirname(output), { recursive: true });
      writeFileSync(output, `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}
