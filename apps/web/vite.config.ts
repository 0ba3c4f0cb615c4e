// The web app's build: React, vanilla-extract (the ui package is consumed from source), and only
// the Italian strings of react-aria. `pnpm dev` proxies the API and the login service to a
// gateway (GATEWAY_URL, default http://localhost:8080) so that cookies stay same-origin.
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGraph } from './build/chunkGraph.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * react-router's package exports only its development build (the same code with its dev-only
 * warnings switched on, `ENABLE_DEV_WARNINGS = true`); the production build beside it has them off.
 * A build of the app uses that one (0.6 KB gzipped less on the first page); `pnpm dev` keeps the
 * warnings.
 */
function reactRouterProductionBuild() {
  const fromRouterDom = createRequire(import.meta.resolve('react-router-dom'));
  const root = dirname(fromRouterDom.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dist/production/dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  // PORTINERIA_* build settings: the deployment's external addresses (src/lib/deploymentLinks.ts).
  envPrefix: ['VITE_', 'PORTINERIA_'],
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : {},
  plugins: [
    react(),
    vanillaExtractPlugin(),
    { ...optimizeLocales.vite({ locales: ['it-IT'] }), enforce: 'pre' },
    // The chunk graph the size check and the bench attribute the sign-in path's JS with.
    chunkGraph({
      output: fileURLToPath(new URL('node_modules/.cache/chunk-graph.json', import.meta.url)),
      root: fileURLToPath(new URL('../..', import.meta.url)),
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one file, which gzips better than the dozens of
          // shared pieces automatic chunking cuts it into.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
      // Radix ships "use client" directives that mean nothing in a static build.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: gateway, ws: true },
      '/auth': { target: gateway },
      '/version.json': { target: gateway },
    },
  },
}));
