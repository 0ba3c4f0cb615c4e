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
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/gateway.json' },
  },
});
