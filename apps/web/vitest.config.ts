import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared.ts';

/**
 * Test files that replace a module with `vi.mock`: a mock only takes hold in a module graph of the
 * file's own, so these run isolated; with a shared graph they passed or failed by which file the
 * worker had run before (FieldValueView's ui mock, after a file that imported the real ui).
 */
const MOCKING = ['src/records/FieldValueView.test.ts'];

export default defineConfig({
  // The screens' styles are vanilla-extract files: the plugin lets a test import a screen module.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    ...unitTestTimeouts,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/web.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          // The e2e reporter's own logic (flaky tests, counting: e2e/reports.mjs) is tested
          // without a browser beside it.
          include: ['src/**/*.test.ts', 'e2e/**/*.test.mjs'],
          exclude: MOCKING,
          // One module graph per worker instead of one per file: the tests are pure functions of
          // the screens' modules, and re-importing every screen per file was nearly all of the
          // step (import 194 s, tests 13 s; 269 → 54 s wall, 63 → 28 CPU-s, same 204 tests).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING, isolate: true } },
    ],
  },
});
