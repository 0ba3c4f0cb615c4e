import { defineConfig } from 'vitest/config';

/**
 * The PostgreSQL run: the contract tests and the PostgreSQL-only tests against a throw-away
 * Debian PostgreSQL (test/postgres/harness.ts), one fresh database per test file.
 */
export default defineConfig({
  test: {
    include: ['test/contract/**/*.test.ts', 'test/postgres/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/postgres/globalSetup.ts'],
    setupFiles: ['test/postgres/freshDatabase.ts'],
    // The same limits as the PGlite run (vitest.config.ts): a matrix test asks hundreds of
    // questions, and CI runs this step beside Storybook on two cores.
    maxWorkers: 2,
    // One module graph per worker, as in the PGlite run: each file still gets its own fresh
    // database (the setup file runs again before every file) and boots its own gateway on it.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/gateway-postgres.json' },
  },
});
