import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    ...unitTestTimeouts,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/api-client.json' },
  },
});
