import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    ...unitTestTimeouts,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/domain.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/**/types.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
