// The published build of @portineria/ui: ESM with one output module per source module
// (preserveModules) so that consumers' bundlers tree-shake per component, each component's
// extracted CSS emitted next to it and imported by it. Declarations: scripts/build-types.mjs.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { readFileSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const externalPackages = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`)) ||
  id === 'react/jsx-runtime';

/** Source paths become dist paths: packages/ui/src/Chip/Chip.tsx → dist/Chip/Chip.js. */
function outputName(chunk) {
  const id = chunk.facadeModuleId ?? chunk.moduleIds?.[0] ?? chunk.name;
  const uiSource = id.split('/packages/ui/src/')[1];
  if (uiSource)
    return uiSource.replace(/\.(tsx?|css\.ts)$/, (m) => (m === '.css.ts' ? '.css.js' : '.js'));
  const domainSource = id.split('/packages/domain/src/')[1];
  if (domainSource) return `_domain/${domainSource.replace(/\.ts$/, '.js')}`;
  return `_vendor/${chunk.name}.js`;
}

export default [
  {
    input: {
      index: 'src/index.ts',
      fonts: 'src/theme/fonts.ts',
      styles: 'src/theme/global.css.ts',
    },
    external: (id) => isExternal(id) || (id.endsWith('.css') && id.startsWith('@fontsource/')),
    plugins: [
      nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
      vanillaExtractPlugin({ identifiers: 'short' }),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }),
    ],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      entryFileNames: outputName,
      // CSS next to the component that imports it: dist/Chip/Chip.css.ts.vanilla.css.
      assetFileNames: ({ names, originalFileNames }) => {
        const original = originalFileNames?.[0] ?? '';
        const uiSource = original.split('packages/ui/src/')[1] ?? original.split('src/')[1];
        return uiSource ?? names?.[0] ?? 'assets/[name][extname]';
      },
    },
    treeshake: {
      moduleSideEffects: (id) =>
        id.endsWith('.css') || id.endsWith('.css.ts') || id.endsWith('fonts.ts'),
    },
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  },
];
