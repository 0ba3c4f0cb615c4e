import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker instead of one per file (each test builds its own client and
    // fetch stub): 28 → 5 CPU-s for the same 338 tests.
    isolate: false,
    ...unitTestTimeouts,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/api-client.json' },
  },
});
