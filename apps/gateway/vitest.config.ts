import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The PostgreSQL-only tests run under vitest.postgres.config.ts (a throw-away server).
    exclude: ['test/postgres/**', '**/node_modules/**'],
    environment: 'node',
    // Each test file boots its own in-memory PGlite (initdb + migrations + seed): two at a time
    // keeps the shared CPUs usable; boots take long on a loaded machine, hence the hook timeout.
    maxWorkers: 2,
    // One module graph per worker instead of one per file: every file imported the whole gateway
    // and domain again (import 194 s of a 413 s step on CI); each file still boots its own
    // gateway on its own database, so no state crosses files (1122 tests pass either way; the
    // step's CPU halves, 440 → about 225 CPU-s).
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/gateway.json' },
  },
});
