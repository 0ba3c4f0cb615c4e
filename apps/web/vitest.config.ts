import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared.ts';

export default defineConfig({
  // The screens' styles are vanilla-extract files: the plugin lets a test import a screen module.
  plugins: [vanillaExtractPlugin()],
  test: {
    // The e2e reporter's own logic (flaky tests, counting: e2e/reports.mjs) is tested without a
    // browser beside it.
    include: ['src/**/*.test.ts', 'e2e/**/*.test.mjs'],
    environment: 'node',
    // One module graph per worker instead of one per file: the tests are pure functions of the
    // screens' modules, and re-importing every screen per file was nearly all of the step
    // (import 194 s, tests 13 s; 269 → 54 s wall, 63 → 28 CPU-s, same 204 tests).
    isolate: false,
    ...unitTestTimeouts,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/web.json' },
  },
});
