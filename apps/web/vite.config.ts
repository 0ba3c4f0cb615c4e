// The web app's build: React, vanilla-extract (the ui package is consumed from source), and only
// the Italian strings of react-aria. `pnpm dev` proxies the API and the login service to a
// gateway (GATEWAY_URL, default http://localhost:8080) so that cookies stay same-origin.
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGraph } from './build/chunkGraph.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  // PORTINERIA_* build settings: the deployment's external addresses (src/lib/deploymentLinks.ts).
  envPrefix: ['VITE_', 'PORTINERIA_'],
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
});
